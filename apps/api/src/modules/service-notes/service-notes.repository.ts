import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { SERVED_TRIP_STATUSES, type OrderKind } from '@trayecto/contracts';
import {
  admins,
  auditLog,
  corporates,
  ledgerHolds,
  ledgerTransfers,
  multistopQuotes,
  orderStops,
  parcels,
  promoCodes,
  promoRedemptions,
  trips,
  type DbOrTx,
  type QuoteLegRow,
} from '@trayecto/db';
import type { OrderStopRow } from '../orders/order-stops.repository.ts';
import type { ParcelRow } from '../parcels/parcels.repository.ts';
import type { PromoRow } from '../promos/promos.repository.ts';
import type { TripRow } from '../trips/trips.repository.ts';

// What a service note reads: the order (the `trips` table holds every kind) and, for a batch of
// orders at once, what lies beside each (its stops, a parcel's details, a multistop trip's quote,
// the promo code, the fare the provider drove as the charge recorded it, who requested it). One
// note is a batch of one; a month's bundle reads its orders in keyset batches.

/** The audit actions that record an order being placed (order-placement.ts writes them). */
const PLACED_ACTIONS = ['trip_requested', 'parcel_requested', 'quote_approved'];

export type NoteCompany = {
  name: string;
  fiscalName: string | null;
  taxId: string | null;
  fiscalAddress: string | null;
  timezone: string;
};

export async function findCompany(db: DbOrTx, corporateId: string): Promise<NoteCompany | null> {
  const [row] = await db
    .select({
      name: corporates.name,
      fiscalName: corporates.fiscalName,
      taxId: corporates.taxId,
      fiscalAddress: corporates.fiscalAddress,
      timezone: corporates.timezone,
    })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row ?? null;
}

/** An order of this company, of any kind, handed to the provider (another company's: null). */
export async function findOrder(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(trips)
    .where(
      and(eq(trips.corporateId, corporateId), eq(trips.id, id), isNotNull(trips.dispatchedAt)),
    );
  return row ?? null;
}

export type MonthFilter = { from: Date; to: Date; kinds: readonly OrderKind[] };
export type NotePosition = { at: Date; id: string };

/** The served orders of a month (requested in [from, to)), with a charge: what has a note. */
function monthWhere(corporateId: string, f: MonthFilter): SQL[] {
  return [
    eq(trips.corporateId, corporateId),
    inArray(trips.kind, [...f.kinds]),
    inArray(trips.status, [...SERVED_TRIP_STATUSES]),
    isNotNull(trips.dispatchedAt),
    isNotNull(trips.finalFareCents),
    sql`${trips.requestedAt} >= ${f.from.toISOString()}::timestamptz`,
    sql`${trips.requestedAt} < ${f.to.toISOString()}::timestamptz`,
  ];
}

