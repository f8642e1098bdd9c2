import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import type { Trip } from '@trayecto/contracts';
import { TripMap } from '../../../components/lazy-trip-map.tsx';
import { mergeCarFeeds, type LngLatPair } from '../../../components/map/map-feeds.ts';
import { CAR_TONES } from '../../../components/map/car-icon.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useParcelCouriers } from '../../parcels/api/use-parcel-couriers.ts';
import { useCities, useServiceTypes } from '../api/trips-queries.ts';
import { RequestTripDrawer } from '../components/request/request-trip-drawer.tsx';
import { RunningList } from '../components/running-list.tsx';
import { TripDrawer } from '../components/trip-drawer.tsx';
import { useLiveList, useLiveTrips } from '../hooks/use-live-trips.ts';
import type { LiveTrips } from '../lib/live-trips.ts';
import { REBOOK_PARAM } from '../lib/rebook.ts';
import { toServiceAreas } from '../lib/service-areas.ts';
import { ListMapCard } from '../../../components/list-map-card.tsx';
import { LiveBadge } from '../../../components/live-badge.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { CenteredMessage } from '../../../components/centered-message.tsx';

/** /running_trips: every running trip of the company on a live map, a list beside it. */
export function Component() {
  const { t } = useTranslation('trips');
  const [params, setParams] = useSearchParams();
  const { live, query } = useLiveTrips();
  const cities = useCities();
  const serviceTypes = useServiceTypes();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [booked, setBooked] = useState<Trip | null>(null);
  const navigate = useNavigate();
  // the order map: the company's running parcels' couriers drive beside its rides
  const shipments = useSessionStore((s) => s.is_active_shipments);
  const couriers = useParcelCouriers(shipments);
  const cars = useMemo(
    () => (couriers ? mergeCarFeeds(live.feed, couriers.feed) : live.feed),
    [couriers, live.feed],
  );
  // booking is a write on trips (issue 13): a role that may only read them is not offered it
  const canBook = useCan('write', 'trips');
  const requestOpen = canBook && params.get('request') === '1';
  // "Solicitar de nuevo" (issue 12): the form starts from that trip
  const againId = requestOpen ? params.get(REBOOK_PARAM) : null;

  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const fitPoints = useMemo<LngLatPair[] | undefined>(() => {
    const home = cities.data?.find((c) => c.id === serviceTypes.data?.city_id) ?? cities.data?.[0];
    if (!home) return undefined;
    const rings = home.service_area.map((a) => {
      const dLat = a.radius_km / 111;
      const dLng = a.radius_km / (111 * Math.cos((a.lat * Math.PI) / 180));
      return [
        [a.lng - dLng, a.lat - dLat],
        [a.lng + dLng, a.lat + dLat],
      ] as LngLatPair[];
    });
    return rings.flat();
  }, [cities.data, serviceTypes.data]);

  const select = useCallback(
    (id: string | null) => {
      setSelectedId(id);
      live.select(id);
    },
    [live],
  );
  const setRequest = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('request', '1');
    else next.delete('request');
    // the form is opened from here empty; closed or booked, it leaves the trip it started from
    next.delete(REBOOK_PARAM);
    setParams(next, { replace: !open });
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('running.title')}
        subtitle={query.isSuccess ? <LiveCount live={live} /> : t('running.subtitle')}
        action={
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <LiveBadge />
            {canBook && (
              <Button
                variant="contained"
                startIcon={<AddRounded />}
                onClick={() => setRequest(true)}
              >
                {t('request.open')}
              </Button>
            )}
          </Stack>
        }
      />
      <ListMapCard
        ns="trips"
        query={query}
        listWidth={340}
        phoneRows="340px minmax(320px, 50dvh)"
        mapFirstOnPhone
        list={
          <LivePanel
            live={live}
            selectedId={selectedId}
            onSelect={select}
            onRequest={canBook ? () => setRequest(true) : undefined}
          />
        }
        map={
          <>
            <TripMap
              label={t('running.mapLabel')}
              unavailableText={t('mapUnavailable')}
              areas={areas}
              cars={cars}
              onCarClick={(id) =>
                couriers?.owns(id) ? void navigate(`/parcel_multistop/${id}`) : select(id)
              }
              fitTo={fitPoints}
              fitKey={fitPoints ? String(fitPoints.length) + serviceTypes.data?.city_id : undefined}
            />
            <MapLegend parcels={shipments} />
          </>
        }
      />
      <TripDrawer
        tripId={selectedId}
        live={live}
        onClose={() => select(null)}
        onCancelled={(trip) => live.upsert(trip)}
      />
      <RequestTripDrawer
        open={requestOpen}
        againId={againId}
        onClose={() => setRequest(false)}
        onBooked={(trip) => {
          live.upsert(trip);
          setRequest(false);
          setBooked(trip);
          select(trip._id);
        }}
      />
      <Snackbar
        open={Boolean(booked)}
        autoHideDuration={6000}
        onClose={() => setBooked(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setBooked(null)}>
          <WithUserText>
            {(isolate) => t('request.booked', { id: isolate(booked?.unique_id ?? '') })}
          </WithUserText>
        </Alert>
      </Snackbar>
    </Stack>
  );
}

/** "12 viajes en curso, en vivo." following the live list. */
function LiveCount({ live }: { live: LiveTrips }) {
  const { t } = useTranslation('trips');
  const trips = useLiveList(live);
  return <>{t('running.count', { count: trips.length })}</>;
}

/** The list beside the map (or its empty state), re-rendered with the live list only. */
function LivePanel({
  live,
  selectedId,
  onSelect,
  onRequest,
}: {
  live: LiveTrips;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** none for a role that may not book */
  onRequest?: (() => void) | undefined;
}) {
  const { t } = useTranslation('trips');
  const trips = useLiveList(live);
  if (trips.length === 0) {
    return (
      <CenteredMessage
        icon={<DirectionsCarOutlined />}
        title={t('running.emptyTitle')}
        text={t('running.emptyText')}
        action={onRequest && <Button onClick={onRequest}>{t('request.open')}</Button>}
      />
    );
  }
  return <RunningList trips={trips} selectedId={selectedId} onSelect={onSelect} />;
}

function MapLegend({ parcels }: { parcels: boolean }) {
  const { t } = useTranslation('trips');
  const items = [
    [CAR_TONES.waiting, t('legend.waiting')],
    [CAR_TONES.active, t('legend.active')],
    [CAR_TONES.onboard, t('legend.onboard')],
    [CAR_TONES.scheduled, t('legend.scheduled')],
    ...(parcels ? [[CAR_TONES.parcel, t('legend.parcel')] as const] : []),
  ] as const;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      // the map keeps its fitted cars clear of it
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
        flexWrap: 'wrap',
        rowGap: 0.5,
        maxWidth: 'calc(100% - 16px)',
      }}
    >
      {items.map(([color, label]) => (
        <Stack key={label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />
          <Typography variant="caption">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
