import type { DbOrTx } from '@trayecto/db';
import { AppError } from '../../lib/app-error.ts';
import { keysetPage } from '../../lib/keyset.ts';
import * as repo from './ledger.repository.ts';
import type { LedgerAccountRow, LedgerEntryView } from './ledger.repository.ts';
import { runTransaction } from '../../lib/transaction.ts';

export type { LedgerAccountRow, LedgerEntryView } from './ledger.repository.ts';

/** Who an account belongs to. Provider accounts are the provider's own books. */
export type OwnerRef =
  | { type: 'corporate'; corporateId: string }
  | { type: 'payroll_user'; corporateId: string; userId: string }
  | { type: 'provider'; code: 'revenue' | 'bank_clearing' | 'credit_line' | 'taxes_payable' };

export type TransferEntry = { accountId: string; amountCents: number };

export type TransferInput = {
  corporateId: string | null;
  kind: string;
  description?: string;
  referenceType?: string;
  referenceId?: string;
  metadata?: unknown;
  entries: TransferEntry[];
};

/**
 * A call that breaks the ledger's rules by construction (unbalanced transfer, fractional cents,
 * unknown account). It is a bug in the calling code, never the user's input, so it is not an
 * AppError: routes validate input before they reach the ledger.
 */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}

export function assertCents(value: number, what: string, opts: { min?: number } = {}): void {
  if (!Number.isSafeInteger(value))
    throw new LedgerInvariantError(`${what} must be an integer number of cents`);
  if (opts.min !== undefined && value < opts.min)
    throw new LedgerInvariantError(`${what} must be >= ${opts.min}`);
}

function ownerKey(owner: OwnerRef) {
  if (owner.type === 'provider') return { code: owner.code } as const;
  return {
    ownerType: owner.type,
    ownerId: owner.type === 'corporate' ? owner.corporateId : owner.userId,
  } as const;
}

/**
 * Gets the owner's account, creating it on first use (safe under concurrency: the unique index
 * decides). `overdraftCents` applies only when the account is created; change it later with
 * setOverdraft.
 */
export async function ensureAccount(
  db: DbOrTx,
  owner: OwnerRef,
  opts: { overdraftCents?: number } = {},
): Promise<LedgerAccountRow> {
  const key = ownerKey(owner);
  const existing = await repo.findAccountByOwner(db, key);
  if (existing) return existing;
  const overdraftCents = opts.overdraftCents ?? 0;
  assertCents(overdraftCents, 'overdraftCents', { min: 0 });
  const created = await repo.insertAccountIfAbsent(
    db,
    owner.type === 'provider'
      ? {
          ownerType: 'provider',
          code: owner.code,
          corporateId: null,
          allowNegative: true,
          overdraftCents,
        }
      : {
          ownerType: owner.type,
          ownerId: 'ownerId' in key ? key.ownerId : null,
          corporateId: owner.corporateId,
          overdraftCents,
        },
  );
  if (created) return created;
  const raced = await repo.findAccountByOwner(db, key);
  if (!raced) throw new LedgerInvariantError('account could not be created');
  return raced;
}

/** The owner's account if it exists (never creates one). */
export function findAccount(db: DbOrTx, owner: OwnerRef): Promise<LedgerAccountRow | null> {
  return repo.findAccountByOwner(db, ownerKey(owner));
}

export function getAccount(db: DbOrTx, accountId: string): Promise<LedgerAccountRow | null> {
  return repo.findAccountById(db, accountId);
}

function validateEntries(entries: TransferEntry[]): void {
  if (entries.length < 2) throw new LedgerInvariantError('a transfer needs two or more entries');
  let sum = 0;
  for (const e of entries) {
    assertCents(e.amountCents, 'amountCents');
    if (e.amountCents === 0) throw new LedgerInvariantError('an entry cannot be zero');
    sum += e.amountCents;
  }
  if (!Number.isSafeInteger(sum)) throw new LedgerInvariantError('transfer total out of range');
  if (sum !== 0) throw new LedgerInvariantError(`a transfer must sum to zero (it sums to ${sum})`);
}

