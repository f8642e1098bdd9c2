import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd, type TopupCurrency } from '@trayecto/contracts';
import { WithUserText } from '../../../../components/user-text.tsx';
import { amountPreview, type TopupFormValues } from '../../lib/topup-form.ts';
import { useFieldError } from './use-field-error.ts';

/**
 * The amount paid and its currency (Zelle: dollars only), with what it is worth as it is typed:
 * "≈ $X al cambio BCV" for bolívares, what the wallet receives and the IGTF for Zelle.
 */
export function AmountFields({ rate }: { rate: number | null | undefined }) {
  const { t } = useTranslation('balance');
  const { control } = useFormContext<TopupFormValues>();
  const fieldError = useFieldError();
  const [method, currency, amount] = useWatch({
    control,
    name: ['method', 'currency', 'amount'],
  });
  const zelle = method === 'zelle';
  const preview = amountPreview({ method, currency, amount }, rate);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              label={t('topup.fields.amount')}
              required
              fullWidth
              error={Boolean(fieldError('amount'))}
              helperText={fieldError('amount')}
              slotProps={{
                htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      {/* isolated left to right: "Bs." keeps its dot after the letters in Arabic */}
                      <bdi dir="ltr">{currency === 'VES' && !zelle ? 'Bs.' : '$'}</bdi>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <TextField
              select
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={zelle ? 'USD' : field.value}
              onChange={(e) => field.onChange(e.target.value as TopupCurrency)}
              label={t('topup.fields.currency')}
              disabled={zelle}
              fullWidth
              error={Boolean(fieldError('currency'))}
              helperText={fieldError('currency') ?? (zelle ? t('topup.hints.zelleUsd') : undefined)}
            >
              <MenuItem value="VES">{t('topup.currencies.VES')}</MenuItem>
              <MenuItem value="USD">{t('topup.currencies.USD')}</MenuItem>
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12} sx={{ mt: -1 }}>
        <Typography
          id="topup-amount-preview"
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          data-testid="topup-amount-preview"
        >
          <WithUserText>
            {(isolate) =>
              preview?.kind === 'usd'
                ? t('topup.hints.usdPreview', { amount: isolate(formatUsd(preview.usd)) })
                : preview?.kind === 'split'
                  ? t('topup.hints.zelleSplit', {
                      credited: isolate(formatUsd(preview.credited)),
                      percent: preview.percent,
                      igtf: isolate(formatUsd(preview.igtf)),
                    })
                  : ''
            }
          </WithUserText>
        </Typography>
      </Grid>
    </>
  );
}
