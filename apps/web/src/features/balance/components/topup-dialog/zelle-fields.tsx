import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { TopupFormValues } from '../../lib/topup-form.ts';
import { useFieldError } from './use-field-error.ts';

/** The Zelle payment: whose account, where it came from and its confirmation number. */
export function ZelleFields() {
  const { t } = useTranslation('balance');
  const { control } = useFormContext<TopupFormValues>();
  const fieldError = useFieldError();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="zelle_owner"
          render={({ field }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              label={t('topup.fields.zelleOwner')}
              required
              fullWidth
              autoComplete="name"
              error={Boolean(fieldError('zelle_owner'))}
              helperText={fieldError('zelle_owner')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="zelle_sender"
          render={({ field }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              label={t('topup.fields.zelleSender')}
              required
              fullWidth
              error={Boolean(fieldError('zelle_sender'))}
              helperText={fieldError('zelle_sender') ?? t('topup.hints.zelleSender')}
              slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="reference"
          render={({ field }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value.toUpperCase().replace(/\s/g, ''))}
              label={t('topup.fields.confirmation')}
              required
              fullWidth
              error={Boolean(fieldError('reference'))}
              helperText={fieldError('reference') ?? t('topup.hints.confirmation')}
              slotProps={{
                htmlInput: { dir: 'ltr', autoCapitalize: 'characters', autoComplete: 'off' },
              }}
            />
          )}
        />
      </Grid>
    </>
  );
}
