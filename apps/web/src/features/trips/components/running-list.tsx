import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type Trip } from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { etaKey } from '../lib/eta.ts';
import { TripStatusChip } from './trip-status-chip.tsx';

const ROW = 76;
const OVERSCAN = 6;

/** The running trips beside the map, windowed: only the rows in view are in the DOM. */
export function RunningList({
  trips,
  selectedId,
  onSelect,
}: {
  trips: Trip[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('trips');
  const tz = useSessionStore((s) => s.timezone);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const first = Math.max(0, Math.floor(scrollTop / ROW) - OVERSCAN);
  const last = Math.min(trips.length, Math.ceil((scrollTop + height) / ROW) + OVERSCAN);
  const handleScroll = (e: UIEvent<HTMLDivElement>) => {
    setScrollTop(e.currentTarget.scrollTop);
    setHeight(e.currentTarget.clientHeight);
  };
  return (
    <Box
      onScroll={handleScroll}
      ref={(el: HTMLDivElement | null) => {
        if (el && el.clientHeight && el.clientHeight !== height) setHeight(el.clientHeight);
      }}
      sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}
      role="list"
      aria-label={t('running.listLabel')}
    >
      <Box sx={{ height: trips.length * ROW, position: 'relative' }}>
        {trips.slice(first, last).map((trip, i) => {
          const top = (first + i) * ROW;
          const selected = trip._id === selectedId;
          return (
            <Box
              key={trip._id}
              role="listitem"
              sx={{ position: 'absolute', top, insetInline: 0, height: ROW }}
            >
              <ButtonBase
                onClick={() => onSelect(trip._id)}
                aria-current={selected || undefined}
                data-trip={trip.unique_id}
                sx={{
                  width: '100%',
                  height: '100%',
                  px: 2,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: selected ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': {
                    outline: '2px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  },
                }}
              >
                <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.5}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <UserText variant="body2" sx={{ fontWeight: 600 }} noWrap>
                      {trip.passenger.name}
                    </UserText>
                    <TripStatusChip status={trip.status} />
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                    <Typography
                      dir="ltr"
                      variant="caption"
                      color="text.secondary"
                      noWrap
                      sx={{ unicodeBidi: 'isolate' }}
                    >
                      {trip.unique_id}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap>
                      {etaKey(trip.status, trip.eta_min)
                        ? t(etaKey(trip.status, trip.eta_min)!, { minutes: trip.eta_min })
                        : trip.status === 'scheduled' && trip.scheduled_at
                          ? // the chip says "Scheduled": say when
                            formatDateTime(trip.scheduled_at, i18n.language, tz)
                          : t(`type.${trip.type}`)}
                    </Typography>
                  </Stack>
                </Stack>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
