import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Quote } from '@trayecto/contracts';
import { DetailColumns, DetailMap, DetailPanel } from '../../../components/detail-layout.tsx';
import { DetailPage } from '../../../components/detail-page.tsx';
import { DriverSummary } from '../../../components/driver-summary.tsx';
import { createLiveCarFeed, type LiveCarFeed } from '../../../components/map/live-car-feed.ts';
import { WithUserText } from '../../../components/user-text.tsx';
import { carTone, toServiceAreas, useCities } from '../../trips/api/trip-display.ts';
import { useQuote } from '../api/quotes-queries.ts';
import { QuoteActionButtons, type QuoteOutcome } from '../components/quote-action-buttons.tsx';
import { noticeHolds, snapshotOf, type QuoteStateSnapshot } from '../lib/quote-notice.ts';
import { QuoteBreakdown } from '../components/quote-breakdown.tsx';
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
  return (
    <DetailPage
      ns="multistop"
      query={query}
      back={{ to: QUOTES_PATH, label: t('history.title') }}
      live={Boolean(orderId)}
    >
      {(loaded) => <QuoteDetail quote={loaded} carFeed={orderId ? car.feed : undefined} />}
    </DetailPage>
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
  const [done, setDone] = useState<{ outcome: QuoteOutcome; at: QuoteStateSnapshot } | null>(null);
  const notice = done && noticeHolds(done.at, quote) ? done.outcome : null;
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
    <DetailColumns
      main={
        <>
          {notice && (
            <Alert severity="success" role="status" onClose={() => setDone(null)}>
              <WithUserText>
                {(isolate) => t(`done.${notice}`, { id: isolate(quote.unique_id) })}
              </WithUserText>
            </Alert>
          )}
          <DetailPanel>
            <Stack spacing={2}>
              <QuoteSummary quote={quote} />
              <QuoteActionButtons
                quote={quote}
                onDone={(outcome, next) => setDone({ outcome, at: snapshotOf(next) })}
              />
            </Stack>
          </DetailPanel>
          <DetailPanel title={t('detail.stops')}>
            <QuoteStops stops={stops} running={quote.status === 'approved'} />
          </DetailPanel>
          {quote.events.length > 0 && (
            <DetailPanel title={t('detail.timeline')}>
              <QuoteTimeline events={quote.events} />
            </DetailPanel>
          )}
        </>
      }
      side={
        <>
          <DetailMap
            ns="multistop"
            areas={areas}
            data={map}
            cars={carFeed}
            // fitted again once, when the desk's route replaces the straight legs
            fitKey={`${quote._id}:${quote.route.length > 0 ? 'route' : 'legs'}`}
          />
          {quote.driver && (
            <DetailPanel title={t('detail.driver')}>
              <DriverSummary
                photoUrl={quote.driver.photo_url}
                name={quote.driver.name}
                vehicle={quote.driver.vehicle}
                plate={quote.driver.plate}
              />
            </DetailPanel>
          )}
          <DetailPanel title={t('breakdown.title')}>
            <QuoteBreakdown quote={quote} />
          </DetailPanel>
        </>
      }
    />
  );
}
