import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  FISCAL_ADDRESS_MAX,
  FISCAL_NAME_MAX,
  INVOICE_EMAILS_MAX,
  maskTaxId,
  onboardingBodySchema,
  type FiscalData,
} from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { saveOnboarding } from '../api/onboarding-api.ts';
import {
  initialValues,
  type OnboardingOutput,
  type OnboardingValues,
} from '../lib/onboarding-form.ts';
import { InvoiceEmailsField } from './invoice-emails-field.tsx';
import { LogoField } from './logo-field.tsx';

type Field = keyof OnboardingValues;
const FIELDS: readonly Field[] = [
  'fiscal_name',
  'tax_id',
  'fiscal_address',
  'invoice_emails',
  'logo_upload_id',
];

/**
 * The fiscal data invoices carry: fiscal name, RIF (masked as typed), fiscal address, the
 * invoice e-mails and a logo; checked with the contract's schema before sending, the server's
 * refusals shown on their fields.
 */
export function OnboardingForm({
  data,
  session,
  onSaved,
  onCancel,
}: {
  data: FiscalData;
  session: { name: string | null; email: string | null };
  onSaved: () => void;
  /** offered when editing (back to the profile) */
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation('onboarding');
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OnboardingValues, unknown, OnboardingOutput>({
    resolver: zodResolver(onboardingBodySchema),
    mode: 'onTouched',
    defaultValues: initialValues(data, session),
  });
  const { errors, isSubmitting } = form.formState;
  const message = (error: FieldError | undefined, params: Record<string, number> = {}) =>
    error?.message ? errorText(t, error.message, params) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveOnboarding(values);
      onSaved();
    } catch (e) {
      if (isApiError(e) && e.fields) {
        for (const [path, text] of Object.entries(e.fields)) {
          const field = path.split('.')[0] as Field;
          if (FIELDS.includes(field)) form.setError(path as Field, { message: text });
        }
      }
      setFailure(apiErrorText(t, e));
    }
  });

  const emailErrors = errors.invoice_emails;
  const listError = message(emailErrors as FieldError | undefined, { max: INVOICE_EMAILS_MAX });
  const itemErrors = Array.from({ length: INVOICE_EMAILS_MAX }, (_, i) =>
    message((emailErrors as (FieldError | undefined)[] | undefined)?.[i]),
  );
  const fiscalName = form.register('fiscal_name');
  const fiscalAddress = form.register('fiscal_address');

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('form.label')}>
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <TextField
        {...fiscalName}
        inputRef={fiscalName.ref}
        label={t('form.fiscalName')}
        required
        fullWidth
        autoComplete="organization"
        slotProps={{ htmlInput: { dir: 'auto', maxLength: FISCAL_NAME_MAX } }}
        error={Boolean(errors.fiscal_name)}
        helperText={
          message(errors.fiscal_name, { max: FISCAL_NAME_MAX }) ?? t('form.fiscalNameHint')
        }
      />
      <Controller
        control={form.control}
        name="tax_id"
        render={({ field }) => (
          <TextField
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(maskTaxId(e.target.value))}
            label={t('form.taxId')}
            placeholder="J-12345678-9"
            required
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 12, autoCapitalize: 'characters' } }}
            error={Boolean(errors.tax_id)}
            helperText={message(errors.tax_id) ?? t('form.taxIdHint')}
          />
        )}
      />
      <TextField
        {...fiscalAddress}
        inputRef={fiscalAddress.ref}
        label={t('form.fiscalAddress')}
        required
        fullWidth
        multiline
        minRows={2}
        autoComplete="street-address"
        slotProps={{ htmlInput: { dir: 'auto', maxLength: FISCAL_ADDRESS_MAX } }}
        error={Boolean(errors.fiscal_address)}
        helperText={message(errors.fiscal_address, { max: FISCAL_ADDRESS_MAX })}
      />
      <Controller
        control={form.control}
        name="invoice_emails"
        render={({ field }) => (
          <InvoiceEmailsField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errors={itemErrors}
            listError={listError}
          />
        )}
      />
      <Controller
        control={form.control}
        name="logo_upload_id"
        render={({ field }) => (
          <LogoField
            currentUrl={data.logo_url}
            value={field.value}
            onChange={field.onChange}
            onUploading={setUploading}
          />
        )}
      />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        {onCancel && (
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t('form.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || uploading}
          startIcon={
            isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          {t('form.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
