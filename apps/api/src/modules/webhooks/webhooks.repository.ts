import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  corporates,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
  type Db,
  type DbOrTx,
} from '@trayecto/db';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function selectEndpoints(db: DbOrTx, corporateId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.corporateId, corporateId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** Locks the company's row so two registrations cannot both pass the per-company limit. */
export async function lockCorporate(db: DbOrTx, corporateId: string) {
  await db.execute(
    sql`select 1 from ${corporates} where ${corporates.id} = ${corporateId} for update`,
  );
}

export async function countEndpoints(db: DbOrTx, corporateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.corporateId, corporateId));
  return Number(row?.n ?? 0);
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function findEndpoint(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.corporateId, corporateId)))
    .limit(1);
  return row;
}

export async function updateEndpoint(
  db: DbOrTx,
  corporateId: string,
  id: string,
  patch: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(patch)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.corporateId, corporateId)))
    .returning();
  return row;
}

/** Removes an endpoint and its deliveries (their messages stay for the other endpoints). */
export async function deleteEndpoint(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.corporateId, corporateId)))
    .returning();
  return row;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  messageId: webhookDeliveries.messageId,
  endpointId: webhookDeliveries.endpointId,
  type: webhookMessages.type,
  body: webhookMessages.body,
  createdAt: webhookDeliveries.createdAt,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  succeededAt: webhookDeliveries.succeededAt,
  failedAt: webhookDeliveries.failedAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  lastStatus: webhookDeliveries.lastStatus,
  lastResponse: webhookDeliveries.lastResponse,
  lastDurationMs: webhookDeliveries.lastDurationMs,
};
/** An endpoint's deliveries, newest first, with the message each carries. */
export function selectDeliveries(db: DbOrTx, endpointId: string, limit: number) {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}
export type DeliveryView = Awaited<ReturnType<typeof selectDeliveries>>[number];

export async function findDelivery(db: DbOrTx, endpointId: string, id: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
    .limit(1);
  return row;
}

export async function insertMessage(db: DbOrTx, values: typeof webhookMessages.$inferInsert) {
  await db.insert(webhookMessages).values(values);
}

export async function insertDelivery(db: DbOrTx, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

/** What the relay needs to post one delivery. */
export type ClaimedDelivery = {
  id: string;
  messageId: string;
  endpointId: string;
  corporateId: string;
  createdAt: Date;
  attempts: number;
  body: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  failingSince: Date | null;
};

/**
 * Takes up to `limit` deliveries due at `now`, soonest first, and leases them until `leaseUntil`
 * in one statement. SKIP LOCKED and the lease: two relays (a leader and the one it replaced,
 * for a moment) never post the same delivery at once; one that dies mid-post leaves it to be
 * tried again when the lease ends (at least once; the receiver knows it by its webhook-id).
 */
export async function claimDue(
  db: Db,
  at: { now: Date; leaseUntil: Date },
  limit: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        isNull(webhookDeliveries.succeededAt),
        isNull(webhookDeliveries.failedAt),
        lte(webhookDeliveries.nextAttemptAt, at.now),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: at.leaseUntil })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id });
  if (taken.length === 0) return [];
  return db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      endpointId: webhookDeliveries.endpointId,
      corporateId: webhookDeliveries.corporateId,
      createdAt: webhookDeliveries.createdAt,
      attempts: webhookDeliveries.attempts,
      body: webhookMessages.body,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretUntil: webhookEndpoints.previousSecretUntil,
      failingSince: webhookEndpoints.failingSince,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      inArray(
        webhookDeliveries.id,
        taken.map((t) => t.id),
      ),
    );
}

