import { and, asc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { FINAL_TRIP_STATUSES, RUNNING_TRIP_STATUSES } from '@trayecto/contracts';
import {
  corporates,
  orderStops,
  parcels,
  smsOutbox,
  trips,
  uploads,
  type DbOrTx,
} from '@trayecto/db';
import type { TripRow } from '../trips/trips.repository.ts';

export type ParcelRow = typeof parcels.$inferSelect;
export type ParcelOrder = { order: TripRow; parcel: ParcelRow };

export async function insertParcel(db: DbOrTx, row: typeof parcels.$inferInsert) {
  await db.insert(parcels).values(row);
}

/** A parcel of this corporate with its order (another corporate's id: null). */
export async function findParcel(
  db: DbOrTx,
  corporateId: string,
  orderId: string,
): Promise<ParcelOrder | null> {
  const [row] = await db
    .select({ order: trips, parcel: parcels })
    .from(parcels)
    .innerJoin(trips, eq(trips.id, parcels.orderId))
    .where(and(eq(parcels.corporateId, corporateId), eq(parcels.orderId, orderId)));
  return row ?? null;
}

export type ParcelFilter = {
  scope: 'running' | 'history';
  from?: Date | undefined;
  to?: Date | undefined;
  status?: string | undefined;
  size?: string | undefined;
  q?: string | undefined;
};

/** One keyset page of parcels, newest first (trips_history_idx, kind = 'parcel'). */
export async function selectParcels(
  db: DbOrTx,
  corporateId: string,
  f: ParcelFilter,
  opts: { after?: { at: Date; id: string } | undefined; limit: number },
): Promise<ParcelOrder[]> {
  const statuses: readonly string[] =
    f.scope === 'running' ? RUNNING_TRIP_STATUSES : FINAL_TRIP_STATUSES;
  const where: SQL[] = [
    eq(trips.corporateId, corporateId),
    eq(trips.kind, 'parcel'),
    isNotNull(trips.dispatchedAt),
    f.status
      ? eq(trips.status, statuses.includes(f.status) ? f.status : '__none__')
      : inArray(trips.status, [...statuses]),
  ];
  if (f.from) where.push(gte(trips.requestedAt, f.from));
  if (f.to) where.push(lte(trips.requestedAt, f.to));
  if (f.size) where.push(eq(parcels.size, f.size));
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(lower(${trips.passengerName}) like ${like} or lower(${trips.uniqueId}) like ${like} or exists (select 1 from ${orderStops} s where s.corporate_id = ${trips.corporateId} and s.order_id = ${trips.id} and lower(s.contact_name) like ${like}))`,
    );
  }
  if (opts.after) {
    where.push(
      sql`(${trips.requestedAt}, ${trips.id}) < (${opts.after.at.toISOString()}::timestamptz, ${opts.after.id}::uuid)`,
    );
  }
  return db
    .select({ order: trips, parcel: parcels })
    .from(trips)
    .innerJoin(parcels, eq(parcels.orderId, trips.id))
    .where(and(...where))
    .orderBy(sql`${trips.requestedAt} desc`, sql`${trips.id} desc`)
    .limit(opts.limit);
}

export async function shipmentsActive(db: DbOrTx, corporateId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: corporates.isActiveShipments })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.on ?? false;
}

/** The parcel image of this corporate (another corporate's id, or another purpose: null). */
export async function findParcelImage(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.corporateId, corporateId),
        eq(uploads.id, id),
        eq(uploads.purpose, 'parcel_image'),
      ),
    );
  return row ?? null;
}

/** An SMS in the outbox (sent by a provider when one is configured). */
export async function queueSms(db: DbOrTx, row: { corporateId: string; to: string; text: string }) {
  await db.insert(smsOutbox).values(row);
}

export const stopsInOrder = (db: DbOrTx, corporateId: string, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(orderStops)
        .where(and(eq(orderStops.corporateId, corporateId), inArray(orderStops.orderId, orderIds)))
        .orderBy(asc(orderStops.orderId), asc(orderStops.seq));
