import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type OrderStopStatus, type QuoteStop } from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';

const TONE: Record<OrderStopStatus, string> = {
  pending: 'grey.500',
  arrived: 'info.main',
  completed: 'success.main',
  failed: 'error.main',
};
const CHIP: Record<OrderStopStatus, ChipProps['color']> = {
  pending: 'default',
  arrived: 'info',
  completed: 'success',
  failed: 'error',
};

/**
 * The origin (A, where the passenger is picked up) and each stop numbered as on the map, with
 * its progress once the trip runs and when it happened.
 */
export function QuoteStops({ stops, running }: { stops: QuoteStop[]; running: boolean }) {
  const { t } = useTranslation('multistop');
  const sorted = [...stops].sort((a, b) => a.index - b.index);
  return (
    <Box component="ol" aria-label={t('detail.stops')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {sorted.map((stop, i) => (
        <StopItem
          key={stop.index}
          stop={stop}
          number={i}
          last={i === sorted.length - 1}
          showStatus={running || stop.status !== 'pending'}
        />
      ))}
    </Box>
  );
}

function StopItem({
  stop,
  number,
  last,
  showStatus,
}: {
  stop: QuoteStop;
  /** 0 is the origin */
  number: number;
  last: boolean;
  showStatus: boolean;
}) {
  const { t, i18n } = useTranslation('multistop');
  const tz = useSessionStore((s) => s.timezone);
  const time = (iso: string) =>
    formatDateTime(iso, i18n.language, tz, { dateStyle: 'short', timeStyle: 'short' });
  const origin = number === 0;
  const title = origin ? t('detail.origin') : t('detail.stop', { number });
  const times = [
    stop.arrived_at && t('detail.arrivedAt', { time: time(stop.arrived_at) }),
    stop.completed_at &&
      (origin
        ? t('detail.pickedUpAt', { time: time(stop.completed_at) })
        : t('detail.completedAt', { time: time(stop.completed_at) })),
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
            bgcolor: origin ? 'primary.main' : TONE[stop.status],
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
            fontSize: 13,
            fontWeight: 700,
          }}
        >
          {origin ? 'A' : number}
        </Box>
        {!last && <Box aria-hidden sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Stack>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, pb: last ? 0 : 2.5 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle2" component="h3">
            {title}
          </Typography>
          {showStatus && (
            <Chip
              size="small"
              color={CHIP[stop.status]}
              variant={stop.status === 'pending' ? 'outlined' : 'filled'}
              label={t(`${origin ? 'originStatus' : 'stopStatus'}.${stop.status}`)}
              data-stop-status={stop.status}
              sx={{ fontWeight: 600, maxWidth: '100%' }}
            />
          )}
        </Stack>
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
      </Stack>
    </Stack>
  );
}
