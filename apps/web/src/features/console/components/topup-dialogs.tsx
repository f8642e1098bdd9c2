import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { formatUsd } from '@trayecto/contracts/format';
import {
  TOPUP_REJECT_REASON_MAX,
  TOPUP_REJECT_REASON_MIN,
  rejectTopupBodySchema,
  type ConsoleTopup,
} from '@trayecto/contracts/topups';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { useTopupDecision, type TopupDecision } from '../api/topups-queries.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type TopupDialog = 'approve' | 'reject';

type Props = {
  topup: ConsoleTopup;
  onClose: () => void;
  /** decided: `message` for the page's snackbar */
  onDone: (message: string) => void;
  /** someone decided it first (409): the dialog closes, the page says so and shows it anew */
  onStale: (message: string) => void;
};

/** The open dialog of a top-up's detail, mounted afresh for each opening. */
export function TopupDialogs({ dialog, ...props }: Props & { dialog: TopupDialog | null }) {
  if (dialog === 'approve') return <ApproveDialog {...props} />;
  if (dialog === 'reject') return <RejectDialog {...props} />;
  return null;
}

/** Runs the decision; any other refusal than "already decided" stays in the dialog. */
function useDecide({ topup, onDone, onStale }: Props) {
  const { t } = useTranslation('console');
  const mutation = useTopupDecision(topup._id);
  const stale = isApiError(mutation.error) && mutation.error.error_code === 'topup_already_decided';
  const decide = (decision: TopupDecision, message: string) =>
    mutation.mutate(decision, {
      onSuccess: () => onDone(message),
      onError: (error) => {
        if (isApiError(error) && error.error_code === 'topup_already_decided')
          onStale(apiErrorText(t, error));
      },
    });
  return {
    decide,
    busy: mutation.isPending,
    error: mutation.isError && !stale ? apiErrorText(t, mutation.error) : null,
  };
}

function ApproveDialog(props: Props) {
  const { t } = useTranslation('console');
  const { decide, busy, error } = useDecide(props);
  const { topup } = props;
  return (
    <ConfirmDialog
      open
      title={
        <WithUserText>
          {(isolate) => t('topup.approve.title', { id: isolate(topup.unique_id) })}
        </WithUserText>
      }
      text={
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
            <WithUserText>
              {(isolate) =>
                t('topup.approve.text', {
                  amount: isolate(formatUsd(topup.credited_usd)),
                  name: isolate(topup.corporate.name),
                })
              }
            </WithUserText>
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            {t('topup.approve.note')}
          </Box>
        </>
      }
      confirmLabel={t('topup.approve.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={() => decide({ type: 'approve' }, t('topup.approve.done'))}
    />
  );
}

function RejectDialog(props: Props) {
  const { t } = useTranslation('console');
  const { decide, busy, error } = useDecide(props);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { topup } = props;
  const length = reason.trim().length;
  const confirm = () => {
    const parsed = rejectTopupBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'field_required');
      return;
    }
    decide({ type: 'reject', reason: parsed.data.reason }, t('topup.reject.done'));
  };
  return (
    <ConfirmDialog
      open
      destructive
      title={
        <WithUserText>
          {(isolate) => t('topup.reject.title', { id: isolate(topup.unique_id) })}
        </WithUserText>
      }
      text={
        <WithUserText>
          {(isolate) => t('topup.reject.text', { name: isolate(topup.corporate.name) })}
        </WithUserText>
      }
      confirmLabel={t('topup.reject.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={confirm}
    >
      <TextField
        name="reason"
        label={t('topup.reject.reason')}
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
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>
              {fieldError
                ? errorText(t, fieldError, {
                    min: TOPUP_REJECT_REASON_MIN,
                    max: TOPUP_REJECT_REASON_MAX,
                  })
                : t('topup.reject.reasonHint')}
            </span>
            <Box
              component="span"
              dir="ltr"
              sx={{
                flexShrink: 0,
                color: length > TOPUP_REJECT_REASON_MAX ? 'error.main' : undefined,
              }}
            >
              {t('topup.reject.counter', { length, max: TOPUP_REJECT_REASON_MAX })}
            </Box>
          </Box>
        }
        slotProps={{ htmlInput: { maxLength: TOPUP_REJECT_REASON_MAX } }}
      />
    </ConfirmDialog>
  );
}
