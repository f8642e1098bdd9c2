import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { idempotencyKeys, type DbOrTx } from '@trayecto/db';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type KeyRef = { corporateId: string; key: string };

const k = idempotencyKeys;
const PURGE_BATCH = 100;
const isKey = (ref: KeyRef) => and(eq(k.corporateId, ref.corporateId), eq(k.key, ref.key));

/** Deletes a bounded batch of expired keys (cheap with the expires_at index). */
export async function purgeExpired(db: DbOrTx): Promise<void> {
  const expired = db
    .select({ key: k.key })
    .from(k)
    .where(lt(k.expiresAt, sql`now()`))
    .limit(PURGE_BATCH);
  await db.delete(k).where(and(lt(k.expiresAt, sql`now()`), inArray(k.key, expired)));
}

/**
 * The key's advisory lock for the rest of this transaction: false when another transaction
 * holds it. The lock is PostgreSQL's, so it is released by commit, rollback, or the death of the
 * connection (a killed process): it cannot outlive the request. 64-bit hash of corporate and key.
 */
export async function tryLockKey(tx: DbOrTx, ref: KeyRef): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`idem\n${ref.corporateId}\n${ref.key}`}, 0)) as ok`,
  )) as unknown as { rows: Array<{ ok: boolean }> };
  return result.rows[0]?.ok === true;
}

/**
 * The stored result of a key, if any and not expired. Rows with status 'in_progress' were
 * written by the earlier design (a claim committed before the work) and are ignored: their
 * process is gone and their effect, if any, has no stored result.
 */
export async function findLiveKey(db: DbOrTx, ref: KeyRef): Promise<IdempotencyRow | null> {
  const rows = await db
    .select()
    .from(k)
    .where(and(isKey(ref), eq(k.status, 'done'), gt(k.expiresAt, sql`now()`)));
  return rows[0] ?? null;
}

/** Stores the result in the caller's transaction (replacing an expired or abandoned row). */
export async function storeKey(
  tx: DbOrTx,
  values: KeyRef & {
    requestHash: string;
    ttlMs: number;
    result: { statusCode: number; body: unknown };
  },
): Promise<void> {
  const row = {
    requestHash: values.requestHash,
    status: 'done' as const,
    responseStatus: values.result.statusCode,
    responseBody: values.result.body ?? null,
    createdAt: sql`now()`,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlMs / 1000})`,
  };
  await tx
    .insert(k)
    .values({ corporateId: values.corporateId, key: values.key, ...row })
    .onConflictDoUpdate({ target: [k.corporateId, k.key], set: row });
}

/** Drops a stored result, in the transaction that undoes its effect. */
export async function deleteKey(tx: DbOrTx, ref: KeyRef): Promise<void> {
  await tx.delete(k).where(isKey(ref));
}

/**
 * Replaces the stored result with the answer the request really sent, after its transaction
 * committed (what was stored inside it was the service's view of the effect then).
 */
export async function replaceResult(
  db: DbOrTx,
  ref: KeyRef & { requestHash: string },
  result: { statusCode: number; body: unknown },
): Promise<void> {
  await db
    .update(k)
    .set({ responseStatus: result.statusCode, responseBody: result.body ?? null })
    .where(and(isKey(ref), eq(k.requestHash, ref.requestHash), eq(k.status, 'done')));
}
