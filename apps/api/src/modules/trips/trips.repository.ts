import { and, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PRE_TIME_MIN,
  FINAL_TRIP_STATUSES,
  PASSENGER_ORDER_KINDS,
  RUNNING_TRIP_STATUSES,
  type OrderKind,
} from '@trayecto/contracts';
import { corporates, tripEvents, trips, type DbOrTx, type StoredPosition } from '@trayecto/db';
import { hashToken } from '../../lib/tokens.ts';

export type TripRow = typeof trips.$inferSelect;
export type NewTripRow = typeof trips.$inferInsert;
export type TripPatch = Partial<Omit<NewTripRow, 'id' | 'corporateId'>>;

export async function insertTrip(db: DbOrTx, row: NewTripRow): Promise<TripRow> {
  const [created] = await db.insert(trips).values(row).returning();
  return created!;
}

/** An order of this corporate of the given kind (another corporate's id, or another kind: null). */
export async function findOrder(
  db: DbOrTx,
  corporateId: string,
  id: string,
  kind: OrderKind,
): Promise<TripRow | null> {
  const [row] = await db
    .select()
    .from(trips)
    // not yet dispatched too: an order placed on an instance that does not run the simulator
    // waits there until the leader takes it (lists show dispatched orders only)
    .where(and(eq(trips.corporateId, corporateId), eq(trips.id, id), eq(trips.kind, kind)));
  return row ?? null;
}

/**
 * A trip of this corporate as the trips pages read it: a ride, or a multistop trip in the
 * history (another corporate's id, or a parcel: null). Cancelling asks for the kind itself.
 */
export async function findTrip(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.corporateId, corporateId),
        eq(trips.id, id),
        inArray(trips.kind, [...PASSENGER_ORDER_KINDS]),
      ),
    );
  return row ?? null;
}

/** Internal: the provider's events name trips by id only. */
export async function findTripById(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}) {
  const q = db.select().from(trips).where(eq(trips.id, id));
  const [row] = opts.forUpdate ? await q.for('no key update') : await q;
  return row ?? null;
}

export async function findTripByToken(db: DbOrTx, token: string): Promise<TripRow | null> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.shareTokenHash, hashToken(token)), eq(trips.kind, 'ride')));
  return row ?? null;
}

export async function updateTrip(
  db: DbOrTx,
  id: string,
  patch: TripPatch,
): Promise<TripRow | null> {
  const [row] = await db.update(trips).set(patch).where(eq(trips.id, id)).returning();
  return row ?? null;
}

export async function deleteTrip(db: DbOrTx, id: string): Promise<void> {
  await db.delete(trips).where(eq(trips.id, id));
}

export async function insertEvent(
  db: DbOrTx,
  row: { corporateId: string; tripId: string; status: string; at: Date; payload?: unknown },
) {
  await db.insert(tripEvents).values({ ...row, payload: row.payload ?? null });
}

export async function listEvents(db: DbOrTx, corporateId: string, tripId: string) {
  return db
    .select()
    .from(tripEvents)
    .where(and(eq(tripEvents.corporateId, corporateId), eq(tripEvents.tripId, tripId)))
    .orderBy(tripEvents.id);
}

export type TripFilter = {
  scope: 'running' | 'history';
  from?: Date | undefined;
  to?: Date | undefined;
  status?: string | undefined;
  passengerUserId?: string | undefined;
  passengerText?: string | undefined;
  serviceTypeId?: string | undefined;
};

export type TripCursor = { requestedAt: Date; id: string };

function whereOf(corporateId: string, f: TripFilter): SQL[] {
  const scopeStatuses: readonly string[] =
    f.scope === 'running' ? RUNNING_TRIP_STATUSES : FINAL_TRIP_STATUSES;
  // the running trips are rides (a multistop trip runs on its quote's page); the history has
  // every trip that carried a passenger; parcels are orders with lists of their own
  const where: SQL[] = [
    eq(trips.corporateId, corporateId),
    f.scope === 'history'
      ? inArray(trips.kind, [...PASSENGER_ORDER_KINDS])
      : eq(trips.kind, 'ride'),
    isNotNull(trips.dispatchedAt),
  ];
  if (f.status) {
    // A status outside the scope matches nothing.
    where.push(eq(trips.status, scopeStatuses.includes(f.status) ? f.status : '__none__'));
  } else {
    where.push(inArray(trips.status, [...scopeStatuses]));
  }
  if (f.from) where.push(gte(trips.requestedAt, f.from));
  if (f.to) where.push(lte(trips.requestedAt, f.to));
  if (f.passengerUserId) where.push(eq(trips.passengerUserId, f.passengerUserId));
  if (f.passengerText) {
    const like = `%${f.passengerText.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(lower(${trips.passengerName}) like ${like} or lower(${trips.uniqueId}) like ${like})`,
    );
  }
  if (f.serviceTypeId) where.push(eq(trips.serviceTypeId, f.serviceTypeId));
  return where;
}

