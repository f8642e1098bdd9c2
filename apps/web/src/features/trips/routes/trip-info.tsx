import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isFinalTripStatus, PUBLIC_LINK_TTL_AFTER_END_MS } from '@trayecto/contracts';
import { BrokenLinkCard, PublicPage } from '../../../components/public-page.tsx';
import { TripMap } from '../../../components/lazy-trip-map.tsx';
import type { LngLatPair } from '../../../components/map/map-feeds.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { geoKeys, getPublicCities } from '../api/geo-api.ts';
import { getPublicTripInfo, tripKeys } from '../api/trips-api.ts';
import { toServiceAreas } from '../lib/service-areas.ts';
import { DriverCard } from '../components/driver-card.tsx';
import { RouteSummary } from '../components/route-summary.tsx';
import { TripStatusChip } from '../components/trip-status-chip.tsx';
import { etaKey } from '../lib/eta.ts';
import { singleCarFeed } from '../lib/single-car.ts';

/** How often the passenger's page asks for the live position (no login, so no socket). */
const REFRESH_MS = 4000;

/** /trip-info/{token}: the passenger's live page. No login, no costs, no company data. */
export function Component() {
  const { t } = useTranslation('trips');
  const { id: token = '' } = useParams();
  const info = useQuery({
    queryKey: tripKeys.publicInfo(token),
    queryFn: ({ signal }) => getPublicTripInfo(token, signal),
    refetchInterval: (q) =>
      q.state.data && isFinalTripStatus(q.state.data.status) ? false : REFRESH_MS,
    refetchIntervalInBackground: false,
    // a malformed link (400) is as unknown as a missing one (404): not asked again
    retry: (n, e) => !(isApiError(e) && [400, 404, 410].includes(e.status)) && n < 2,
  });
  const data = info.data;
  // the built-in city layer (avenues, places, service areas): without a basemap the map is
  // still a map of the city, as in the panel
  const cities = useQuery({
    queryKey: geoKeys.publicCities(),
    queryFn: ({ signal }) => getPublicCities(signal),
    staleTime: Infinity,
    enabled: Boolean(data),
  });
  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const running = data ? !isFinalTripStatus(data.status) : false;
  const cars = useMemo(() => (running && data ? singleCarFeed(data) : undefined), [running, data]);
  const fitPoints = useMemo<LngLatPair[] | undefined>(
    () =>
      data
        ? [
            [data.origin.lng, data.origin.lat],
            [data.destination.lng, data.destination.lat],
            ...data.route,
          ]
        : undefined,
    [data],
  );
  const notFound =
    isApiError(info.error) && (info.error.status === 404 || info.error.status === 400);
  // the order ended PUBLIC_LINK_TTL_AFTER_END_MS ago: the server sends nothing of it any more
  const expired = isApiError(info.error) && info.error.status === 410;
  const eta = data ? etaKey(data.status, data.eta_min) : null;

  return (
    <PublicPage>
      {!info.isPending && !data ? (
        // an invalid or expired link, or a failed load: a page of its own, not an empty map
        <Box
          component="main"
          sx={{ flex: 1, display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}
        >
          <BrokenLinkCard
            title={
              expired
                ? t('tripInfo.expired')
                : notFound
                  ? t('tripInfo.notFound')
                  : t('tripInfo.loadError')
            }
            text={
              expired
                ? t('tripInfo.expiredText', { count: PUBLIC_LINK_TTL_AFTER_END_MS / 3_600_000 })
                : undefined
            }
            retry={
              notFound || expired
                ? undefined
                : { label: t('retry'), onClick: () => void info.refetch() }
            }
          />
        </Box>
      ) : (
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 400px' },
            gridTemplateRows: { xs: 'minmax(300px, 45dvh) auto', md: '1fr' },
          }}
        >
          <Box sx={{ position: 'relative', minHeight: 300 }}>
            {data && (
              <TripMap
                label={t('tripInfo.mapLabel')}
                unavailableText={t('mapUnavailable')}
                areas={areas}
                route={data.route}
                origin={data.origin}
                destination={data.destination}
                cars={cars}
                fitTo={fitPoints}
                fitKey={data.unique_id}
              />
            )}
          </Box>
          <Box
            sx={{
              p: { xs: 2, sm: 3 },
              borderInlineStart: { md: 1 },
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            {info.isPending ? (
              <Stack spacing={2} aria-busy="true">
                <Skeleton variant="rounded" height={40} width={200} />
                <Skeleton variant="rounded" height={80} />
                <Skeleton variant="rounded" height={120} />
              </Stack>
            ) : !data ? null : (
              <Stack spacing={2.5}>
                <div>
                  <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                    {t('tripInfo.title')}
                  </Typography>
                  <Typography
                    dir="ltr"
                    variant="body2"
                    color="text.secondary"
                    sx={{ unicodeBidi: 'isolate', textAlign: 'left' }}
                  >
                    {data.unique_id}
                  </Typography>
                </div>
                <Card variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
                  <Stack spacing={1} role="status" aria-live="polite">
                    <Box>
                      <TripStatusChip status={data.status} size="medium" />
                    </Box>
                    <Typography sx={{ fontWeight: 600 }}>
                      {t(`tripInfo.say.${data.status}`)}
                    </Typography>
                    {eta && (
                      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                        {t(eta, { minutes: data.eta_min })}
                      </Typography>
                    )}
                  </Stack>
                </Card>
                {data.driver && (
                  <DriverCard driver={{ ...data.driver, name: data.driver.first_name }} size={64} />
                )}
                <Divider />
                <RouteSummary
                  origin={data.origin.address}
                  destination={data.destination.address}
                  originLabel={t('fields.origin')}
                  destinationLabel={t('fields.destination')}
                />
                <Typography variant="caption" color="text.secondary">
                  {running ? t('tripInfo.live') : t('tripInfo.ended')}
                </Typography>
              </Stack>
            )}
          </Box>
        </Box>
      )}
    </PublicPage>
  );
}
