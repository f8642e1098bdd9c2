import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { VENEZUELAN_BANKS, maskTaxId } from '@trayecto/contracts';
import { PhoneField } from '../../../../components/form/phone-field.tsx';
import type { TopupFormValues } from '../../lib/topup-form.ts';
import { useFieldError } from './use-field-error.ts';

/** The pago móvil's payer: the bank it was paid from, the phone, the cédula or RIF, the reference. */
export function PagoMovilFields() {
  const { t } = useTranslation('balance');
  const { control } = useFormContext<TopupFormValues>();
  const fieldError = useFieldError();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="bank_code"
          render={({ field }) => (
            <TextField
              select
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              label={t('topup.fields.bank')}
              required
              fullWidth
              error={Boolean(fieldError('bank_code'))}
              helperText={fieldError('bank_code')}
            >
              {VENEZUELAN_BANKS.map((bank) => (
                <MenuItem key={bank.code} value={bank.code}>
                  {bank.code} · {bank.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="payer_phone"
          render={({ field }) => (
            <PhoneField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              label={t('topup.fields.payerPhone')}
              required
              error={Boolean(fieldError('payer_phone'))}
              helperText={fieldError('payer_phone') ?? t('topup.hints.payerPhone')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="payer_id"
          render={({ field }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(e) => field.onChange(maskTaxId(e.target.value))}
              label={t('topup.fields.payerId')}
              required
              fullWidth
              placeholder="V-12345678"
              error={Boolean(fieldError('payer_id'))}
              helperText={fieldError('payer_id') ?? t('topup.hints.payerId')}
              slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="reference"
          render={({ field }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
              label={t('topup.fields.reference')}
              required
              fullWidth
              error={Boolean(fieldError('reference'))}
              helperText={fieldError('reference') ?? t('topup.hints.reference')}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' } }}
            />
          )}
        />
      </Grid>
    </>
  );
}
