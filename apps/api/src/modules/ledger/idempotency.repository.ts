import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { idempotencyKeys, type DbOrTx } from '@trayecto/db';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const k = idempotencyKeys;
const PURGE_BATCH = 100;

/** Deletes a bounded batch of expired keys (cheap with the expires_at index). */
export async function purgeExpired(db: DbOrTx): Promise<void> {
  const expired = db
    .select({ key: k.key })
    .from(k)
    .where(lt(k.expiresAt, sql`now()`))
    .limit(PURGE_BATCH);
  await db.delete(k).where(and(lt(k.expiresAt, sql`now()`), inArray(k.key, expired)));
}

/** Deletes this key's row if it has expired, so the key can be used again. */
export async function deleteIfExpired(
  db: DbOrTx,
  corporateId: string,
  key: string,
): Promise<boolean> {
  const rows = await db
    .delete(k)
    .where(and(eq(k.corporateId, corporateId), eq(k.key, key), lt(k.expiresAt, sql`now()`)))
    .returning({ key: k.key });
  return rows.length > 0;
}

/** Claims the key; true when this call inserted it, false when a row already exists. */
export async function claimKey(
  db: DbOrTx,
  values: { corporateId: string; key: string; requestHash: string; ttlMs: number },
): Promise<boolean> {
  const rows = await db
    .insert(k)
    .values({
      corporateId: values.corporateId,
      key: values.key,
      requestHash: values.requestHash,
      status: 'in_progress',
      expiresAt: sql`now() + make_interval(secs => ${values.ttlMs / 1000})`,
    })
    .onConflictDoNothing()
    .returning({ key: k.key });
  return rows.length === 1;
}

export async function findKey(
  db: DbOrTx,
  corporateId: string,
  key: string,
): Promise<IdempotencyRow | null> {
  const rows = await db
    .select()
    .from(k)
    .where(and(eq(k.corporateId, corporateId), eq(k.key, key)));
  return rows[0] ?? null;
}

export async function completeKey(
  db: DbOrTx,
  corporateId: string,
  key: string,
  response: { statusCode: number; body: unknown },
): Promise<void> {
  await db
    .update(k)
    .set({
      status: 'done',
      responseStatus: response.statusCode,
      responseBody: response.body ?? null,
    })
    .where(and(eq(k.corporateId, corporateId), eq(k.key, key), eq(k.status, 'in_progress')));
}

/** Drops an unfinished claim so the same key can be retried. */
export async function releaseKey(
  db: DbOrTx,
  corporateId: string,
  key: string,
  requestHash: string,
): Promise<void> {
  await db
    .delete(k)
    .where(
      and(
        eq(k.corporateId, corporateId),
        eq(k.key, key),
        eq(k.requestHash, requestHash),
        eq(k.status, 'in_progress'),
      ),
    );
}