/**
 * Moves money: writes the transfer, applies each entry with a guarded atomic UPDATE, and records
 * the entries with their balances before and after, all in one transaction (a savepoint inside
 * the caller's transaction). Accounts are updated in id order so concurrent transfers lock rows
 * in the same order and cannot deadlock. A refused debit throws 422 insufficient_balance and
 * nothing is written.
 */
export async function transfer(db: DbOrTx, input: TransferInput): Promise<{ transferId: string }> {
  validateEntries(input.entries);
  // Per account, credits go first so a transfer that both credits and debits one account is
  // judged on its net effect.
  const ordered = [...input.entries].sort((x, y) =>
    x.accountId < y.accountId ? -1 : x.accountId > y.accountId ? 1 : y.amountCents - x.amountCents,
  );
  return runTransaction(db, async (tx) => {
    const transferId = await repo.insertTransfer(tx, {
      corporateId: input.corporateId,
      kind: input.kind,
      description: input.description ?? '',
      referenceType: input.referenceType ?? null,
      referenceId: input.referenceId ?? null,
      metadata: input.metadata ?? null,
    });
    const rows = [];
    for (const entry of ordered) {
      const after = await repo.applyEntry(tx, entry.accountId, entry.amountCents);
      if (after === null) {
        if (!(await repo.findAccountById(tx, entry.accountId))) {
          throw new LedgerInvariantError(`unknown ledger account ${entry.accountId}`);
        }
        throw new AppError(422, 'insufficient_balance');
      }
      rows.push({
        transferId,
        accountId: entry.accountId,
        amountCents: entry.amountCents,
        balanceBeforeCents: after - entry.amountCents,
        balanceAfterCents: after,
      });
    }
    await repo.insertEntries(tx, rows);
    return { transferId };
  });
}

/** Sets an account's overdraft (>= 0); refused with 422 overdraft_too_low if the balance needs more. */
export async function setOverdraft(
  db: DbOrTx,
  accountId: string,
  cents: number,
): Promise<LedgerAccountRow> {
  assertCents(cents, 'overdraftCents', { min: 0 });
  const row = await repo.updateOverdraft(db, accountId, cents);
  if (row) return row;
  if (!(await repo.findAccountById(db, accountId))) throw new AppError(404, 'not_found');
  throw new AppError(422, 'overdraft_too_low');
}

/** An account's entries with their transfer, newest first; pass `nextCursor` back for the next page. */
export async function listAccountEntries(
  db: DbOrTx,
  accountId: string,
  opts: { cursor?: number | undefined; limit?: number } = {},
): Promise<{ items: LedgerEntryView[]; nextCursor: number | null }> {
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 500);
  const rows = await repo.selectAccountEntries(db, accountId, {
    beforeId: opts.cursor,
    limit: limit + 1,
  });
  const { page, next } = keysetPage(rows, limit, (row) => row.id);
  return { items: page, nextCursor: next };
}

// The three figures every screen shows of an account, computed here and nowhere else.
type AccountFigures = Pick<LedgerAccountRow, 'balanceCents' | 'overdraftCents' | 'heldCents'>;

/** What can be spent now: balance + overdraft - holds. */
export function availableCents(account: AccountFigures): number {
  return account.balanceCents + account.overdraftCents - account.heldCents;
}

/** The wallet (GET /me, the menu, `wallet:update`): the account's own money that holds don't reserve. */
export function walletCents(account: Pick<AccountFigures, 'balanceCents' | 'heldCents'>): number {
  return account.balanceCents - account.heldCents;
}

/**
 * What a company can take back from a collaborator: the collaborator's own balance less what
 * holds reserve, never their overdraft (taking it would put the company's money into a debt).
 */
export function takeableCents(account: Pick<AccountFigures, 'balanceCents' | 'heldCents'>): number {
  return Math.max(0, account.balanceCents - account.heldCents);
}
