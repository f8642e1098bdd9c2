import type { DbOrTx } from '@trayecto/db';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './ledger.repository.ts';
import type { LedgerHoldRow } from './ledger.repository.ts';
import {
  assertCents,
  availableCents,
  findAccount,
  transfer,
  type OwnerRef,
} from './ledger.service.ts';
import { runTransaction } from '../../lib/transaction.ts';

export type { LedgerHoldRow } from './ledger.repository.ts';

// Holds reserve money at request time (trips, parcels) and are settled once: posted for the final
// amount, or voided. The pending amount lives in ledger_accounts.held_cents, so the transfer
// guard (balance + overdraft - holds) sees it without summing holds.

type HoldFigures = Pick<
  repo.LedgerAccountRow,
  'allowNegative' | 'balanceCents' | 'overdraftCents' | 'heldCents'
>;

/**
 * Whether a hold of `amountCents` fits the account as it stands: what reserveHeld requires in its
 * update (balance + overdraft - holds covers it, or the account may go below zero). An account
 * not yet opened has nothing. A preview that says what a booking will do asks this, so it refuses
 * exactly what the hold will refuse.
 */
export function holdFits(account: HoldFigures | null, amountCents: number): boolean {
  if (!account) return amountCents <= 0;
  return account.allowNegative || availableCents(account) - amountCents >= 0;
}

/**
 * Holds played out in order without writing anything (a batch's preview): each one asked of its
 * payer's account as read once, less what the holds before it in the plan kept.
 */
export function holdPlan(db: DbOrTx) {
  const accounts = new Map<string, Promise<HoldFigures | null>>();
  const kept = new Map<string, number>();
  return {
    /**
     * Whether a hold of `amountCents` on `owner` fits after the ones kept before it; `keep`: it
     * stays held (a booked order) rather than let go at once (an order filed for approval).
     */
    async fits(owner: OwnerRef, amountCents: number, keep: boolean): Promise<boolean> {
      const key = JSON.stringify(owner);
      if (!accounts.has(key)) accounts.set(key, findAccount(db, owner));
      const account = await accounts.get(key)!;
      const heldBefore = kept.get(key) ?? 0;
      const fits =
        amountCents <= 0 ||
        holdFits(account && { ...account, heldCents: account.heldCents + heldBefore }, amountCents);
      if (fits && keep && amountCents > 0) kept.set(key, heldBefore + amountCents);
      return fits;
    },
  };
}

export async function createHold(
  db: DbOrTx,
  input: {
    accountId: string;
    corporateId: string | null;
    amountCents: number;
    referenceType?: string;
    referenceId?: string;
  },
): Promise<LedgerHoldRow> {
  assertCents(input.amountCents, 'amountCents', { min: 1 });
  return runTransaction(db, async (tx) => {
    if (!(await repo.reserveHeld(tx, input.accountId, input.amountCents))) {
      if (!(await repo.findAccountById(tx, input.accountId))) throw new AppError(404, 'not_found');
      throw new AppError(422, 'insufficient_balance');
    }
    return repo.insertHold(tx, {
      accountId: input.accountId,
      corporateId: input.corporateId,
      amountCents: input.amountCents,
      referenceType: input.referenceType ?? null,
      referenceId: input.referenceId ?? null,
    });
  });
}

async function resolveOrThrow(
  db: DbOrTx,
  holdId: string,
  status: 'posted' | 'voided',
): Promise<LedgerHoldRow> {
  const hold = await repo.resolveHold(db, holdId, status);
  if (hold) return hold;
  if (!(await repo.findHold(db, holdId))) throw new AppError(404, 'not_found');
  throw new AppError(409, 'hold_already_resolved');
}

/**
 * Settles a hold for `finalAmountCents` (may differ from the held amount; 0 charges nothing):
 * releases the reservation and moves the final amount to `creditAccountId`, at most once. If the
 * account cannot cover a larger final amount, 422 insufficient_balance and the hold stays pending.
 */
export async function postHold(
  db: DbOrTx,
  holdId: string,
  input: {
    finalAmountCents: number;
    creditAccountId: string;
    kind: string;
    description?: string;
    metadata?: unknown;
  },
): Promise<{ hold: LedgerHoldRow; transferId: string | null }> {
  assertCents(input.finalAmountCents, 'finalAmountCents', { min: 0 });
  return runTransaction(db, async (tx) => {
    // The hold row is locked first, then both accounts in id order, as every other path does.
    const hold = await resolveOrThrow(tx, holdId, 'posted');
    await repo.lockAccounts(tx, [hold.accountId, input.creditAccountId]);
    await repo.releaseHeld(tx, hold.accountId, hold.amountCents);
    if (input.finalAmountCents === 0) return { hold, transferId: null };
    const { transferId } = await transfer(tx, {
      corporateId: hold.corporateId,
      kind: input.kind,
      description: input.description,
      referenceType: hold.referenceType ?? undefined,
      referenceId: hold.referenceId ?? undefined,
      metadata: input.metadata ?? { holdId: hold.id, heldCents: hold.amountCents },
      entries: [
        { accountId: hold.accountId, amountCents: -input.finalAmountCents },
        { accountId: input.creditAccountId, amountCents: input.finalAmountCents },
      ],
    });
    await repo.setHoldTransfer(tx, hold.id, transferId);
    return { hold: { ...hold, transferId }, transferId };
  });
}

/** Releases a pending hold without charging anything, at most once. */
export async function voidHold(db: DbOrTx, holdId: string): Promise<LedgerHoldRow> {
  return runTransaction(db, async (tx) => {
    const hold = await resolveOrThrow(tx, holdId, 'voided');
    await repo.releaseHeld(tx, hold.accountId, hold.amountCents);
    return hold;
  });
}

export function getHold(db: DbOrTx, holdId: string): Promise<LedgerHoldRow | null> {
  return repo.findHold(db, holdId);
}
