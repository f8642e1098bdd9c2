import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  CREDIT_DENY_REASON_MAX,
  CREDIT_DENY_REASON_MIN,
  CREDIT_MAX_DAYS,
  denyCreditBodySchema,
  type ApproveCreditBody,
  type ConsoleCredit,
} from '@trayecto/contracts/credits';
import { formatUsd } from '@trayecto/contracts/format';
import { WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import {
  isStaleCreditError,
  useCreditDecision,
  type CreditDecision,
} from '../api/credits-queries.ts';
import { calendarDay, todayInConsoleZone } from '../lib/dates.ts';
import {
  AMOUNT_ABOVE_ASKED,
  approveCreditDefaults,
  approveCreditFormSchema,
  creditFieldErrorsOf,
  type ApproveCreditForm,
} from '../lib/credits.ts';
import { AmountField } from './amount-field.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CreditExpiryField } from './credit-expiry-field.tsx';

export type CreditDialog = 'approve' | 'deny' | 'revert';

type Props = {
  credit: ConsoleCredit;
  onClose: () => void;
  /** done: `message` for the page's snackbar */
  onDone: (message: string) => void;
  /**
   * the credit is no longer as shown (409: decided by someone else, used or paid meanwhile): the
   * dialog closes, the page says why and shows it anew
   */
  onStale: (message: string) => void;
};

/** The open dialog of a credit's detail, mounted afresh for each opening. */
export function CreditDialogs({ dialog, ...props }: Props & { dialog: CreditDialog | null }) {
  if (dialog === 'approve') return <ApproveDialog {...props} />;
  if (dialog === 'deny') return <DenyDialog {...props} />;
  if (dialog === 'revert') return <RevertDialog {...props} />;
  return null;
}

/**
 * Runs the decision; a 409 closes the dialog (onStale), any other refusal stays in it (`error`),
 * unless `onFields` puts it on the form's fields.
 */
function useDecide({ credit, onDone, onStale }: Props) {
  const { t } = useTranslation('console');
  const mutation = useCreditDecision(credit._id);
  const [onFields, setOnFields] = useState(false);
  const decide = (
    decision: CreditDecision,
    message: string,
    fieldErrors?: (error: unknown) => boolean,
  ) => {
    setOnFields(false);
    mutation.mutate(decision, {
      onSuccess: () => onDone(message),
      onError: (error) => {
        if (isStaleCreditError(error)) onStale(apiErrorText(t, error));
        else if (fieldErrors?.(error)) setOnFields(true);
      },
    });
  };
  const shown = mutation.isError && !isStaleCreditError(mutation.error) && !onFields;
  return {
    decide,
    busy: mutation.isPending,
    error: shown ? apiErrorText(t, mutation.error) : null,
  };
}

function ApproveDialog(props: Props) {
  const { t } = useTranslation('console');
  const { credit } = props;
  const lang = currentLanguage();
  const { decide, busy, error } = useDecide(props);
  const [today] = useState(() => todayInConsoleZone());
  const schema = useMemo(
    () => approveCreditFormSchema(credit.amount, today),
    [credit.amount, today],
  );
  const form = useForm<ApproveCreditForm, unknown, ApproveCreditBody>({
    resolver: zodResolver(schema),
    defaultValues: approveCreditDefaults(credit.amount, today),
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  // what will happen, as soon as the fields say it
  const preview = schema.safeParse(values);
  const asked = formatUsd(credit.amount);

  const fieldText = (code: string | undefined) => {
    if (!code) return undefined;
    if (code === AMOUNT_ABOVE_ASKED) return t('credit.approve.amountTooHigh', { max: asked });
    return errorText(t, code, { max: CREDIT_MAX_DAYS });
  };

  const submit = form.handleSubmit((body) =>
    decide({ type: 'approve', body }, t('credit.approve.done'), (e) => {
      if (!isApiError(e)) return false;
      const fields = creditFieldErrorsOf(e, 'approve');
      if (fields.amount) form.setError('amount', { message: fields.amount });
      if (fields.expires_on) form.setError('expires_on', { message: fields.expires_on });
      return Boolean(fields.amount || fields.expires_on);
    }),
  );

  return (
    <ConfirmDialog
      open
      title={
        <WithUserText>
          {(isolate) => t('credit.approve.title', { id: isolate(credit.unique_id) })}
        </WithUserText>
      }
      text={
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
            {preview.success ? (
              <WithUserText>
                {(isolate) =>
                  t('credit.approve.text', {
                    amount: isolate(formatUsd(preview.data.amount)),
                    name: isolate(credit.corporate.name),
                    date: calendarDay(preview.data.expires_on, lang),
                  })
                }
              </WithUserText>
            ) : (
              <WithUserText>
                {(isolate) =>
                  t('credit.approve.asked', {
                    amount: isolate(asked),
                    name: isolate(credit.corporate.name),
                  })
                }
              </WithUserText>
            )}
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            {t('credit.approve.note')}
          </Box>
        </>
      }
      confirmLabel={t('credit.approve.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={() => void submit()}
    >
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <AmountField
            name={field.name}
            inputRef={field.ref}
            label={t('credit.approve.amount')}
            unit="$"
            value={field.value}
            onChange={field.onChange}
            autoFocus
            error={Boolean(errors.amount)}
            helperText={
              fieldText(errors.amount?.message) ?? t('credit.approve.amountHint', { max: asked })
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name="expires_on"
        render={({ field }) => (
          <CreditExpiryField
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            today={today}
            label={t('credit.fields.expiresOn')}
            error={Boolean(errors.expires_on)}
            helperText={
              fieldText(errors.expires_on?.message) ??
              t('credit.expiresHint', { count: CREDIT_MAX_DAYS })
            }
          />
        )}
      />
    </ConfirmDialog>
  );
}

function DenyDialog(props: Props) {
  const { t } = useTranslation('console');
  const { credit } = props;
  const { decide, busy, error } = useDecide(props);
  const form = useForm({
    resolver: zodResolver(denyCreditBodySchema),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const length = reason.trim().length;
  const submit = form.handleSubmit((body) =>
    decide({ type: 'deny', reason: body.reason }, t('credit.deny.done')),
  );
  const code = errors.reason?.message;
  return (
    <ConfirmDialog
      open
      destructive
      title={
        <WithUserText>
          {(isolate) => t('credit.deny.title', { id: isolate(credit.unique_id) })}
        </WithUserText>
      }
      text={
        <WithUserText>
          {(isolate) =>
            t('credit.deny.text', {
              amount: isolate(formatUsd(credit.amount)),
              name: isolate(credit.corporate.name),
            })
          }
        </WithUserText>
      }
      confirmLabel={t('credit.deny.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={() => void submit()}
    >
      <TextField
        {...form.register('reason')}
        label={t('credit.deny.reason')}
        required
        autoFocus
        fullWidth
        multiline
        minRows={3}
        error={Boolean(code)}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>
              {code
                ? errorText(t, code, { min: CREDIT_DENY_REASON_MIN, max: CREDIT_DENY_REASON_MAX })
                : t('credit.deny.reasonHint', { count: CREDIT_DENY_REASON_MIN })}
            </span>
            <Box
              component="span"
              dir="ltr"
              sx={{
                flexShrink: 0,
                color: length > CREDIT_DENY_REASON_MAX ? 'error.main' : undefined,
              }}
            >
              {t('credit.deny.counter', { length, max: CREDIT_DENY_REASON_MAX })}
            </Box>
          </Box>
        }
        slotProps={{ htmlInput: { maxLength: CREDIT_DENY_REASON_MAX } }}
      />
    </ConfirmDialog>
  );
}

function RevertDialog(props: Props) {
  const { t } = useTranslation('console');
  const { credit } = props;
  const { decide, busy, error } = useDecide(props);
  return (
    <ConfirmDialog
      open
      destructive
      title={
        <WithUserText>
          {(isolate) => t('credit.revert.title', { id: isolate(credit.unique_id) })}
        </WithUserText>
      }
      text={
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
            <WithUserText>
              {(isolate) =>
                t('credit.revert.text', {
                  amount: isolate(formatUsd(credit.amount)),
                  name: isolate(credit.corporate.name),
                })
              }
            </WithUserText>
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            {t('credit.revert.note')}
          </Box>
        </>
      }
      confirmLabel={t('credit.revert.confirm')}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={() => decide({ type: 'revert' }, t('credit.revert.done'))}
    />
  );
}
