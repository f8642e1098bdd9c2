import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerHolds,
  ledgerTransfers,
  type DbOrTx,
} from '@trayecto/db';

// The ledger's SQL. Every balance change is one guarded UPDATE, so the check and the write are a
// single atomic statement (no read-then-write race). Amount parameters are cast to bigint so
// PostgreSQL never infers a 32-bit integer for them.

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerHoldRow = typeof ledgerHolds.$inferSelect;
export type NewLedgerAccount = typeof ledgerAccounts.$inferInsert;

const a = ledgerAccounts;
const big = (n: number) => sql`${n}::bigint`;

export async function findAccountById(db: DbOrTx, id: string): Promise<LedgerAccountRow | null> {
  const rows = await db.select().from(a).where(eq(a.id, id));
  return rows[0] ?? null;
}

export async function findAccountByOwner(
  db: DbOrTx,
  owner: { ownerType: 'corporate' | 'payroll_user'; ownerId: string } | { code: string },
): Promise<LedgerAccountRow | null> {
  const where =
    'code' in owner
      ? and(eq(a.ownerType, 'provider'), eq(a.code, owner.code))
      : and(eq(a.ownerType, owner.ownerType), eq(a.ownerId, owner.ownerId));
  const rows = await db.select().from(a).where(where);
  return rows[0] ?? null;
}

/** Inserts unless an account with the same owner or code exists; null when it already did. */
export async function insertAccountIfAbsent(
  db: DbOrTx,
  values: NewLedgerAccount,
): Promise<LedgerAccountRow | null> {
  const rows = await db.insert(a).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** Locks the accounts in id order (callers that touch several rows use it to avoid deadlocks). */
export async function lockAccounts(db: DbOrTx, ids: string[]): Promise<string[]> {
  const sorted = [...new Set(ids)].sort();
  const rows = await db
    .select({ id: a.id })
    .from(a)
    .where(inArray(a.id, sorted))
    .orderBy(a.id)
    .for('no key update');
  return rows.map((r) => r.id);
}

/**
 * Adds `amount` to the balance unless it is a debit that would leave less than nothing available
 * (balance + overdraft - holds). Returns the new balance, or null when refused or missing.
 */
export async function applyEntry(
  db: DbOrTx,
  accountId: string,
  amount: number,
): Promise<number | null> {
  const rows = await db
    .update(a)
    .set({ balanceCents: sql`${a.balanceCents} + ${big(amount)}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(a.id, accountId),
        sql`(${a.allowNegative} or ${big(amount)} >= 0 or ${a.balanceCents} + ${big(amount)} + ${a.overdraftCents} - ${a.heldCents} >= 0)`,
      ),
    )
    .returning({ balanceCents: a.balanceCents });
  return rows[0]?.balanceCents ?? null;
}

/** Reserves `amount` if available (balance + overdraft - holds) covers it. False when refused. */
export async function reserveHeld(db: DbOrTx, accountId: string, amount: number): Promise<boolean> {
  const rows = await db
    .update(a)
    .set({ heldCents: sql`${a.heldCents} + ${big(amount)}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(a.id, accountId),
        sql`(${a.allowNegative} or ${a.balanceCents} + ${a.overdraftCents} - ${a.heldCents} - ${big(amount)} >= 0)`,
      ),
    )
    .returning({ id: a.id });
  return rows.length === 1;
}

export async function releaseHeld(db: DbOrTx, accountId: string, amount: number): Promise<void> {
  await db
    .update(a)
    .set({ heldCents: sql`${a.heldCents} - ${big(amount)}`, updatedAt: sql`now()` })
    .where(eq(a.id, accountId));
}

/** Sets the overdraft unless the balance and holds need more than it leaves. */
export async function updateOverdraft(
  db: DbOrTx,
  accountId: string,
  cents: number,
): Promise<LedgerAccountRow | null> {
  const rows = await db
    .update(a)
    .set({ overdraftCents: cents, updatedAt: sql`now()` })
    .where(
      and(
        eq(a.id, accountId),
        sql`(${a.allowNegative} or ${a.balanceCents} + ${big(cents)} - ${a.heldCents} >= 0)`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function insertTransfer(
  db: DbOrTx,
  values: typeof ledgerTransfers.$inferInsert,
): Promise<string> {
  const rows = await db
    .insert(ledgerTransfers)
    .values(values)
    .returning({ id: ledgerTransfers.id });
  return rows[0]!.id;
}

export async function insertEntries(
  db: DbOrTx,
  values: Array<typeof ledgerEntries.$inferInsert>,
): Promise<void> {
  await db.insert(ledgerEntries).values(values);
}

export async function insertHold(
  db: DbOrTx,
  values: typeof ledgerHolds.$inferInsert,
): Promise<LedgerHoldRow> {
  const rows = await db.insert(ledgerHolds).values(values).returning();
  return rows[0]!;
}

/** Moves a pending hold to its final status; null when it is missing or already resolved. */
export async function resolveHold(
  db: DbOrTx,
  holdId: string,
  status: 'posted' | 'voided',
): Promise<LedgerHoldRow | null> {
  const rows = await db
    .update(ledgerHolds)
    .set({ status, resolvedAt: sql`now()` })
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

export async function setHoldTransfer(
  db: DbOrTx,
  holdId: string,
  transferId: string,
): Promise<void> {
  await db.update(ledgerHolds).set({ transferId }).where(eq(ledgerHolds.id, holdId));
}

export async function findHold(db: DbOrTx, holdId: string): Promise<LedgerHoldRow | null> {
  const rows = await db.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId));
  return rows[0] ?? null;
}

export type LedgerEntryView = {
  id: number;
  transferId: string;
  accountId: string;
  amountCents: number;
  balanceBeforeCents: number;
  balanceAfterCents: number;
  createdAt: Date;
  kind: string;
  description: string;
  referenceType: string | null;
  referenceId: string | null;
  metadata: unknown;
};

/** An account's entries, newest first, keyset by entry id. */
export async function selectAccountEntries(
  db: DbOrTx,
  accountId: string,
  opts: { beforeId?: number | undefined; limit: number },
): Promise<LedgerEntryView[]> {
  const e = ledgerEntries;
  const t = ledgerTransfers;
  return db
    .select({
      id: e.id,
      transferId: e.transferId,
      accountId: e.accountId,
      amountCents: e.amountCents,
      balanceBeforeCents: e.balanceBeforeCents,
      balanceAfterCents: e.balanceAfterCents,
      // a movement's date is its transfer's: the one history imported or seeded is dated by
      createdAt: t.createdAt,
      kind: t.kind,
      description: t.description,
      referenceType: t.referenceType,
      referenceId: t.referenceId,
      metadata: t.metadata,
    })
    .from(e)
    .innerJoin(t, eq(t.id, e.transferId))
    .where(
      opts.beforeId === undefined
        ? eq(e.accountId, accountId)
        : and(eq(e.accountId, accountId), lt(e.id, opts.beforeId)),
    )
    .orderBy(desc(e.id))
    .limit(opts.limit);
}