/** One keyset page, newest first: (requested_at, id) descending on trips_history_idx. */
export async function selectTrips(
  db: DbOrTx,
  corporateId: string,
  filter: TripFilter,
  opts: { after?: TripCursor | undefined; limit: number },
): Promise<TripRow[]> {
  const where = whereOf(corporateId, filter);
  if (opts.after) {
    where.push(
      sql`(${trips.requestedAt}, ${trips.id}) < (${opts.after.requestedAt.toISOString()}::timestamptz, ${opts.after.id}::uuid)`,
    );
  }
  return db
    .select()
    .from(trips)
    .where(and(...where))
    .orderBy(sql`${trips.requestedAt} desc nulls last`, sql`${trips.id} desc nulls last`)
    .limit(opts.limit);
}

/** History totals over the whole filtered list: count and what was charged. */
export async function selectTotalsByScan(db: DbOrTx, corporateId: string, filter: TripFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(sum(${trips.finalFareCents}), 0)::bigint`,
    })
    .from(trips)
    .where(and(...whereOf(corporateId, filter)));
  return { count: row?.count ?? 0, cents: Number(row?.cents ?? 0) };
}

/** Trips the provider must know after a restart: handed over and not finished. */
export async function selectUnfinished(db: DbOrTx): Promise<TripRow[]> {
  return db
    .select()
    .from(trips)
    .where(and(inArray(trips.status, [...RUNNING_TRIP_STATUSES]), isNotNull(trips.dispatchedAt)));
}

/** Trips whose request never finished (the process stopped during dispatch). */
export async function selectUndispatched(db: DbOrTx, before: Date): Promise<TripRow[]> {
  return db
    .select()
    .from(trips)
    .where(and(isNull(trips.dispatchedAt), lte(trips.requestedAt, before)));
}

/** Many trips' latest positions in one statement (the live map's writes are batched). */
export async function writePositions(
  db: DbOrTx,
  rows: { id: string; position: StoredPosition; etaMin: number | null; at: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${JSON.stringify(r.position)}::jsonb, ${r.etaMin}::float8, ${r.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update trips t set position = v.position, eta_min = v.eta, position_at = v.at
    from (values ${values}) as v(id, position, eta, at)
    where t.id = v.id and t.status in ('accepted','coming','arrived','driver_waiting','started')`);
}

/** Did this driver serve one of the corporate's trips? (GET /providers/{id}) */
export async function driverServedCorporate(db: DbOrTx, corporateId: string, driverId: string) {
  const [row] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.corporateId, corporateId), eq(trips.driverId, driverId)))
    .limit(1);
  return Boolean(row);
}

export async function corporatePreTime(db: DbOrTx, corporateId: string): Promise<number> {
  const [row] = await db
    .select({ preTime: corporates.preTimeMinutes })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.preTime ?? DEFAULT_PRE_TIME_MIN;
}

/** Top-bar search: trips whose unique id starts with, or passenger name contains, the text. */
export async function searchTrips(db: DbOrTx, corporateId: string, text: string, limit: number) {
  const q = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      id: trips.id,
      uniqueId: trips.uniqueId,
      passengerName: trips.passengerName,
      status: trips.status,
      requestedAt: trips.requestedAt,
    })
    .from(trips)
    .where(
      and(
        eq(trips.corporateId, corporateId),
        eq(trips.kind, 'ride'),
        isNotNull(trips.dispatchedAt),
        sql`(lower(${trips.uniqueId}) like ${`${q}%`} or lower(${trips.uniqueId}) like ${`vj-${q}%`} or lower(${trips.passengerName}) like ${`%${q}%`})`,
      ),
    )
    .orderBy(sql`${trips.requestedAt} desc nulls last`, sql`${trips.id} desc nulls last`)
    .limit(limit);
}
