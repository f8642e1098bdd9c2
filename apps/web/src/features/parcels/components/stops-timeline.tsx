import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import {
  ORDER_STOP_FAILURE_REASONS,
  formatDateTime,
  maskPhone,
  type OrderStopFailureReason,
  type Parcel,
  type ParcelStop,
} from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { Ltr } from '../../trips/api/trip-display.ts';
import { UploadedImage } from './blob-image.tsx';
import { StopStatusChip } from './stop-status-chip.tsx';
import { TrackingLink } from './tracking-link.tsx';

const TONE: Record<ParcelStop['status'], string> = {
  pending: 'grey.500',
  arrived: 'info.main',
  completed: 'success.main',
  failed: 'error.main',
};

const isFailureReason = (r: string | null): r is OrderStopFailureReason =>
  (ORDER_STOP_FAILURE_REASONS as readonly (string | null)[]).includes(r);

/** Every stop in order (the pickup, then each drop-off) with its progress and its proof. */
export function StopsTimeline({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation('parcels');
  const stops = [...parcel.stops].sort((a, b) => a.index - b.index);
  // drop-offs are numbered 1, 2, … in their order (the pickup is A)
  const numbers = new Map(
    stops.filter((s) => s.role === 'dropoff').map((s, i) => [s.index, i + 1] as const),
  );
  return (
    <Box component="ol" aria-label={t('detail.stops')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {stops.map((stop, i) => {
        const number = numbers.get(stop.index) ?? 0;
        return (
          <StopItem key={stop.index} stop={stop} number={number} last={i === stops.length - 1} />
        );
      })}
    </Box>
  );
}

function StopItem({ stop, number, last }: { stop: ParcelStop; number: number; last: boolean }) {
  const { t, i18n } = useTranslation('parcels');
  const tz = useSessionStore((s) => s.timezone);
  const time = (iso: string) =>
    formatDateTime(iso, i18n.language, tz, { dateStyle: 'short', timeStyle: 'short' });
  const pickup = stop.role === 'pickup';
  const title = pickup ? t('detail.pickup') : t('detail.dropoff', { number });
  const times = [
    stop.arrived_at && t('detail.arrivedAt', { time: time(stop.arrived_at) }),
    stop.completed_at &&
      (pickup
        ? t('detail.pickedUpAt', { time: time(stop.completed_at) })
        : t('detail.deliveredAt', { time: time(stop.completed_at) })),
    stop.failed_at && t('detail.failedAt', { time: time(stop.failed_at) }),
  ].filter(Boolean) as string[];
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      data-stop-index={stop.index}
      aria-label={title}
      sx={{ minWidth: 0 }}
    >
      <Stack sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            bgcolor: TONE[stop.status],
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
            fontSize: 13,
            fontWeight: 700,
          }}
        >
          {pickup ? 'A' : number}
        </Box>
        {!last && <Box aria-hidden sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Stack>
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1, pb: last ? 0 : 2.5 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle2" component="h3">
            {title}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            {stop.pin_verified && (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<VerifiedOutlined />}
                label={t('detail.pinVerified')}
                data-pin-verified
              />
            )}
            <StopStatusChip role={stop.role} status={stop.status} />
          </Stack>
        </Stack>
        {(stop.name || stop.phone) && (
          <Typography variant="body2" component="div" sx={{ minWidth: 0 }}>
            {stop.name && <UserText sx={{ fontWeight: 600 }}>{stop.name}</UserText>}
            {stop.phone && (
              <Typography component="span" variant="body2" color="text.secondary">
                {stop.name ? ' · ' : ''}
                <Ltr>{maskPhone(stop.phone)}</Ltr>
              </Typography>
            )}
          </Typography>
        )}
        <UserText
          variant="body2"
          color="text.secondary"
          component="p"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {stop.place.address}
        </UserText>
        {times.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {times.join(' · ')}
          </Typography>
        )}
        {stop.status === 'failed' && (
          <Typography variant="body2" color="error.main">
            {t('detail.failureReason', {
              reason: isFailureReason(stop.failure_reason)
                ? t(`failure.${stop.failure_reason}`)
                : t('failure.unknown'),
            })}
          </Typography>
        )}
        {stop.instructions && (
          <Typography variant="body2" component="div">
            <Typography component="span" variant="caption" color="text.secondary">
              {t('detail.instructions')}{' '}
            </Typography>
            <UserText>{stop.instructions}</UserText>
          </Typography>
        )}
        {stop.proof_photo_id && (
          <Box sx={{ maxWidth: 240 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {t('detail.proof')}
            </Typography>
            <UploadedImage
              id={stop.proof_photo_id}
              alt={t('detail.proofAlt', { number })}
              errorText={t('detail.photoError')}
              height={140}
            />
          </Box>
        )}
        {!pickup && stop.tracking_token && (
          <Box sx={{ pt: 0.5 }}>
            <TrackingLink
              token={stop.tracking_token}
              label={t('detail.trackingLink', { number })}
            />
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
