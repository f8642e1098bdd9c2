import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { roleOfStop, type OrderStopStatus } from '@trayecto/contracts';
import { orderStops, type DbOrTx } from '@trayecto/db';
import { hashToken, stopLinkToken } from '../../lib/link-tokens.ts';

export type OrderStopRow = typeof orderStops.$inferSelect;

/** A stop as an order is placed with it: where, and who hands over or receives there. */
export type NewOrderStop = {
  address: string;
  lat: number;
  lng: number;
  contactName?: string | null;
  contactPhone?: string | null;
  instructions?: string | null;
  /** a parcel drop-off's delivery PIN */
  pin?: string | null;
  /** a drop-off with a public tracking link (its token derived from the order id and seq) */
  tracked?: boolean;
};

function linkKeyOf(key: string | undefined): string {
  if (!key) throw new Error('a tracked stop needs the link key');
  return key;
}

/** Writes an order's stops in the order given (the first is the pickup). */
export async function insertStops(
  db: DbOrTx,
  /** linkKey (config.linkTokenKey): needed when a stop is `tracked` */
  order: { corporateId: string; orderId: string; at: Date; linkKey?: string },
  stops: readonly NewOrderStop[],
): Promise<OrderStopRow[]> {
  return db
    .insert(orderStops)
    .values(
      stops.map((stop, seq) => ({
        corporateId: order.corporateId,
        orderId: order.orderId,
        seq,
        role: roleOfStop(seq),
        address: stop.address,
        lat: stop.lat,
        lng: stop.lng,
        contactName: stop.contactName ?? null,
        contactPhone: stop.contactPhone ?? null,
        instructions: stop.instructions ?? null,
        pin: stop.pin ?? null,
        trackingTokenHash: stop.tracked
          ? hashToken(stopLinkToken(linkKeyOf(order.linkKey), order.orderId, seq))
          : null,
        updatedAt: order.at,
      })),
    )
    .returning();
}

/** An order's stops, pickup first (another corporate's order: none). */
export async function stopsOf(
  db: DbOrTx,
  corporateId: string,
  orderId: string,
): Promise<OrderStopRow[]> {
  return db
    .select()
    .from(orderStops)
    .where(and(eq(orderStops.corporateId, corporateId), eq(orderStops.orderId, orderId)))
    .orderBy(asc(orderStops.seq));
}

/**
 * Moves stops forward: `arrived`, then `completed` or `failed`. A stop never goes back (an
 * event that arrives late or twice changes nothing), so the statuses it may leave are listed.
 */
export async function advanceStops(
  db: DbOrTx,
  where: { corporateId: string; orderId: string; seqs: readonly number[] },
  to: { status: OrderStopStatus; at: Date; failureReason?: string | null },
): Promise<OrderStopRow[]> {
  if (where.seqs.length === 0) return [];
  const from: OrderStopStatus[] = to.status === 'arrived' ? ['pending'] : ['pending', 'arrived'];
  // a stop finished without an arrival told first (a ride's destination) arrived when it finished
  const arrived = sql`coalesce(${orderStops.arrivedAt}, ${to.at.toISOString()}::timestamptz)`;
  const times =
    to.status === 'arrived'
      ? { arrivedAt: to.at }
      : to.status === 'completed'
        ? { arrivedAt: arrived, completedAt: to.at }
        : to.status === 'failed'
          ? { arrivedAt: arrived, failedAt: to.at, failureReason: to.failureReason ?? null }
          : {};
  return db
    .update(orderStops)
    .set({ status: to.status, ...times, updatedAt: to.at })
    .where(
      and(
        eq(orderStops.corporateId, where.corporateId),
        eq(orderStops.orderId, where.orderId),
        inArray(orderStops.seq, [...where.seqs]),
        inArray(orderStops.status, from),
      ),
    )
    .returning();
}

/** The stop a public tracking link names, by its token's hash (any order kind). */
export async function findStopByTrackingToken(
  db: DbOrTx,
  token: string,
): Promise<OrderStopRow | null> {
  const [row] = await db
    .select()
    .from(orderStops)
    .where(eq(orderStops.trackingTokenHash, hashToken(token)));
  return row ?? null;
}

/** The courier entered the stop's PIN and it matched (once). */
export async function markPinVerified(
  db: DbOrTx,
  where: { corporateId: string; orderId: string; seq: number },
  at: Date,
): Promise<void> {
  await db
    .update(orderStops)
    .set({ pinVerifiedAt: at })
    .where(
      and(
        eq(orderStops.corporateId, where.corporateId),
        eq(orderStops.orderId, where.orderId),
        eq(orderStops.seq, where.seq),
        sql`${orderStops.pinVerifiedAt} is null`,
      ),
    );
}

/** The courier's photo at a drop-off (an upload of the order's company). */
export async function setProofPhoto(
  db: DbOrTx,
  where: { corporateId: string; orderId: string; seq: number },
  uploadId: string,
): Promise<void> {
  await db
    .update(orderStops)
    .set({ proofUploadId: uploadId })
    .where(
      and(
        eq(orderStops.corporateId, where.corporateId),
        eq(orderStops.orderId, where.orderId),
        eq(orderStops.seq, where.seq),
      ),
    );
}

/** The stops of several orders of a company, in one query (a list's page). */
export const stopsInOrder = (db: DbOrTx, corporateId: string, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(orderStops)
        .where(and(eq(orderStops.corporateId, corporateId), inArray(orderStops.orderId, orderIds)))
        .orderBy(asc(orderStops.orderId), asc(orderStops.seq));
