import type { Readable } from 'node:stream';
import {
  CANCEL_REASON_LABELS,
  PARCEL_SIZE_LABELS,
  PARCEL_VEHICLE_LABELS,
  TRIP_STATUS_LABELS,
  csvDateTime,
  csvHeader,
  fromCents,
  labelIn,
  type CsvColumn,
  type Language,
  type ParcelListQuery,
  type ParcelSearchHit,
  type TripStatus,
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
import { toParcel } from './parcel-dto.ts';
import { requireShipments } from './parcels.service.ts';
import * as repo from './parcels.repository.ts';

type Query = ParcelListQuery;

const filterOf = (q: Query): repo.ParcelFilter => ({
  scope: q.scope,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
  status: q.status,
  size: q.size,
  q: q.q,
});
const positionOf = (r: repo.ParcelOrder): TimeIdCursor => ({
  at: r.order.requestedAt,
  id: r.order.id,
});

/** A list's parcels with their stops, in one query for the stops of the whole batch. */
async function withStops(runtime: OrderRuntime, corporateId: string, rows: repo.ParcelOrder[]) {
  const stops = await stopsInOrder(
    runtime.deps.db,
    corporateId,
    rows.map((r) => r.order.id),
  );
  return rows.map((r) => ({ ...r, stops: stops.filter((s) => s.orderId === r.order.id) }));
}

/** GET /parcels: running or history, newest first, keyset pages; history's first page: totals. */
export async function listParcels(runtime: OrderRuntime, corporateId: string, query: Query) {
  await requireShipments(runtime, corporateId);
  const { db } = runtime.deps;
  const filter = filterOf(query);
  const after = query.cursor ? decodeTimeIdCursor(query.cursor) : undefined;
  const [rows, totals] = await Promise.all([
    repo.selectParcels(db, corporateId, filter, { after, limit: query.limit + 1 }),
    query.scope === 'history' && !after && query.totals !== 'false'
      ? repo.selectParcelTotals(db, corporateId, filter)
      : null,
  ]);
  const { page, next } = keysetPage(rows, query.limit, positionOf);
  const parcels = await withStops(runtime, corporateId, page);
  return {
    success: true as const,
    data: {
      parcels: parcels.map((r) =>
        toParcel(r, r.stops, runtime.deps.config.linkTokenKey, runtime.orders.live(r.order.id)),
      ),
      next_cursor: next ? encodeTimeIdCursor(next) : null,
      totals: totals ? { count: totals.count, amount: fromCents(totals.cents) } : null,
    },
  };
}

export const PARCEL_CSV_COLUMNS = [
  'parcel_id',
  'requested_at',
  'scheduled_at',
  'status',
  'sender',
  'receivers',
  'size',
  'weight_kg',
  'vehicle',
  'pickup',
  'dropoffs',
  'delivered',
  'final_fare_usd',
  'cancel_reason',
] as const satisfies readonly CsvColumn[];

/**
 * GET /parcels?format=csv: the whole filtered list, streamed in keyset batches, in the caller's
 * language with times in the company's time zone. Several receivers share a cell, in stop order.
 */
export async function exportParcelsCsv(
  runtime: OrderRuntime,
  corporateId: string,
  query: Query,
  lang: Language,
): Promise<Readable> {
  await requireShipments(runtime, corporateId);
  const { db } = runtime.deps;
  const filter = filterOf(query);
  const tz = await corporateTimeZone(db, corporateId);
  const rows = keysetRows(
    async (after: TimeIdCursor | undefined, limit) =>
      withStops(
        runtime,
        corporateId,
        await repo.selectParcels(db, corporateId, filter, { after, limit }),
      ),
    positionOf,
  );
  return csvStream(csvHeader(PARCEL_CSV_COLUMNS, lang), rows, ({ order, parcel, stops }) => {
    const dropoffs = stops.filter((s) => s.role === 'dropoff');
    return [
      order.uniqueId,
      csvDateTime(order.requestedAt, tz),
      order.scheduledAt ? csvDateTime(order.scheduledAt, tz) : '',
      labelIn(TRIP_STATUS_LABELS, order.status, lang),
      order.passengerName,
      dropoffs.map((s) => s.contactName ?? '').join(' | '),
      labelIn(PARCEL_SIZE_LABELS, parcel.size, lang),
      csvNumber(parcel.weightGrams / 1000, 1),
      labelIn(PARCEL_VEHICLE_LABELS, parcel.vehicle, lang),
      stops[0]?.address ?? '',
      dropoffs.map((s) => s.address).join(' | '),
      `${dropoffs.filter((s) => s.status === 'completed').length}/${dropoffs.length}`,
      order.finalFareCents === null ? '' : csvNumber(fromCents(order.finalFareCents), 2),
      labelIn(CANCEL_REASON_LABELS, order.cancelReasonId, lang),
    ];
  });
}

/** GET /parcels/search: the top-bar search's parcels (shipments feature on). */
export async function searchParcels(
  runtime: OrderRuntime,
  corporateId: string,
  text: string,
  limit: number,
): Promise<ParcelSearchHit[]> {
  await requireShipments(runtime, corporateId);
  const rows = await repo.searchParcels(runtime.deps.db, corporateId, text, limit);
  return rows.map((r) => ({
    _id: r.id,
    unique_id: r.uniqueId,
    sender_name: r.senderName,
    receivers: r.receivers,
    status: r.status as TripStatus,
    requested_at: r.requestedAt.toISOString(),
  }));
}
