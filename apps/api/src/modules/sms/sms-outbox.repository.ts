import { and, asc, eq, exists, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { smsOutbox, trips, type Db, type DbOrTx } from '@trayecto/db';

/** A message the relay took to send: nobody else relays it until `leaseUntil`. */
export type ClaimedSms = {
  id: string;
  orderId: string | null;
  to: string;
  text: string;
  attempts: number;
};

/**
 * Takes up to `limit` messages due at `now`, oldest first, and leases them until `leaseUntil`
 * (their next_attempt_at), in one statement. SKIP LOCKED: two instances relaying at once take
 * different rows, and the lease keeps a taken row from the next sweep while it is posted. A
 * message of an order waits until the provider has the order (dispatched_at): the order may
 * still be refused and removed, and its SMS with it.
 */
export async function claimDueSms(
  db: Db,
  at: { now: Date; leaseUntil: Date },
  limit: number,
): Promise<ClaimedSms[]> {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(
      and(
        isNull(smsOutbox.sentAt),
        isNull(smsOutbox.failedAt),
        or(isNull(smsOutbox.nextAttemptAt), lte(smsOutbox.nextAttemptAt, at.now)),
        or(
          isNull(smsOutbox.orderId),
          exists(
            db
              .select({ one: sql`1` })
              .from(trips)
              .where(and(eq(trips.id, smsOutbox.orderId), isNotNull(trips.dispatchedAt))),
          ),
        ),
      ),
    )
    .orderBy(asc(smsOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(smsOutbox)
    .set({ nextAttemptAt: at.leaseUntil })
    .where(inArray(smsOutbox.id, due))
    .returning({
      id: smsOutbox.id,
      orderId: smsOutbox.orderId,
      to: smsOutbox.to,
      text: smsOutbox.text,
      attempts: smsOutbox.attempts,
    });
}

/** The status of each order, by id (a removed order is absent). */
export async function orderStatuses(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: trips.id, status: trips.status })
    .from(trips)
    .where(inArray(trips.id, orderIds));
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function markSmsSent(db: Db, id: string, at: Date, attempts: number) {
  await db
    .update(smsOutbox)
    .set({ sentAt: at, attempts, error: null, nextAttemptAt: null })
    .where(eq(smsOutbox.id, id));
}

/** A failed post: its error and count; retried at `retryAt`, or given up (`retryAt` null). */
export async function markSmsFailed(
  db: Db,
  id: string,
  failure: { at: Date; attempts: number; error: string; retryAt: Date | null },
) {
  await db
    .update(smsOutbox)
    .set({
      attempts: failure.attempts,
      error: failure.error.slice(0, 500),
      nextAttemptAt: failure.retryAt,
      failedAt: failure.retryAt ? null : failure.at,
    })
    .where(eq(smsOutbox.id, id));
}

/** Never to be sent: its order ended (or was removed) before the message went out. */
export async function markSmsMoot(db: Db, id: string, at: Date, reason: string) {
  await db
    .update(smsOutbox)
    .set({ failedAt: at, error: reason, nextAttemptAt: null })
    .where(eq(smsOutbox.id, id));
}

/**
 * Queues a message in the transaction of what it announces (a parcel's PIN, a guest's tracking
 * link): it leaves once the provider has the order, or never if that transaction rolls back.
 * Call `deps.sms.kick()` after the commit.
 */
export async function queueSms(
  db: DbOrTx,
  row: { corporateId: string; orderId: string; to: string; text: string },
) {
  await db.insert(smsOutbox).values(row);
}
