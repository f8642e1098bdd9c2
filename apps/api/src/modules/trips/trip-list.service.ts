import type { Readable } from 'node:stream';
import {
  CANCEL_REASON_LABELS,
  PASSENGER_TYPE_LABELS,
  PAYER_LABELS,
  SERVICE_TYPE_NAMES,
  TRIP_STATUS_LABELS,
  TRIP_TYPE_LABELS,
  csvDateTime,
  csvHeader,
  fromCents,
  labelIn,
  type CsvColumn,
  type Language,
  type listTripsQuerySchema,
} from '@trayecto/contracts';
import type { z } from 'zod';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { toTrip } from './trip-dto.ts';
import { selectHistoryTotals } from './trip-totals.repository.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import * as repo from './trips.repository.ts';

type ListQuery = z.output<typeof listTripsQuerySchema>;

const cursorOf = (t: { requestedAt: Date; id: string }) =>
  encodeTimeIdCursor({ at: t.requestedAt, id: t.id });
const positionOf = (t: { requestedAt: Date; id: string }): repo.TripCursor => ({
  requestedAt: t.requestedAt,
  id: t.id,
});

export function filterOf(q: ListQuery): repo.TripFilter {
  const passenger = q.passenger?.trim();
  return {
    scope: q.scope,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    status: q.status,
    passengerUserId: passenger && isUuid(passenger) ? passenger : undefined,
    passengerText: passenger && !isUuid(passenger) ? passenger : undefined,
    serviceTypeId: q.service_type_id,
  };
}

/** GET /trips: one keyset page, newest first; history pages carry the totals of the whole list. */
export async function listTrips(runtime: OrderRuntime, corporateId: string, q: ListQuery) {
  const filter = filterOf(q);
  const position = q.cursor ? decodeTimeIdCursor(q.cursor) : undefined;
  const after = position && { requestedAt: position.at, id: position.id };
  const { db } = runtime.deps;
  const [rows, totals] = await Promise.all([
    repo.selectTrips(db, corporateId, filter, { after, limit: q.limit + 1 }),
    // Totals once per list (first page): later pages keep what the first one said.
    q.scope === 'history' && !after && q.totals === 'true'
      ? selectHistoryTotals(db, corporateId, filter)
      : null,
  ]);
  const { page, next } = keysetPage(rows, q.limit, cursorOf);
  return {
    success: true as const,
    data: {
      trips: page.map((r) =>
        toTrip(r, runtime.deps.config.linkTokenKey, runtime.orders.live(r.id)),
      ),
      next_cursor: next,
      totals: totals ? { count: totals.count, amount: fromCents(totals.cents) } : null,
    },
  };
}

export const TRIP_CSV_COLUMNS = [
  'unique_id',
  'requested_at',
  'scheduled_at',
  'status',
  'type',
  'service_type',
  'passenger',
  'passenger_type',
  'payer',
  'origin',
  'destination',
  'distance_km',
  'duration_min',
  'estimated_fare_usd',
  'final_fare_usd',
  'promo_code',
  'cancel_reason',
  'cancel_comment',
] as const satisfies readonly CsvColumn[];

/**
 * GET /trips?format=csv: the whole filtered list, streamed in keyset batches, in the caller's
 * language (headers and the labels the screen shows) with times in the company's time zone.
 */
export async function exportTripsCsv(
  runtime: OrderRuntime,
  corporateId: string,
  q: ListQuery,
  lang: Language,
): Promise<Readable> {
  const filter = filterOf(q);
  const { db } = runtime.deps;
  const tz = await corporateTimeZone(db, corporateId);
  const rows = keysetRows(
    (after: repo.TripCursor | undefined, limit) =>
      repo.selectTrips(db, corporateId, filter, { after, limit }),
    positionOf,
  );
  return csvStream(csvHeader(TRIP_CSV_COLUMNS, lang), rows, (t) => [
    t.uniqueId,
    csvDateTime(t.requestedAt, tz),
    t.scheduledAt ? csvDateTime(t.scheduledAt, tz) : '',
    labelIn(TRIP_STATUS_LABELS, t.status, lang),
    labelIn(TRIP_TYPE_LABELS, t.type, lang),
    labelIn(SERVICE_TYPE_NAMES, t.serviceTypeId, lang),
    t.passengerName,
    labelIn(PASSENGER_TYPE_LABELS, t.passengerType, lang),
    labelIn(PAYER_LABELS, t.payer, lang),
    t.originAddress,
    t.destinationAddress,
    csvNumber(t.distanceKm, 1),
    Math.round(t.durationMin),
    csvNumber(fromCents(t.estimatedFareCents), 2),
    t.finalFareCents === null ? '' : csvNumber(fromCents(t.finalFareCents), 2),
    t.promoCode ?? '',
    labelIn(CANCEL_REASON_LABELS, t.cancelReasonId, lang),
    t.cancelComment ?? '',
  ]);
}
