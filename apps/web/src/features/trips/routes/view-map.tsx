import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isFinalTripStatus, type Trip } from '@trayecto/contracts';
import { MapCard } from '../../../components/detail-layout.tsx';
import { BackButton, TitleId } from '../../../components/detail-page.tsx';
import { TripMap } from '../../../components/lazy-trip-map.tsx';
import type { LngLatPair } from '../../../components/map/map-feeds.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { tripKeys } from '../api/trips-api.ts';
import { useCities, useTrip } from '../api/trips-queries.ts';
import { TripDetail } from '../components/trip-detail.tsx';
import { useTripUpdates } from '../hooks/use-trip-updates.ts';
import { singleCarFeed } from '../lib/single-car.ts';
import { toServiceAreas } from '../lib/service-areas.ts';

/** /view-map/{id}: the trip's route and, once driven, its path; the details beside. */
export function Component() {
  const { t } = useTranslation('trips');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const trip = useTrip(id);
  const cities = useCities();
  const data = trip.data;
  const running = data ? !isFinalTripStatus(data.status) : false;

  useTripUpdates((event) => {
    if (event.trip_id !== id) return;
    const current = queryClient.getQueryData<Trip>(tripKeys.detail(id));
    if (!current) return;
    if (current.status !== event.status)
      void queryClient.invalidateQueries({ queryKey: tripKeys.detail(id) });
    queryClient.setQueryData<Trip>(tripKeys.detail(id), {
      ...current,
      status: event.status,
      position: event.position ?? current.position,
      eta_min: event.eta === undefined ? current.eta_min : event.eta,
    });
  });

  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const cars = useMemo(() => (running ? singleCarFeed(data) : undefined), [running, data]);
  const fitPoints = useMemo<LngLatPair[] | undefined>(() => {
    if (!data) return undefined;
    const pts: LngLatPair[] = [
      [data.origin.lng, data.origin.lat],
      [data.destination.lng, data.destination.lat],
      ...data.route,
      ...data.path,
    ];
    return pts;
  }, [data]);

  const notFound = isApiError(trip.error) && trip.error.status === 404;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* back to where the trip is listed: the running trips while it runs, else the history */}
        {running ? (
          <BackButton to="/running_trips">{t('running.title')}</BackButton>
        ) : (
          <BackButton to="/history">{t('history.title')}</BackButton>
        )}
      </Stack>
      <div>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
        >
          {t('viewMap.title')} {data && <TitleId>{data.unique_id}</TitleId>}
        </Typography>
        <Typography color="text.secondary">
          {running
            ? t('viewMap.subtitleRunning')
            : data?.path.length
              ? t('viewMap.subtitleDriven')
              : t('viewMap.subtitle')}
        </Typography>
      </div>
      {trip.isError ? (
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? t('viewMap.notFound') : t('detail.loadError')}
        </Alert>
      ) : (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 400px' }, gap: 2.5 }}
        >
          <MapCard minHeight={{ xs: 320, md: 520 }}>
            <TripMap
              label={t('viewMap.mapLabel')}
              unavailableText={t('mapUnavailable')}
              areas={areas}
              route={data?.route}
              path={data?.path}
              origin={data?.origin}
              destination={data?.destination}
              cars={cars}
              fitTo={fitPoints}
              fitKey={data ? `${data._id}-${data.path.length > 0}` : undefined}
            />
            {data && (
              <Stack
                direction="row"
                spacing={1.5}
                // the map keeps its fitted pins clear of it
                data-map-overlay=""
                sx={{
                  position: 'absolute',
                  bottom: 8,
                  insetInlineStart: 8,
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  boxShadow: 1,
                }}
              >
                <LegendLine color="#6A5AE0" label={t('viewMap.planned')} />
                {data.path.length > 0 && (
                  <LegendLine
                    color="#28C76F"
                    dashed
                    label={running ? t('viewMap.drivenSoFar') : t('viewMap.driven')}
                  />
                )}
              </Stack>
            )}
          </MapCard>
          <Card variant="outlined" sx={{ borderRadius: 3, p: 2.5 }}>
            {data ? (
              <TripDetail
                trip={data}
                showMapLink={false}
                onCancelled={(c) => queryClient.setQueryData(tripKeys.detail(c._id), c)}
              />
            ) : (
              <Stack spacing={2} aria-busy="true">
                <Skeleton variant="rounded" height={32} width={160} />
                <Skeleton variant="rounded" height={72} />
                <Skeleton variant="rounded" height={160} />
              </Stack>
            )}
          </Card>
        </Box>
      )}
    </Stack>
  );
}

function LegendLine({ color, label, dashed }: { color: string; label: string; dashed?: boolean }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 18, height: 0, borderTop: `3px ${dashed ? 'dotted' : 'solid'} ${color}` }}
      />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}
