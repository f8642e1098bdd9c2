import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type OrderStopStatus } from '@trayecto/contracts';
import { useSessionStore } from '../lib/session-store.ts';
import { UserText } from './user-text.tsx';

// The stops of an order with several (a parcel's pickup and drop-offs, a multistop trip's origin
// and stops) as a vertical timeline in its detail: the marker the map draws, the line to the
// next stop, what the stop is and its progress, its address and when it was reached.

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

/** A stop's own progress, said with `label` (each order names it its own way). */
export function StopStatusChip({ status, label }: { status: OrderStopStatus; label: string }) {
  return (
    <Chip
      size="small"
      color={CHIP[status]}
      variant={status === 'pending' ? 'outlined' : 'filled'}
      label={label}
      data-stop-status={status}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

/** What the timeline reads of a stop. */
type TimelineStopData = {
  index: number;
  status: OrderStopStatus;
  place: { address: string };
  arrived_at: string | null;
  completed_at: string | null;
  failed_at: string | null;
};

/**
 * One stop (`<li>` of an `<ol>`, named `title`). Its times are the namespace's
 * `detail.arrivedAt`, `doneKey` and `detail.failedAt` (each with `{{time}}`); `aside` goes beside
 * the title (its chips), `lead` above the address, `children` below the times.
 */
export function TimelineStop({
  ns,
  stop,
  title,
  marker,
  tone = TONE[stop.status],
  last,
  doneKey,
  aside,
  gap,
  lead,
  children,
}: {
  ns: 'multistop' | 'parcels';
  stop: TimelineStopData;
  title: string;
  /** the map's marker: "A" where the order starts, then 1, 2, … */
  marker: ReactNode;
  /** the marker's colour; by default the stop's progress */
  tone?: string;
  last: boolean;
  doneKey: 'detail.pickedUpAt' | 'detail.completedAt' | 'detail.deliveredAt';
  aside: ReactNode;
  /** between the lines of the stop's text */
  gap: number;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(ns);
  const tz = useSessionStore((s) => s.timezone);
  const time = (iso: string) =>
    formatDateTime(iso, i18n.language, tz, { dateStyle: 'short', timeStyle: 'short' });
  const times = [
    stop.arrived_at && t('detail.arrivedAt', { time: time(stop.arrived_at) }),
    stop.completed_at && t(doneKey, { time: time(stop.completed_at) }),
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
            bgcolor: tone,
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
            fontSize: 13,
            fontWeight: 700,
          }}
        >
          {marker}
        </Box>
        {!last && <Box aria-hidden sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Stack>
      <Stack spacing={gap} sx={{ minWidth: 0, flex: 1, pb: last ? 0 : 2.5 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle2" component="h3">
            {title}
          </Typography>
          {aside}
        </Stack>
        {lead}
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
        {children}
      </Stack>
    </Stack>
  );
}
