import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maskTaxId } from '@trayecto/contracts';
import type { TopupFormValues } from '../../lib/topup-form.ts';
import { useFieldError } from './use-field-error.ts';

type TextName = Exclude<
  FieldPath<TopupFormValues>,
  'custom' | 'custom_invoice' | 'receipt_id' | 'method' | 'currency'
>;

/**
 * The invoice's options: the memo and proforma numbers the company's accounting quotes, another
 * e-mail to send it to, and "Factura personalizada" (other fiscal data than the company's).
 */
export function InvoiceFields() {
  const { t } = useTranslation('balance');
  const { control } = useFormContext<TopupFormValues>();
  const custom = useWatch({ control, name: 'custom' });
  const fieldError = useFieldError();

  const text = (
    name: TextName,
    label: string,
    extra: Partial<TextFieldProps> & { mask?: (v: string) => string; hint?: string } = {},
  ) => {
    const { mask, hint, ...props } = extra;
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <TextField
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(mask ? mask(e.target.value) : e.target.value)}
            label={label}
            fullWidth
            error={Boolean(fieldError(name))}
            helperText={fieldError(name) ?? hint}
            {...props}
          />
        )}
      />
    );
  };

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography component="h3" variant="subtitle2">
          {t('topup.invoiceTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('topup.invoiceText')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('memo_number', t('topup.fields.memo'), { hint: t('topup.hints.optional') })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('proforma_number', t('topup.fields.proforma'), { hint: t('topup.hints.optional') })}
      </Grid>
      <Grid size={12}>
        {text('invoice_email', t('topup.fields.invoiceEmail'), {
          type: 'email',
          autoComplete: 'email',
          hint: t('topup.hints.invoiceEmail'),
          slotProps: { htmlInput: { dir: 'ltr' } },
        })}
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="custom"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': 'topup-custom-hint' } }}
                />
              }
              label={t('topup.fields.customInvoice')}
            />
          )}
        />
        <Typography id="topup-custom-hint" variant="body2" color="text.secondary">
          {t('topup.hints.customInvoice')}
        </Typography>
      </Grid>
      <Grid size={12}>
        <Collapse in={custom} unmountOnExit>
          <Grid container spacing={2} sx={{ pt: 0.5 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('custom_invoice.name', t('topup.fields.customName'), {
                required: true,
                autoComplete: 'organization',
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('custom_invoice.tax_id', t('topup.fields.customTaxId'), {
                required: true,
                mask: maskTaxId,
                placeholder: 'J-12345678-9',
                slotProps: { htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } },
              })}
            </Grid>
            <Grid size={12}>
              {text('custom_invoice.address', t('topup.fields.customAddress'), {
                required: true,
                multiline: true,
                minRows: 2,
                autoComplete: 'street-address',
              })}
            </Grid>
          </Grid>
        </Collapse>
      </Grid>
    </Grid>
  );
}
