import type { Readable } from 'node:stream';
import {
  PAYER_LABELS,
  QUOTE_DENY_REASON_LABELS,
  QUOTE_STATUS_LABELS,
  TRIP_STATUS_LABELS,
  csvDateTime,
  csvHeader,
  fromCents,
  labelIn,
  toBolivares,
  type CsvColumn,
  type Language,
  type QuoteListQuery,
  type QuotesPage,
} from '@trayecto/contracts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  keysetPage,
  keysetRows,
  type TimeIdCursor,
} from '../../lib/keyset.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { stopsInOrder } from '../orders/order-stops.repository.ts';
import { toQuote } from './quote-dto.ts';
import { requireMultiStops } from './quotes.service.ts';
import * as repo from './quotes.repository.ts';

const filterOf = (q: QuoteListQuery): repo.QuoteFilter => ({
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
  q: q.q,
});
const positionOf = (r: repo.QuoteWithOrder): TimeIdCursor => ({
  at: r.quote.scheduledAt,
  id: r.quote.id,
});

/** GET /quotes: a tab's quotes, latest scheduled first, keyset pages; the first with every tab's count. */
export async function listQuotes(
  runtime: OrderRuntime,
  corporateId: string,
  query: QuoteListQuery,
): Promise<{ success: true; data: QuotesPage }> {
  await requireMultiStops(runtime, corporateId);
  const { db } = runtime.deps;
  const filter = filterOf(query);
  const after = query.cursor ? decodeTimeIdCursor(query.cursor) : undefined;
  const [rows, counts] = await Promise.all([
    repo.selectQuotes(db, corporateId, query.tab, filter, { after, limit: query.limit + 1 }),
    // the tabs' counts come with the first page; later pages only add rows
    after ? null : repo.countQuotes(db, corporateId, filter),
  ]);
  const { page, next } = keysetPage(rows, query.limit, positionOf);
  const orderIds = page.flatMap((r) => (r.order ? [r.order.id] : []));
  const stops = await stopsInOrder(db, corporateId, orderIds);
  return {
    success: true,
    data: {
      quotes: page.map((r) =>
        toQuote(
          r,
          r.order ? stops.filter((s) => s.orderId === r.order!.id) : [],
          [],
          r.order ? runtime.orders.live(r.order.id) : undefined,
        ),
      ),
      next_cursor: next ? encodeTimeIdCursor(next) : null,
      counts,
    },
  };
}

export const QUOTE_CSV_COLUMNS = [
  'quote',
  'requested_at',
  'scheduled_at',
  'expires_at',
  'quote_status',
  'trip_status',
  'passenger',
  'payer',
  'stops',
  'distance_km',
  'fee_usd',
  'total_usd',
  'total_ves',
  'final_fare_usd',
  'deny_reason',
] as const satisfies readonly CsvColumn[];

/** GET /quotes?format=csv: the tab's whole list under the filters, streamed, in the caller's language. */
export async function exportQuotesCsv(
  runtime: OrderRuntime,
  corporateId: string,
  query: QuoteListQuery,
  lang: Language,
): Promise<Readable> {
  await requireMultiStops(runtime, corporateId);
  const { db } = runtime.deps;
  const filter = filterOf(query);
  const tz = await corporateTimeZone(db, corporateId);
  const rows = keysetRows(
    (after: TimeIdCursor | undefined, limit) =>
      repo.selectQuotes(db, corporateId, query.tab, filter, { after, limit }),
    positionOf,
  );
  return csvStream(csvHeader(QUOTE_CSV_COLUMNS, lang), rows, ({ quote, order }) => {
    const stops = quote.places.length - 1;
    const total = quote.totalCents === null ? null : fromCents(quote.totalCents);
    return [
      quote.uniqueId,
      csvDateTime(quote.requestedAt, tz),
      csvDateTime(quote.scheduledAt, tz),
      csvDateTime(quote.expiresAt, tz),
      labelIn(QUOTE_STATUS_LABELS, quote.status, lang),
      order ? labelIn(TRIP_STATUS_LABELS, order.status, lang) : '',
      quote.passengerName,
      labelIn(PAYER_LABELS, quote.payer, lang),
      quote.places.map((p) => p.address).join(' | '),
      quote.distanceKm === null ? '' : csvNumber(quote.distanceKm, 1),
      quote.stopFeeCents === null ? '' : csvNumber(fromCents(quote.stopFeeCents * stops), 2),
      total === null ? '' : csvNumber(total, 2),
      total === null || quote.exchangeRate === null
        ? ''
        : csvNumber(toBolivares(total, quote.exchangeRate), 2),
      order?.finalFareCents == null ? '' : csvNumber(fromCents(order.finalFareCents), 2),
      labelIn(QUOTE_DENY_REASON_LABELS, quote.denyReasonId, lang),
    ];
  });
}
