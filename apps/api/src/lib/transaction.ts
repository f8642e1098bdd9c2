import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '@trayecto/db';
import { isRetryableTransactionError } from './db-errors.ts';

/** How many times a transaction PostgreSQL aborted for a deadlock or serialization failure runs. */
export const TRANSACTION_ATTEMPTS = 5;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction. On the root database, a transaction that PostgreSQL aborts for a
 * deadlock (40P01) or a serialization failure (40001) is run again from the start, up to
 * TRANSACTION_ATTEMPTS times with a short random back-off, before the error reaches the caller:
 * the aborted attempt wrote nothing, so running it again is safe as long as `work` keeps its side
 * effects (events, e-mail, calls to the provider) for after the commit. Inside a transaction
 * (`db` is a Tx) it is a savepoint and is not retried here: only the outermost transaction can be
 * run again.
 *
 * Lock order, the same everywhere so that concurrent writers cannot deadlock in the first place:
 * the idempotency key (advisory lock), then the business row (payroll user, trip) with
 * `for no key update`, then ledger holds, then ledger accounts in id order.
 */
export async function runTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await (db as Db).transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      // Jitter so that the two sides of a deadlock do not meet again at once.
      await pause(Math.floor(Math.random() * 20 * attempt) + 1);
    }
  }
}
