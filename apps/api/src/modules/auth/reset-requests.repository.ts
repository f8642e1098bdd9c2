import { eq, sql } from 'drizzle-orm';
import { passwordResetRequests, type DbOrTx } from '@trayecto/db';

/** The request path's only statement, the same for every e-mail. */
export async function enqueueResetRequest(
  db: DbOrTx,
  values: { email: string; ip: string | null; requestedAt: Date },
) {
  await db.insert(passwordResetRequests).values(values);
}

/**
 * The oldest request no other worker holds and not given up on, locked until the transaction
 * ends (SKIP LOCKED: instances share the queue without waiting on each other).
 */
export async function claimResetRequest(tx: DbOrTx, maxAttempts: number) {
  const [row] = await tx
    .select()
    .from(passwordResetRequests)
    .where(sql`${passwordResetRequests.attempts} < ${maxAttempts}`)
    .orderBy(passwordResetRequests.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function deleteResetRequest(tx: DbOrTx, id: number) {
  await tx.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));
}

/** Keeps a failed request for the next run, with its error; answers the attempts so far. */
export async function recordResetRequestFailure(db: DbOrTx, id: number, error: string) {
  const [row] = await db
    .update(passwordResetRequests)
    .set({ attempts: sql`${passwordResetRequests.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(passwordResetRequests.id, id))
    .returning({ attempts: passwordResetRequests.attempts });
  return row?.attempts ?? 0;
}
