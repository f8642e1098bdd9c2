import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CREDIT_NOTE_MAX, type Credit, type RequestCreditBody } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { requestCredit } from '../api/credits-api.ts';
import { createIdempotencyKey } from '../../../lib/idempotency-key.ts';
import {
  EMPTY_CREDIT_FORM,
  creditFieldLimits,
  creditFormSchema,
  type CreditFormValues,
} from '../lib/credit-form.ts';

type Field = FieldPath<CreditFormValues>;
const FIELDS = new Set<string>(['amount', 'note']);

/**
 * "Solicitar crédito": the amount and what it is for, checked with the contract's schema and
 * sent once (an Idempotency-Key per submission, the same one when the same request is retried).
 * It says plainly that this is a request finance decides. Mounted afresh for each opening.
 */
export function CreditRequestDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (credit: Credit) => void;
}) {
  const { t } = useTranslation('balance');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [actionKey] = useState(() => createIdempotencyKey());
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CreditFormValues, unknown, RequestCreditBody>({
    resolver: zodResolver(creditFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CREDIT_FORM,
  });
  const { isSubmitting, errors } = form.formState;
  const fieldError = (name: Field) => {
    const code = errors[name]?.message;
    return code ? errorText(t, code, creditFieldLimits(name)) : undefined;
  };

  const handleSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const credit = await requestCredit(body, actionKey.keyFor(JSON.stringify(body)));
      actionKey.reset();
      onCreated(credit);
    } catch (e) {
      const onFields = isApiError(e)
        ? Object.entries(e.fields ?? {}).filter(([field]) => FIELDS.has(field))
        : [];
      for (const [field, message] of onFields) form.setError(field as Field, { message });
      if (onFields.length === 0) setServerError(apiErrorText(t, e));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="credit-request-title"
      aria-describedby="credit-request-notice"
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <form noValidate onSubmit={(e) => void handleSubmit(e)} aria-busy={isSubmitting || undefined}>
        <DialogTitle id="credit-request-title">{t('creditRequest.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <Alert id="credit-request-notice" severity="info">
              {t('creditRequest.notice')}
            </Alert>
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <TextField
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('creditRequest.amount')}
                  required
                  fullWidth
                  autoFocus
                  error={Boolean(fieldError('amount'))}
                  helperText={fieldError('amount') ?? t('creditRequest.amountHint')}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="note"
              render={({ field }) => (
                <TextField
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('creditRequest.note')}
                  fullWidth
                  multiline
                  minRows={2}
                  error={Boolean(fieldError('note'))}
                  helperText={
                    fieldError('note') ?? t('creditRequest.noteHint', { max: CREDIT_NOTE_MAX })
                  }
                />
              )}
            />
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('creditRequest.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
            {t('creditRequest.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