/** How many notes a month has and what they charged (cents). */
export async function countMonth(db: DbOrTx, corporateId: string, f: MonthFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(sum(${trips.finalFareCents}), 0)::bigint`,
    })
    .from(trips)
    .where(and(...monthWhere(corporateId, f)));
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
}

/** One keyset batch of a month's orders, oldest first: (requested_at, id) ascending. */
export async function selectMonth(
  db: DbOrTx,
  corporateId: string,
  f: MonthFilter,
  after: NotePosition | undefined,
  limit: number,
): Promise<TripRow[]> {
  const where = monthWhere(corporateId, f);
  if (after)
    where.push(
      sql`(${trips.requestedAt}, ${trips.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  return db
    .select()
    .from(trips)
    .where(and(...where))
    .orderBy(asc(trips.requestedAt), asc(trips.id))
    .limit(limit);
}

/** What lies beside one order, for its note. */
export type NoteExtras = {
  stops: OrderStopRow[];
  parcel: ParcelRow | null;
  quote: { legs: QuoteLegRow[] | null; stopFeeCents: number | null } | null;
  promo: PromoRow | null;
  /** the promo discount recorded when the order was placed (on its estimate), cents */
  redeemedDiscountCents: number | null;
  /** the fare the provider drove, as the charge recorded it (null: not recorded, e.g. seeded) */
  drivenFareCents: number | null;
  /** who placed it: null when the audit log has no record (seeded history) */
  requester: { adminName: string | null; assist: boolean } | null;
};

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

/** The extras of a batch of this company's orders, by order id: a handful of queries per batch. */
export async function extrasOf(
  db: DbOrTx,
  corporateId: string,
  orders: readonly TripRow[],
): Promise<Map<string, NoteExtras>> {
  const result = new Map<string, NoteExtras>();
  if (orders.length === 0) return result;
  const ids = orders.map((o) => o.id);
  const ofKind = (kind: OrderKind) => orders.filter((o) => o.kind === kind).map((o) => o.id);
  const parcelIds = ofKind('parcel');
  const multistopIds = ofKind('multistop');
  const promoIds = [...new Set(orders.flatMap((o) => (o.promoCodeId ? [o.promoCodeId] : [])))];
  const holdIds = orders.flatMap((o) => (o.holdId ? [o.holdId] : []));

  const [stops, parcelRows, quotes, promos, redemptions, charges, placed] = await Promise.all([
    db
      .select()
      .from(orderStops)
      .where(and(eq(orderStops.corporateId, corporateId), inArray(orderStops.orderId, ids)))
      .orderBy(asc(orderStops.orderId), asc(orderStops.seq)),
    parcelIds.length
      ? db
          .select()
          .from(parcels)
          .where(and(eq(parcels.corporateId, corporateId), inArray(parcels.orderId, parcelIds)))
      : Promise.resolve([]),
    multistopIds.length
      ? db
          .select({
            orderId: multistopQuotes.orderId,
            legs: multistopQuotes.legs,
            stopFeeCents: multistopQuotes.stopFeeCents,
          })
          .from(multistopQuotes)
          .where(
            and(
              eq(multistopQuotes.corporateId, corporateId),
              inArray(multistopQuotes.orderId, multistopIds),
            ),
          )
      : Promise.resolve([]),
    promoIds.length
      ? db.select().from(promoCodes).where(inArray(promoCodes.id, promoIds))
      : Promise.resolve([]),
    promoIds.length
      ? db
          .select({ tripId: promoRedemptions.tripId, cents: promoRedemptions.discountCents })
          .from(promoRedemptions)
          .where(
            and(
              eq(promoRedemptions.corporateId, corporateId),
              inArray(promoRedemptions.tripId, ids),
            ),
          )
      : Promise.resolve([]),
    // the hold posted for the charge, and the charge's record of the fare driven (order-money.ts)
    holdIds.length
      ? db
          .select({ holdId: ledgerHolds.id, metadata: ledgerTransfers.metadata })
          .from(ledgerHolds)
          .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerHolds.transferId))
          .where(inArray(ledgerHolds.id, holdIds))
      : Promise.resolve([]),
    db
      .select({
        entityId: auditLog.entityId,
        assistAdminId: auditLog.assistAdminId,
        adminName: admins.name,
      })
      .from(auditLog)
      .leftJoin(admins, eq(admins.id, auditLog.assistAdminId))
      .where(
        and(
          eq(auditLog.corporateId, corporateId),
          inArray(auditLog.action, PLACED_ACTIONS),
          inArray(auditLog.entityId, ids),
        ),
      ),
  ]);

  const stopsBy = groupBy(stops, (s) => s.orderId);
  const parcelBy = new Map(parcelRows.map((p) => [p.orderId, p]));
  const quoteBy = new Map(quotes.map((q) => [q.orderId, q]));
  const promoBy = new Map(promos.map((p) => [p.id, p]));
  const redeemedBy = new Map(redemptions.map((r) => [r.tripId, r.cents]));
  const fareBy = new Map(charges.map((c) => [c.holdId, drivenFare(c.metadata)]));
  const placedBy = new Map(placed.map((a) => [a.entityId, a]));
  for (const order of orders) {
    const audit = placedBy.get(order.id);
    const quote = quoteBy.get(order.id);
    result.set(order.id, {
      stops: stopsBy.get(order.id) ?? [],
      parcel: parcelBy.get(order.id) ?? null,
      quote: quote ? { legs: quote.legs, stopFeeCents: quote.stopFeeCents } : null,
      promo: order.promoCodeId ? (promoBy.get(order.promoCodeId) ?? null) : null,
      redeemedDiscountCents: redeemedBy.get(order.id) ?? null,
      drivenFareCents: order.holdId ? (fareBy.get(order.holdId) ?? null) : null,
      requester: audit
        ? { assist: audit.assistAdminId !== null, adminName: audit.adminName ?? null }
        : null,
    });
  }
  return result;
}

/** `fare_cents` of a trip charge's metadata (settleHold writes it), when it is a whole number. */
function drivenFare(metadata: unknown): number | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const value = (metadata as { fare_cents?: unknown }).fare_cents;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}
