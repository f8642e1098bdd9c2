import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { fromCents, isDateInRange, type listTripsQuerySchema } from '@trayecto/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../payroll/keyset-cursor.ts';
import { csvSafe } from '../payroll/payroll-list.service.ts';
import { toTrip } from './trip-dto.ts';
import { selectHistoryTotals } from './trip-totals.repository.ts';
import type { TripRuntime } from './trip-runtime.ts';
import * as repo from './trips.repository.ts';

type ListQuery = z.output<typeof listTripsQuerySchema>;

// Opaque cursor: base64url of [requested_at ISO, id] of the last row of the page. A date outside
// what the API accepts (year 0, ±275760) would fail in SQL: it is a bad cursor, 400 invalid_cursor.
export const encodeTripCursor = (c: repo.TripCursor) =>
  Buffer.from(JSON.stringify([c.requestedAt.toISOString(), c.id])).toString('base64url');

export function decodeTripCursor(cursor: string): repo.TripCursor {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('bad');
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(400, 'invalid_cursor');
  }
  if (!Array.isArray(value) || value.length !== 2) throw new AppError(400, 'invalid_cursor');
  const [at, id] = value as unknown[];
  const date = typeof at === 'string' ? new Date(at) : new Date(NaN);
  if (!isDateInRange(date) || typeof id !== 'string' || !isUuid(id)) {
    throw new AppError(400, 'invalid_cursor');
  }
  return { requestedAt: date, id };
}

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
export async function listTrips(runtime: TripRuntime, corporateId: string, q: ListQuery) {
  const filter = filterOf(q);
  const after = q.cursor ? decodeTripCursor(q.cursor) : undefined;
  const { db } = runtime.deps;
  const [rows, totals] = await Promise.all([
    repo.selectTrips(db, corporateId, filter, { after, limit: q.limit + 1 }),
    // Totals once per list (first page): later pages keep what the first one said.
    q.scope === 'history' && !after && q.totals === 'true'
      ? selectHistoryTotals(db, corporateId, filter)
      : null,
  ]);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    success: true as const,
    data: {
      trips: page.map((r) => toTrip(r, runtime.live(r.id))),
      next_cursor: rows.length > q.limit && last ? encodeTripCursor(last) : null,
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
] as const;
const EXPORT_BATCH = 500;

/** GET /trips?format=csv: the whole filtered list, streamed in keyset batches. */
export function exportTripsCsv(runtime: TripRuntime, corporateId: string, q: ListQuery): Readable {
  const filter = filterOf(q);
  const { db } = runtime.deps;
  async function* rows() {
    yield [...TRIP_CSV_COLUMNS];
    let after: repo.TripCursor | undefined;
    for (;;) {
      const batch = await repo.selectTrips(db, corporateId, filter, { after, limit: EXPORT_BATCH });
      for (const t of batch) {
        yield [
          t.uniqueId,
          t.requestedAt.toISOString(),
          t.scheduledAt?.toISOString() ?? '',
          t.status,
          t.type,
          t.serviceTypeId,
          csvSafe(t.passengerName),
          t.passengerType,
          t.payer,
          csvSafe(t.originAddress),
          csvSafe(t.destinationAddress),
          t.distanceKm.toFixed(1),
          String(Math.round(t.durationMin)),
          fromCents(t.estimatedFareCents).toFixed(2),
          t.finalFareCents === null ? '' : fromCents(t.finalFareCents).toFixed(2),
          t.promoCode ?? '',
          t.cancelReasonId ?? '',
        ];
      }
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { requestedAt: last.requestedAt, id: last.id };
    }
  }
  return Readable.from(rows()).pipe(stringify({ bom: true }));
}
