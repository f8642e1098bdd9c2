import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import {
  isStopTrackable,
  ORDER_STOP_FAILURE_REASONS,
  type OrderStopFailureReason,
  type Parcel,
  type ParcelStop,
} from '@trayecto/contracts';
import { TimelineStop } from '../../../components/stop-timeline.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { UploadedImage } from './blob-image.tsx';
import { StopStatusChip } from './stop-status-chip.tsx';
import { TrackingLink } from './tracking-link.tsx';
import { PhoneText } from '../../../components/phone-text.tsx';

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
          <StopItem
            key={stop.index}
            stop={stop}
            number={number}
            last={i === stops.length - 1}
            trackable={isStopTrackable(parcel.status, stop)}
          />
        );
      })}
    </Box>
  );
}

function StopItem({
  stop,
  number,
  last,
  trackable,
}: {
  stop: ParcelStop;
  number: number;
  last: boolean;
  trackable: boolean;
}) {
  const { t } = useTranslation('parcels');
  const pickup = stop.role === 'pickup';
  return (
    <TimelineStop
      ns="parcels"
      stop={stop}
      title={pickup ? t('detail.pickup') : t('detail.dropoff', { number })}
      marker={pickup ? 'A' : number}
      last={last}
      doneKey={pickup ? 'detail.pickedUpAt' : 'detail.deliveredAt'}
      gap={1}
      aside={
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
      }
      lead={
        (stop.name || stop.phone) && (
          <Typography variant="body2" component="div" sx={{ minWidth: 0 }}>
            {stop.name && <UserText sx={{ fontWeight: 600 }}>{stop.name}</UserText>}
            {stop.phone && (
              <Typography component="span" variant="body2" color="text.secondary">
                {stop.name ? ' · ' : ''}
                <PhoneText phone={stop.phone} />
              </Typography>
            )}
          </Typography>
        )
      }
    >
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
      {trackable && stop.tracking_token && (
        <Box sx={{ pt: 0.5 }}>
          <TrackingLink
            token={stop.tracking_token}
            label={t('detail.trackingLink', { number })}
            phone={stop.phone}
          />
        </Box>
      )}
    </TimelineStop>
  );
}
