import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { Trip } from '@trayecto/contracts';
import { tripKeys } from '../api/trips-api.ts';
import { useTrip } from '../api/trips-queries.ts';
import { useLiveList } from '../hooks/use-live-trips.ts';
import type { LiveTrips } from '../lib/live-trips.ts';
import { TripDetail } from './trip-detail.tsx';

/** The detail of a running trip, beside the map. Live fields come from the running list. */
export function TripDrawer({
  tripId,
  live,
  onClose,
  onCancelled,
}: {
  tripId: string | null;
  live: LiveTrips;
  onClose: () => void;
  onCancelled: (trip: Trip) => void;
}) {
  const { t } = useTranslation('trips');
  const queryClient = useQueryClient();
  const detail = useTrip(tripId);
  useLiveList(live);
  const liveTrip = tripId ? live.get(tripId) : undefined;
  // a status change (driver assigned, trip ended and left the running list) brings new details
  const liveStatus = liveTrip?.status ?? 'gone';
  useEffect(() => {
    if (tripId) void queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
  }, [tripId, liveStatus, queryClient]);
  const base = detail.data;
  const trip: Trip | undefined = base
    ? liveTrip
      ? { ...base, status: liveTrip.status, eta_min: liveTrip.eta_min, position: liveTrip.position }
      : base
    : liveTrip;
  return (
    <Drawer
      anchor="right"
      open={Boolean(tripId)}
      onClose={onClose}
      // the map stays visible beside the drawer, with the selected car highlighted
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 420 } } },
        backdrop: { invisible: true },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('detail.title')}
          </Typography>
          <Typography
            dir="ltr"
            variant="h6"
            component="h2"
            sx={{ unicodeBidi: 'isolate', textAlign: 'left' }}
          >
            {trip?.unique_id ?? '…'}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('request.close')}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2.5, overflowY: 'auto' }}>
        {trip ? (
          <TripDetail trip={trip} onCancelled={onCancelled} />
        ) : detail.isError ? (
          <Alert severity="error">{t('detail.loadError')}</Alert>
        ) : (
          <Stack spacing={2} aria-busy="true">
            <Skeleton variant="rounded" height={32} width={160} />
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
