import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { parseAmountText } from '@trayecto/contracts/amount-text';
import {
  OVERDRAFT_MAX,
  SUSPEND_REASON_MAX,
  overdraftBodySchema,
  suspendBodySchema,
  type ConsoleCompanyDetail,
} from '@trayecto/contracts/console';
import { formatUsd } from '@trayecto/contracts/format';
import { WithUserText } from '../../../components/user-text.tsx';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { enterAssistMode } from '../api/assist.ts';
import { useCompanyAction, type CompanyAction } from '../api/console-queries.ts';
import { AmountField } from './amount-field.tsx';
import { CompanyPicker, type PickedCompany } from './company-picker.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const COMPANY_FEATURES = [
  'is_active_shipments',
  'is_active_multi_stops',
  'is_allow_credits',
] as const;
export type CompanyFeature = (typeof COMPANY_FEATURES)[number];

/** The dialog a company's detail has open: each action asks before it runs. */
export type CompanyDialog =
  | { type: 'approve' }
  | { type: 'suspend' }
  | { type: 'reactivate' }
  | { type: 'assist' }
  | { type: 'feature'; feature: CompanyFeature; value: boolean }
  | { type: 'overdraft' }
  | { type: 'link' }
  | { type: 'unlink'; panel: PickedCompany };

type Props = {
  detail: ConsoleCompanyDetail;
  onClose: () => void;
  /** the action is done: `message` for the page's snackbar */
  onDone: (message: string) => void;
};

/** The open dialog of a company's detail, mounted afresh for each opening. */
export function CompanyDialogs({ dialog, ...props }: Props & { dialog: CompanyDialog | null }) {
  switch (dialog?.type) {
    case 'approve':
    case 'reactivate':
      return <StatusDialog {...props} kind={dialog.type} />;
    case 'suspend':
      return <SuspendDialog {...props} />;
    case 'assist':
      return <AssistDialog {...props} />;
    case 'feature':
      return <FeatureDialog {...props} feature={dialog.feature} value={dialog.value} />;
    case 'overdraft':
      return <OverdraftDialog {...props} />;
    case 'link':
      return <LinkPanelDialog {...props} />;
    case 'unlink':
      return <UnlinkPanelDialog {...props} panel={dialog.panel} />;
    default:
      return null;
  }
}

/** Runs one action of the company and reports it; its refusal stays in the dialog. */
function useRun({ detail, onDone }: Props) {
  const { t } = useTranslation('console');
  const mutation = useCompanyAction(detail.company._id);
  const run = (action: CompanyAction, message: string) =>
    mutation.mutate(action, { onSuccess: () => onDone(message) });
  return {
    run,
    busy: mutation.isPending,
    error: mutation.isError ? apiErrorText(t, mutation.error) : null,
  };
}

function StatusDialog(props: Props & { kind: 'approve' | 'reactivate' }) {
  const { t } = useTranslation('console');
  const { run, busy, error } = useRun(props);
  const name = props.detail.company.name;
  const k = props.kind;
  return (
    <ConfirmDialog
      open
      title={
        <WithUserText>{(isolate) => t(`company.${k}.title`, { name: isolate(name) })}</WithUserText>
      }
      text={t(`company.${k}.text`)}
      confirmLabel={t(`company.${k}.confirm`)}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={() => run({ type: k }, t(`company.${k}.done`))}
    />
  );
}

function SuspendDialog(props: Props) {
  const { t } = useTranslation('console');
  const { run, busy, error } = useRun(props);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const name = props.detail.company.name;
  const confirm = () => {
    const parsed = suspendBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'field_required');
      return;
    }
    run({ type: 'suspend', reason: parsed.data.reason }, t('company.suspend.done'));
  };
  return (
    <ConfirmDialog
      open
      destructive
      title={
        <WithUserText>
          {(isolate) => t('company.suspend.title', { name: isolate(name) })}
        </WithUserText>
      }
      text={t('company.suspend.text')}
      confirmLabel={t('company.suspend.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={confirm}
    >
      <TextField
        name="reason"
        label={t('company.suspend.reason')}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setFieldError(null);
        }}
        required
        autoFocus
        fullWidth
        multiline
        minRows={3}
        error={Boolean(fieldError)}
        helperText={
          fieldError
            ? errorText(t, fieldError, { max: SUSPEND_REASON_MAX })
            : t('company.suspend.reasonHint')
        }
        slotProps={{ htmlInput: { maxLength: SUSPEND_REASON_MAX } }}
      />
    </ConfirmDialog>
  );
}

