import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { Quote } from '@trayecto/contracts';
import { TripMap } from '../../../components/lazy-trip-map.tsx';
import { createLiveCarFeed, type LiveCarFeed } from '../../../components/map/live-car-feed.ts';
import { LiveBadge } from '../../../components/live-badge.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { carTone, toServiceAreas, useCities } from '../../trips/api/trip-display.ts';
import { useQuote } from '../api/quotes-queries.ts';
import { QuoteActionButtons, type QuoteOutcome } from '../components/quote-action-buttons.tsx';
import { QuoteBreakdown } from '../components/quote-breakdown.tsx';
import { QuoteDriver } from '../components/quote-driver.tsx';
import { QuoteStops } from '../components/quote-stops.tsx';
import { QuoteSummary } from '../components/quote-summary.tsx';
import { QuoteTimeline } from '../components/quote-timeline.tsx';
import { useLiveQuotes } from '../hooks/use-quote-events.ts';
import { QUOTES_PATH } from '../lib/paths.ts';
import { isQuoteRunning } from '../lib/quote-state.ts';
import { multistopMapData } from '../lib/stops-map.ts';

/** /multistop/{id}: one quote, its stops on the map, its price and its decisions; live. */
export function Component() {
  const { t } = useTranslation('multistop');
  const { id = '' } = useParams();
  const query = useQuote(id);
  const quote = query.data;
  const car = useMemo(() => createLiveCarFeed(), []);
  const orderId = quote && isQuoteRunning(quote) ? quote.order_id : null;
  const position = orderId ? quote?.position : null;
  const status = quote?.order_status ?? null;
  useEffect(() => car.follow(orderId), [car, orderId]);
  // the car where the detail last saw it, until the next trip:update moves it
  useEffect(() => {
    if (orderId && position && status) car.move(orderId, position, carTone(status));
  }, [car, orderId, position, status]);
  useLiveQuotes({
    onTrip(event) {
      if (event.position) car.move(event.trip_id, event.position, carTone(event.status));
    },
  });
  const notFound =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  if (notFound) {
    return (
      <StatusPage
        code="404"
        icon={<SearchOffOutlined />}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFound')}
        actions={
          <Button variant="contained" component={RouterLink} to={QUOTES_PATH}>
            {t('history.title')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack spacing={2.5}>
      <Box>
        <Button
          component={RouterLink}
          to={QUOTES_PATH}
          startIcon={
            <ArrowBackRounded
              sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
        >
          {t('history.title')}
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <div>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
          >
            {t('detail.title')}{' '}
            {quote && (
              <Box
                dir="ltr"
                component="span"
                sx={{ unicodeBidi: 'isolate', color: 'primary.main' }}
              >
                {quote.unique_id}
              </Box>
            )}
          </Typography>
          <Typography color="text.secondary">{t('detail.subtitle')}</Typography>
        </div>
        {orderId && <LiveBadge />}
      </Stack>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('detail.loadError')}
        </Alert>
      ) : !quote ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <QuoteDetail quote={quote} carFeed={orderId ? car.feed : undefined} />
      )}
    </Stack>
  );
}

function QuoteDetail({
  quote,
  carFeed,
}: {
  quote: Quote;
  carFeed: LiveCarFeed['feed'] | undefined;
}) {
  const { t } = useTranslation('multistop');
  const [done, setDone] = useState<QuoteOutcome | null>(null);
  const stops = useMemo(() => [...quote.stops].sort((a, b) => a.index - b.index), [quote.stops]);
  const map = useMemo(
    () =>
      multistopMapData({
        places: stops.map((s) => s.place),
        route: quote.route,
        statuses: stops.map((s) => s.status),
      }),
    [stops, quote.route],
  );
  const cities = useCities();
  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px' },
        gap: 2.5,
        alignItems: 'start',
      }}
    >
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        {done && (
          <Alert severity="success" role="status" onClose={() => setDone(null)}>
            <WithUserText>
              {(isolate) => t(`done.${done}`, { id: isolate(quote.unique_id) })}
            </WithUserText>
          </Alert>
        )}
        <Panel>
          <Stack spacing={2}>
            <QuoteSummary quote={quote} />
            <QuoteActionButtons quote={quote} onDone={(outcome) => setDone(outcome)} />
          </Stack>
        </Panel>
        <Panel title={t('detail.stops')}>
          <QuoteStops stops={stops} running={quote.status === 'approved'} />
        </Panel>
        {quote.events.length > 0 && (
          <Panel title={t('detail.timeline')}>
            <QuoteTimeline events={quote.events} />
          </Panel>
        )}
      </Stack>
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        <Card
          variant="outlined"
          sx={{
            borderRadius: 3,
            position: 'relative',
            height: { xs: 280, md: 320 },
            overflow: 'hidden',
          }}
        >
          <TripMap
            label={t('detail.mapLabel')}
            unavailableText={t('mapUnavailable')}
            areas={areas}
            route={map.route}
            origin={map.origin}
            stops={map.stops}
            cars={carFeed}
            fitTo={map.fit}
            // fitted again once, when the desk's route replaces the straight legs
            fitKey={`${quote._id}:${quote.route.length > 0 ? 'route' : 'legs'}`}
          />
        </Card>
        {quote.driver && (
          <Panel title={t('detail.driver')}>
            <QuoteDriver driver={quote.driver} />
          </Panel>
        )}
        <Panel title={t('breakdown.title')}>
          <QuoteBreakdown quote={quote} />
        </Panel>
      </Stack>
    </Box>
  );
}

function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      )}
      {children}
    </Card>
  );
}
