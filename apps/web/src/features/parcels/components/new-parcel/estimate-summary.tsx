import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, formatUsd } from '@trayecto/contracts';
import { errorText } from '../../../../lib/i18n-errors.ts';

/**
 * "Vehículo y tarifa" of the new parcel: the vehicle and fare of the estimate as the form is
 * filled (dimmed while it is read again), what is missing for them, or why it failed; and when
 * the payer cannot cover the fare.
 */
export function EstimateSummary({
  loading,
  waiting,
  data,
  error,
  short,
  giveBalance,
  lang,
}: {
  loading: boolean;
  /** the places, the size or the weight are still missing */
  waiting: boolean;
  data: { vehicle: 'motorcycle' | 'car'; fare: number; distance_km: number } | undefined;
  error: string | null;
  short: boolean;
  /** beside a short balance: the action that gives the sending collaborator balance */
  giveBalance?: ReactNode;
  lang: string;
}) {
  const { t } = useTranslation('parcels');
  if (waiting)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('estimate.needs')}
      </Typography>
    );
  if (error && !loading) return <Alert severity="error">{error}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={56} aria-busy="true" />;
  return (
    <Stack spacing={1} sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading || undefined}>
      <Stack
        direction="row"
        sx={{
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
        }}
        data-estimate={data.vehicle}
      >
        <div>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(`vehicles.${data.vehicle}`)}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            dir="ltr"
            sx={{ unicodeBidi: 'isolate' }}
          >
            {`${formatNumber(data.distance_km, lang, 1)} km`}
          </Typography>
        </div>
        <Typography dir="ltr" sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}>
          {formatUsd(data.fare)}
        </Typography>
      </Stack>
      {short && (
        <Alert severity="warning">
          {errorText(t, 'insufficient_balance')}
          {giveBalance}
        </Alert>
      )}
    </Stack>
  );
}