function AssistDialog({ detail, onClose }: Props) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = detail.company.name;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await enterAssistMode(detail.company._id);
      await navigate('/dashboards');
    } catch (e) {
      setError(apiErrorText(t, e));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={
        <WithUserText>
          {(isolate) => t('company.assist.title', { name: isolate(name) })}
        </WithUserText>
      }
      text={t('company.assist.text')}
      confirmLabel={t('company.assist.confirm')}
      busy={busy}
      error={error}
      onClose={onClose}
      onConfirm={() => void confirm()}
    />
  );
}

function FeatureDialog(props: Props & { feature: CompanyFeature; value: boolean }) {
  const { t } = useTranslation('console');
  const { run, busy, error } = useRun(props);
  const { feature, value } = props;
  const name = props.detail.company.name;
  const state = value ? 'on' : 'off';
  const featureName = t(`features.${feature}.label`);
  return (
    <ConfirmDialog
      open
      destructive={!value}
      title={
        <WithUserText>
          {(isolate) => t(`features.title.${state}`, { feature: featureName, name: isolate(name) })}
        </WithUserText>
      }
      text={t(`features.${feature}.${state}`)}
      confirmLabel={t(`features.confirm.${state}`)}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={() =>
        run(
          { type: 'features', body: { [feature]: value } },
          t(`features.done.${state}`, { feature: featureName }),
        )
      }
    />
  );
}

function OverdraftDialog(props: Props) {
  const { t } = useTranslation('console');
  const { run, busy, error } = useRun(props);
  const { company } = props.detail;
  const [typed, setTyped] = useState(String(company.overdraft));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const parsed = overdraftBodySchema.safeParse({ overdraft: parseAmountText(typed) });
  const confirm = () => {
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'amount_format');
      return;
    }
    run({ type: 'overdraft', overdraft: parsed.data.overdraft }, t('company.overdraft.done'));
  };
  return (
    <ConfirmDialog
      open
      title={
        <WithUserText>
          {(isolate) => t('company.overdraft.title', { name: isolate(company.name) })}
        </WithUserText>
      }
      text={
        parsed.success
          ? t('company.overdraft.text', {
              from: formatUsd(company.overdraft),
              to: formatUsd(parsed.data.overdraft),
            })
          : t('company.overdraft.hint', { max: formatUsd(OVERDRAFT_MAX) })
      }
      confirmLabel={t('company.overdraft.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={confirm}
    >
      <AmountField
        name="overdraft"
        label={t('company.overdraft.amount')}
        unit="$"
        value={typed}
        onChange={(v) => {
          setTyped(v);
          setFieldError(null);
        }}
        autoFocus
        error={Boolean(fieldError)}
        helperText={fieldError ? errorText(t, fieldError) : undefined}
      />
    </ConfirmDialog>
  );
}

function LinkPanelDialog(props: Props) {
  const { t } = useTranslation('console');
  const { run, busy, error } = useRun(props);
  const { company, panels } = props.detail;
  const [panel, setPanel] = useState<PickedCompany | null>(null);
  const [missing, setMissing] = useState(false);
  const linked = new Set(panels.map((p) => p._id));
  const confirm = () => {
    if (!panel) {
      setMissing(true);
      return;
    }
    run({ type: 'link', panelId: panel._id }, t('company.link.done'));
  };
  return (
    <ConfirmDialog
      open
      title={
        <WithUserText>
          {(isolate) => t('company.link.title', { name: isolate(company.name) })}
        </WithUserText>
      }
      text={
        panel ? (
          <WithUserText>
            {(isolate) =>
              t('company.link.text', { panel: isolate(panel.name), name: isolate(company.name) })
            }
          </WithUserText>
        ) : (
          t('company.link.hint')
        )
      }
      confirmLabel={t('company.link.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={confirm}
    >
      <CompanyPicker
        status="approved"
        exclude={(c) => c.is_corporate_master || c._id === company._id || linked.has(c._id)}
        value={panel}
        onChange={(next) => {
          setPanel(next);
          setMissing(false);
        }}
        field={{
          name: 'panel',
          label: t('company.link.panel'),
          autoFocus: true,
          error: missing,
          helperText: missing ? errorText(t, 'field_required') : t('company.link.panelHint'),
        }}
      />
    </ConfirmDialog>
  );
}

function UnlinkPanelDialog(props: Props & { panel: PickedCompany }) {
  const { t } = useTranslation('console');
  const { run, busy, error } = useRun(props);
  const { panel } = props;
  const name = props.detail.company.name;
  return (
    <ConfirmDialog
      open
      destructive
      title={
        <WithUserText>
          {(isolate) => t('company.unlink.title', { panel: isolate(panel.name) })}
        </WithUserText>
      }
      text={
        <WithUserText>
          {(isolate) =>
            t('company.unlink.text', { panel: isolate(panel.name), name: isolate(name) })
          }
        </WithUserText>
      }
      confirmLabel={t('company.unlink.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={() => run({ type: 'unlink', panelId: panel._id }, t('company.unlink.done'))}
    />
  );
}
