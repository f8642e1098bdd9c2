import { fromCents, toCents, type PayrollUser } from '@trayecto/contracts';
import type { Tx } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import {
  availableCents,
  ensureAccount,
  setOverdraft,
  takeableCents,
  transfer,
  walletCents,
  type LedgerAccountRow,
} from '../ledger/ledger.service.ts';
import { toPayrollUser } from './payroll-dto.ts';
import { isUuid } from '../../lib/keyset.ts';
import * as repo from './payroll.repository.ts';

/** Called after a committed movement with the corporate's new wallet (dollars). */
export type WalletNotifier = (corporateId: string, wallet: number) => void;

/** The corporate wallet as GET /me shows it: its own money not reserved by holds. */
export const walletOf = (a: Pick<LedgerAccountRow, 'balanceCents' | 'heldCents'>) =>
  fromCents(walletCents(a));
const money = (a: LedgerAccountRow) => ({
  balance: fromCents(a.balanceCents),
  overdraft: fromCents(a.overdraftCents),
  held: fromCents(a.heldCents),
});

/**
 * Locks the user row (a live user of this corporate) and both ledger accounts in id order, so
 * the checks below read what the transfer will change. 404 for another corporate's or a deleted user.
 */
async function lockUserAndAccounts(tx: Tx, corporateId: string, userId: string) {
  if (!isUuid(userId)) throw notFound();
  const row = await repo.findUser(tx, corporateId, userId, { forUpdate: true });
  if (!row || row.user.deletedAt) throw notFound();
  let locked = await repo.lockWalletAndUserAccounts(tx, corporateId, userId);
  if (!locked.user || !locked.corporate) {
    // First movement of a seeded or imported user (or a brand-new corporate): open the accounts.
    await ensureAccount(tx, { type: 'corporate', corporateId });
    await ensureAccount(tx, { type: 'payroll_user', corporateId, userId });
    locked = await repo.lockWalletAndUserAccounts(tx, corporateId, userId);
  }
  return { row, user: locked.user!, corporate: locked.corporate! };
}

/** An account after a movement we made while holding its row lock. */
const plus = (a: LedgerAccountRow, cents: number): LedgerAccountRow => ({
  ...a,
  balanceCents: a.balanceCents + cents,
});

export type BalanceResult = {
  success: true;
  data: { user: PayrollUser; wallet: number; transfer_id: string };
};

/**
 * POST /users/{id}/balance. give: corporate wallet -> user (the corporate's balance + overdraft
 * must cover it; an inactive user cannot receive). take: user -> corporate (the user's own
 * balance, not their overdraft, must cover it). Refusals move nothing. With an idempotency scope
 * the key is locked first and the result stored in the same transaction as the transfer.
 */
export async function moveBalance(
  deps: AppDeps,
  corporateId: string,
  userId: string,
  body: { amount: number; direction: 'give' | 'take' },
  actor: Actor,
  notify: WalletNotifier,
  idempotency?: IdempotencyScope,
): Promise<BalanceResult> {
  const cents = toCents(body.amount);
  const result = await runTransaction(deps.db, async (tx) => {
    await idempotency?.begin(tx);
    const { row, user, corporate } = await lockUserAndAccounts(tx, corporateId, userId);
    const give = body.direction === 'give';
    if (give && !row.user.isActive) throw new AppError(422, 'user_inactive');
    // Each refusal names the party that cannot cover the amount.
    if (give && availableCents(corporate) < cents)
      throw new AppError(422, 'corporate_insufficient_balance');
    if (!give && takeableCents(user) < cents) throw new AppError(422, 'insufficient_balance');
    const { transferId } = await transfer(tx, {
      corporateId,
      kind: give ? 'give_balance' : 'take_balance',
      description: row.user.name,
      referenceType: 'payroll_user',
      referenceId: userId,
      metadata: actor.adminId ? { assist_admin_id: actor.adminId } : undefined,
      entries: [
        { accountId: corporate.id, amountCents: give ? -cents : cents },
        { accountId: user.id, amountCents: give ? cents : -cents },
      ],
    });
    const userAfter = plus(user, give ? cents : -cents);
    const corporateAfter = plus(corporate, give ? -cents : cents);
    await recordAudit(tx, {
      actor,
      corporateId,
      action: give ? 'payroll_balance_given' : 'payroll_balance_taken',
      entity: 'payroll_user',
      entityId: userId,
      before: { amount: body.amount, user: money(user), corporate: money(corporate) },
      after: {
        amount: body.amount,
        transfer_id: transferId,
        user: money(userAfter),
        corporate: money(corporateAfter),
      },
    });
    const dto = toPayrollUser({
      user: row.user,
      accountId: user.id,
      balanceCents: userAfter.balanceCents,
      overdraftCents: userAfter.overdraftCents,
      heldCents: userAfter.heldCents,
    });
    const out: BalanceResult = {
      success: true as const,
      data: { user: dto, wallet: walletOf(corporateAfter), transfer_id: transferId },
    };
    await idempotency?.record(tx, { statusCode: 200, body: out });
    return out;
  });
  notify(corporateId, result.data.wallet);
  return result;
}

/**
 * DELETE /users/{id}: soft delete. The remaining balance goes back to the corporate (a debt is
 * covered by it) in the same transaction as a 'user_removed' transfer; the overdraft drops to 0.
 * Refused while holds (running trips) are pending on the user.
 */
export async function deleteUser(
  deps: AppDeps,
  corporateId: string,
  userId: string,
  actor: Actor,
  notify: WalletNotifier,
) {
  const result = await runTransaction(deps.db, async (tx) => {
    const { row, user, corporate } = await lockUserAndAccounts(tx, corporateId, userId);
    if (user.heldCents > 0) throw new AppError(409, 'user_has_pending_charges');
    let transferId: string | null = null;
    if (user.balanceCents !== 0) {
      ({ transferId } = await transfer(tx, {
        corporateId,
        kind: 'user_removed',
        description: row.user.name,
        referenceType: 'payroll_user',
        referenceId: userId,
        entries: [
          { accountId: user.id, amountCents: -user.balanceCents },
          { accountId: corporate.id, amountCents: user.balanceCents },
        ],
      }));
    }
    if (user.overdraftCents > 0) await setOverdraft(tx, user.id, 0);
    const deleted = (await repo.updateUser(
      tx,
      corporateId,
      userId,
      { deletedAt: deps.clock.now() },
      deps.clock.now(),
    ))!;
    const userAfter = { ...plus(user, -user.balanceCents), overdraftCents: 0 };
    const corporateAfter = plus(corporate, user.balanceCents);
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'payroll_user_deleted',
      entity: 'payroll_user',
      entityId: userId,
      before: { ...toPayrollUser(row), corporate: money(corporate) },
      after: {
        deleted_at: deleted.deletedAt?.toISOString(),
        returned: fromCents(user.balanceCents),
        transfer_id: transferId,
        user: money(userAfter),
        corporate: money(corporateAfter),
      },
    });
    const dto = toPayrollUser({
      user: deleted,
      accountId: user.id,
      balanceCents: userAfter.balanceCents,
      overdraftCents: userAfter.overdraftCents,
      heldCents: userAfter.heldCents,
    });
    return {
      moved: transferId !== null,
      body: {
        success: true as const,
        data: {
          user: dto,
          returned: fromCents(user.balanceCents),
          wallet: walletOf(corporateAfter),
        },
      },
    };
  });
  if (result.moved) notify(corporateId, result.body.data.wallet);
  return result.body;
}