/** One try's outcome: succeeded, failed with a retry at `retryAt`, or given up (`retryAt` null). */
export async function recordTry(
  db: DbOrTx,
  id: string,
  result: {
    at: Date;
    attempts: number;
    status: number | null;
    response: string | null;
    ms: number;
    succeeded: boolean;
    retryAt: Date | null;
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: result.attempts,
      lastAttemptAt: result.at,
      lastStatus: result.status,
      lastResponse: result.response,
      lastDurationMs: result.ms,
      succeededAt: result.succeeded ? result.at : null,
      failedAt: !result.succeeded && !result.retryAt ? result.at : null,
      nextAttemptAt: result.retryAt ?? result.at,
    })
    .where(eq(webhookDeliveries.id, id));
}

export type SucceededTry = {
  id: string;
  at: Date;
  attempts: number;
  status: number;
  response: string | null;
  ms: number;
};

/**
 * A batch's successful tries in one statement (recordTry's fields for a 2xx): at a thousand
 * events a second, one UPDATE per delivery was the relay's bottleneck.
 */
export async function recordSuccesses(db: DbOrTx, rows: SucceededTry[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.attempts}::int, ${r.at.toISOString()}::timestamptz, ${r.status}::int, ${r.response}::text, ${Math.round(r.ms)}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update webhook_deliveries d set attempts = v.attempts, last_attempt_at = v.at,
      last_status = v.status, last_response = v.response, last_duration_ms = v.ms,
      succeeded_at = v.at, failed_at = null, next_attempt_at = v.at
    from (values ${values}) as v(id, attempts, at, status, response, ms)
    where d.id = v.id`);
}

/**
 * Drops the messages written before `before` whose deliveries have all ended (their deliveries go
 * with them, by the foreign key), at most `limit` at a time. How many went.
 */
export async function pruneMessages(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const rows = (await db.execute(sql`
    delete from webhook_messages where id in (
      select m.id from webhook_messages m
      where m.created_at < ${before.toISOString()}::timestamptz
        and not exists (
          select 1 from webhook_deliveries d
          where d.message_id = m.id and d.succeeded_at is null and d.failed_at is null)
      limit ${limit})
    returning id`)) as unknown as { rows?: unknown[] } | unknown[];
  return Array.isArray(rows) ? rows.length : (rows.rows?.length ?? 0);
}

/** A delivery to these endpoints succeeded: their run of failures is over. */
export async function clearFailing(db: DbOrTx, endpointIds: string[]) {
  if (endpointIds.length === 0) return;
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(
      and(
        inArray(webhookEndpoints.id, endpointIds),
        sql`${webhookEndpoints.failingSince} is not null`,
      ),
    );
}

/** A delivery to this endpoint failed: its run of failures starts now unless it already had. */
export async function markFailing(db: DbOrTx, endpointId: string, at: Date) {
  await db
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, endpointId));
}

/**
 * Disables an endpoint that has delivered nothing since `since` (and is not disabled yet), and
 * gives up its deliveries still to go; answers the endpoint when this call disabled it.
 */
export async function disableIfSilentSince(db: DbOrTx, endpointId: string, since: Date, at: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: at })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        isNull(webhookEndpoints.disabledAt),
        sql`not exists (select 1 from ${webhookDeliveries} s
          where s.endpoint_id = ${webhookEndpoints.id}
            and s.succeeded_at >= ${since.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  if (!row) return undefined;
  await failPendingOf(
    db,
    endpointId,
    at,
    'not sent: the endpoint was disabled after 3 days of failures',
  );
  return row;
}

/** The pending deliveries of a disabled endpoint are given up with it. */
export async function failPendingOf(db: DbOrTx, endpointId: string, at: Date, reason: string) {
  await db
    .update(webhookDeliveries)
    .set({ failedAt: at, lastResponse: reason })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        isNull(webhookDeliveries.succeededAt),
        isNull(webhookDeliveries.failedAt),
      ),
    );
}

/** Whom to tell of a disabled endpoint: the company's own address, in its language. */
export async function companyContact(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({ name: corporates.name, email: corporates.email, lang: corporates.lang })
    .from(corporates)
    .where(eq(corporates.id, corporateId))
    .limit(1);
  return row;
}
