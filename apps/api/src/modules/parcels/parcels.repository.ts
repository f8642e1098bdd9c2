import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { FINAL_TRIP_STATUSES, RUNNING_TRIP_STATUSES } from '@trayecto/contracts';
import { corporates, orderStops, parcels, trips, uploads, type DbOrTx } from '@trayecto/db';
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

function whereOf(corporateId: string, f: ParcelFilter): SQL[] {
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
  return where;
}

/** One keyset page of parcels, newest first (trips_history_idx, kind = 'parcel'). */
export async function selectParcels(
  db: DbOrTx,
  corporateId: string,
  f: ParcelFilter,
  opts: { after?: { at: Date; id: string } | undefined; limit: number },
): Promise<ParcelOrder[]> {
  const where = whereOf(corporateId, f);
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

/** How many parcels the filters find and what they were charged (history totals). */
export async function selectParcelTotals(db: DbOrTx, corporateId: string, f: ParcelFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${trips.finalFareCents}), 0)::bigint`,
    })
    .from(trips)
    .innerJoin(parcels, eq(parcels.orderId, trips.id))
    .where(and(...whereOf(corporateId, f)));
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
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

/** An SMS in the outbox, tied to its order: relayed once the provider has it (modules/sms). */
/**
 * The top-bar search: parcels whose id starts with the text (with or without its EN- prefix),
 * or whose sender or a receiver has it in their name; newest first.
 */
export async function searchParcels(db: DbOrTx, corporateId: string, text: string, limit: number) {
  const q = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      id: trips.id,
      uniqueId: trips.uniqueId,
      senderName: trips.passengerName,
      status: trips.status,
      requestedAt: trips.requestedAt,
      // qualified by hand: in a select list drizzle writes a column without its table, which
      // inside this subquery would name the stop's own column
      receivers: sql<
        string[]
      >`array(select coalesce(s.contact_name, s.address) from ${orderStops} s where s.corporate_id = "trips"."corporate_id" and s.order_id = "trips"."id" and s.role = 'dropoff' order by s.seq)`,
    })
    .from(trips)
    .where(
      and(
        eq(trips.corporateId, corporateId),
        eq(trips.kind, 'parcel'),
        isNotNull(trips.dispatchedAt),
        sql`(lower(${trips.uniqueId}) like ${`${q}%`} or lower(${trips.uniqueId}) like ${`en-${q}%`} or lower(${trips.passengerName}) like ${`%${q}%`} or exists (select 1 from ${orderStops} s where s.corporate_id = ${trips.corporateId} and s.order_id = ${trips.id} and lower(s.contact_name) like ${`%${q}%`}))`,
      ),
    )
    .orderBy(sql`${trips.requestedAt} desc`, sql`${trips.id} desc`)
    .limit(limit);
}
