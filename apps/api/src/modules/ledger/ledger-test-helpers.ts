import { randomUUID } from 'node:crypto';
import {
  corporates,
  ledgerEntries,
  ledgerHolds,
  ledgerTransfers,
  type Db,
  type DbOrTx,
} from '@trayecto/db';

// Shared by the ledger's *.test.ts files only (imported from tests, never from src code paths).

/** Inserts a minimal corporate row and returns its id. */
export async function createCorporate(db: DbOrTx): Promise<string> {
  const id = randomUUID();
  const suffix = id.slice(0, 8);
  await db.insert(corporates).values({
    id,
    uniqueId: `TT-${suffix}`,
    name: `Test ${suffix}`,
    email: `corp-${suffix}@test.example`,
    passwordHash: 'x',
  });
  return id;
}

/** Row counts of the ledger tables, to prove a refusal wrote nothing. */
export async function ledgerCounts(db: Db) {
  const [transfers, entries, holds] = await Promise.all([
    db.$count(ledgerTransfers),
    db.$count(ledgerEntries),
    db.$count(ledgerHolds),
  ]);
  return { transfers, entries, holds };
}
