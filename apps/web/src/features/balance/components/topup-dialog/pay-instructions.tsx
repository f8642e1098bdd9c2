import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import {
  formatRate,
  maskPhone,
  type TopupInstructions,
  type TopupMethod,
} from '@trayecto/contracts';
import { CopyValue } from './copy-value.tsx';

/**
 * Where to pay: the provider's pago móvil (bank, phone, RIF) or Zelle (e-mail, name) with copy
 * buttons, today's BCV rate, and the demo bank's page when it is on (pago móvil).
 */
export function PayInstructions({
  method,
  instructions,
  error,
  onRetry,
}: {
  method: TopupMethod;
  instructions: TopupInstructions | undefined;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('balance');
  if (error && !instructions) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('topup.whereError', { message: error })}
      </Alert>
    );
  }
  const rate = instructions?.exchange_rate;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="topup-where-title"
      aria-busy={!instructions || undefined}
      sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Stack spacing={1.5}>
        <Typography id="topup-where-title" component="h3" sx={{ fontWeight: 600 }}>
          {t(method === 'zelle' ? 'topup.whereZelle' : 'topup.wherePagoMovil')}
        </Typography>
        {!instructions ? (
          <>
            <Skeleton width="70%" />
            <Skeleton width="50%" />
          </>
        ) : method === 'pago_movil' ? (
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CopyValue
                label={t('topup.bank')}
                value={instructions.pago_movil.bank_code}
                shown={`${instructions.pago_movil.bank_code} · ${instructions.pago_movil.bank_name}`}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CopyValue
                label={t('topup.phone')}
                value={instructions.pago_movil.phone}
                shown={maskPhone(instructions.pago_movil.phone)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CopyValue label={t('topup.taxId')} value={instructions.pago_movil.tax_id} />
            </Grid>
          </Grid>
        ) : (
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CopyValue label={t('topup.zelleEmail')} value={instructions.zelle.email} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CopyValue label={t('topup.zelleName')} value={instructions.zelle.name} />
            </Grid>
          </Grid>
        )}
        {instructions && (
          <Typography variant="body2" color="text.secondary">
            {rate
              ? t('topup.rate', { rate: `\u2066${formatRate(rate)}\u2069` })
              : t('topup.noRate')}
          </Typography>
        )}
        {instructions?.demo_bank && method === 'pago_movil' && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button
              variant="outlined"
              size="small"
              component="a"
              href="/banco-demo"
              target="_blank"
              rel="noopener"
              endIcon={<OpenInNewRounded />}
              sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
            >
              {t('topup.demoBank')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('topup.demoBankHint')}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
