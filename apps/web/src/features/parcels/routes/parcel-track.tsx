import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import {
  formatDateTime,
  isFinalTripStatus,
  PUBLIC_LINK_TTL_AFTER_END_MS,
  type PublicParcelTrack,
} from '@trayecto/contracts';
import { DriverSummary } from '../../../components/driver-summary.tsx';
import { BrokenLinkCard, PublicPage } from '../../../components/public-page.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { getParcelTrack, parcelKeys } from '../api/parcels-api.ts';
import { StopStatusChip } from '../components/stop-status-chip.tsx';
import { browserLanguage } from '../lib/browser-language.ts';

/** How often the receiver's page asks again (no login, so no socket). */
const REFRESH_MS = 5000;

/** Whether this receiver's part is over: their drop-off done, or the parcel ended. */
const ended = (d: PublicParcelTrack) =>
  d.stop.status === 'completed' || d.stop.status === 'failed' || isFinalTripStatus(d.status);

/** What the page says of the receiver's parcel, by their stop and the parcel's status. */
function sayKey(d: PublicParcelTrack) {
  if (d.stop.status === 'completed') return 'track.say.delivered' as const;
  if (d.stop.status === 'failed') return 'track.say.failed' as const;
  if (d.stop.status === 'arrived') return 'track.say.arrived' as const;
  switch (d.status) {
    case 'scheduled':
      return 'track.say.scheduled' as const;
    case 'waiting':
      return 'track.say.waiting' as const;
    case 'accepted':
    case 'coming':
    case 'arrived':
    case 'driver_waiting':
      return 'track.say.pickup' as const;
    case 'started':
      return 'track.say.onTheWay' as const;
    case 'no_driver':
    case 'cancelled':
    case 'cancelled_by_user':
    case 'cancelled_by_provider':
      return 'track.say.cancelled' as const;
    default:
      return 'track.say.ended' as const;
  }
}

/**
 * /parcel-track/{token}: one receiver's page, no login. Their stop and its times, the courier and
 * the ETA; never costs, the sender's data or other receivers. In the browser's language on a
 * first visit (or the one chosen here).
 */
export function Component() {
  const { t, i18n } = useTranslation('parcels');
  const { token = '' } = useParams();
  // a receiver's first visit: their browser's language (the language menu changes it)
  useEffect(() => {
    if (localStorage.getItem('settings')) return;
    const lang = browserLanguage();
    if (lang && lang !== i18n.language) setLanguage(lang);
  }, [i18n.language]);
  const info = useQuery({
    queryKey: parcelKeys.track(token),
    queryFn: ({ signal }) => getParcelTrack(token, signal),
    refetchInterval: (q) => (q.state.data && ended(q.state.data) ? false : REFRESH_MS),
    refetchIntervalInBackground: false,
    retry: (n, e) => !(isApiError(e) && [400, 404, 410].includes(e.status)) && n < 2,
  });
  const data = info.data;
  const notFound =
    isApiError(info.error) && (info.error.status === 404 || info.error.status === 400);
  // the order ended PUBLIC_LINK_TTL_AFTER_END_MS ago: the server sends nothing of it any more
  const expired = isApiError(info.error) && info.error.status === 410;
  const time = (iso: string) =>
    formatDateTime(iso, i18n.language, Intl.DateTimeFormat().resolvedOptions().timeZone, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <PublicPage>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          p: { xs: 2, sm: 4 },
        }}
      >
        {!info.isPending && !data ? (
          // an invalid or expired link, or a failed load: a page of its own
          <BrokenLinkCard
            title={
              expired ? t('track.expired') : notFound ? t('track.notFound') : t('track.loadError')
            }
            text={
              expired
                ? t('track.expiredText', { count: PUBLIC_LINK_TTL_AFTER_END_MS / 3_600_000 })
                : undefined
            }
            retry={
              notFound || expired
                ? undefined
                : { label: t('retry'), onClick: () => void info.refetch() }
            }
            sx={{ mt: { sm: 6 } }}
          />
        ) : (
          <Card
            variant="outlined"
            sx={{ maxWidth: 560, width: '100%', borderRadius: 3, p: { xs: 2.5, sm: 3.5 } }}
          >
            {!data ? (
              <Stack spacing={2} aria-busy="true">
                <Skeleton variant="rounded" height={40} width={200} />
                <Skeleton variant="rounded" height={96} />
                <Skeleton variant="rounded" height={72} />
              </Stack>
            ) : (
              <Stack spacing={2.5}>
                <div>
                  <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                    {t('track.title')}
                  </Typography>
                  <Typography
                    dir="ltr"
                    variant="body2"
                    color="text.secondary"
                    sx={{ unicodeBidi: 'isolate', textAlign: 'start' }}
                    data-parcel-id
                  >
                    {data.unique_id}
                  </Typography>
                </div>
                <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
                  <Stack spacing={1} role="status" aria-live="polite">
                    {data.stop.status !== 'pending' && (
                      <Box>
                        <StopStatusChip role="dropoff" status={data.stop.status} />
                      </Box>
                    )}
                    <Typography sx={{ fontWeight: 600 }}>{t(sayKey(data))}</Typography>
                    {data.eta_min !== null && data.eta_min > 0 && !ended(data) && (
                      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                        {t('track.eta', { minutes: Math.max(1, Math.round(data.eta_min)) })}
                      </Typography>
                    )}
                  </Stack>
                </Box>
                {(data.stop.arrived_at || data.stop.completed_at || data.stop.failed_at) && (
                  <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                    {data.stop.arrived_at && (
                      <TimeRow label={t('track.arrived')} value={time(data.stop.arrived_at)} />
                    )}
                    {data.stop.completed_at && (
                      <TimeRow label={t('track.delivered')} value={time(data.stop.completed_at)} />
                    )}
                    {data.stop.failed_at && (
                      <TimeRow label={t('track.failed')} value={time(data.stop.failed_at)} />
                    )}
                  </Box>
                )}
                {data.courier && (
                  <DriverSummary
                    photoUrl={data.courier.photo_url}
                    caption={
                      <Typography variant="caption" color="text.secondary">
                        {t('track.courier')}
                      </Typography>
                    }
                    name={data.courier.first_name}
                    vehicle={data.courier.vehicle}
                    plate={data.courier.plate}
                    plateLabel={t('track.plate', { plate: data.courier.plate })}
                  />
                )}
                <Divider />
                <Stack direction="row" spacing={1.5}>
                  <PlaceOutlined color="error" aria-hidden sx={{ mt: 0.25 }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary">
                      {t('track.deliverTo')}
                    </Typography>
                    {data.stop.name && (
                      <UserText variant="body2" component="p" sx={{ fontWeight: 600 }}>
                        {data.stop.name}
                      </UserText>
                    )}
                    <UserText variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                      {data.stop.place.address}
                    </UserText>
                  </Box>
                </Stack>
                {!ended(data) && (
                  <Typography variant="body2" color="text.secondary">
                    {t('track.pinHint')}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {ended(data) ? t('track.ended') : t('track.live')}
                </Typography>
              </Stack>
            )}
          </Card>
        )}
      </Box>
    </PublicPage>
  );
}

function TimeRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}
