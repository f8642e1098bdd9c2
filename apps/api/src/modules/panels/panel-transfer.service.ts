import {
  fromCents,
  toCents,
  type PanelTransferDirection,
  type PanelTransferResult,
} from '@trayecto/contracts';
import type { Tx } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import {
  availableCents,
  ensureAccount,
  takeableCents,
  transfer,
  walletCents,
  type LedgerAccountRow,
} from '../ledger/ledger.service.ts';
import type { WalletNotifier } from '../payroll/payroll-money.service.ts';
import * as repo from './panels.repository.ts';

export type PanelTransferResponse = { success: true; data: PanelTransferResult };

const money = (a: LedgerAccountRow) => ({
  balance: fromCents(a.balanceCents),
  overdraft: fromCents(a.overdraftCents),
  held: fromCents(a.heldCents),
});

/** An account after a movement we made while holding its row lock. */
const plus = (a: LedgerAccountRow, cents: number): LedgerAccountRow => ({
  ...a,
  balanceCents: a.balanceCents + cents,
});

/**
 * Locks the master–panel association (404 when the panel is not this master's), then both wallet
 * accounts in id order, opening them on a first movement. The order is the ledger's: idempotency
 * key (taken before), business row, accounts by id.
 */
async function lockBoth(tx: Tx, masterId: string, panelId: string) {
  if (!(await repo.lockAssociation(tx, masterId, panelId))) throw notFound();
  let locked = await repo.lockWallets(tx, masterId, panelId);
  if (!locked.master || !locked.panel) {
    await ensureAccount(tx, { type: 'corporate', corporateId: masterId });
    await ensureAccount(tx, { type: 'corporate', corporateId: panelId });
    locked = await repo.lockWallets(tx, masterId, panelId);
  }
  return { master: locked.master!, panel: locked.panel! };
}

/**
 * POST /panels/{id}/transfer: one ledger transfer of two entries between the master's wallet and
 * its panel's. to_panel draws on what the master may spend (balance + overdraft − holds: 422
 * corporate_insufficient_balance otherwise); to_master takes back only the panel's own money not
 * held for running orders, never its overdraft (the payroll "takeable" rule: 422
 * insufficient_balance otherwise). Audited on both companies in the same transaction, with the
 * idempotency key's result; `wallet:update` goes to both rooms after the commit.
 */
export async function transferBalance(
  deps: AppDeps,
  masterId: string,
  panelId: string,
  body: { amount: number; direction: PanelTransferDirection },
  actor: Actor,
  notify: WalletNotifier,
  idempotency?: IdempotencyScope,
): Promise<PanelTransferResponse> {
  if (!isUuid(panelId)) throw notFound();
  const cents = toCents(body.amount);
  const toPanel = body.direction === 'to_panel';
  const result = await runTransaction(deps.db, async (tx) => {
    await idempotency?.begin(tx);
    const { master, panel } = await lockBoth(tx, masterId, panelId);
    if (toPanel && availableCents(master) < cents)
      throw new AppError(422, 'corporate_insufficient_balance');
    if (!toPanel && takeableCents(panel) < cents) throw new AppError(422, 'insufficient_balance');
    const names = await repo.corporateNames(tx, [masterId, panelId]);
    const [from, to] = toPanel ? [masterId, panelId] : [panelId, masterId];
    const { transferId } = await transfer(tx, {
      corporateId: masterId,
      kind: 'panel_transfer',
      description: `${names.get(from) ?? ''} → ${names.get(to) ?? ''}`,
      referenceType: 'corporate',
      referenceId: panelId,
      metadata: {
        direction: body.direction,
        master_id: masterId,
        panel_id: panelId,
        ...(actor.adminId ? { assist_admin_id: actor.adminId } : {}),
      },
      entries: [
        { accountId: master.id, amountCents: toPanel ? -cents : cents },
        { accountId: panel.id, amountCents: toPanel ? cents : -cents },
      ],
    });
    const masterAfter = plus(master, toPanel ? -cents : cents);
    const panelAfter = plus(panel, toPanel ? cents : -cents);
    const before = {
      amount: body.amount,
      direction: body.direction,
      master: money(master),
      panel: money(panel),
    };
    const after = {
      amount: body.amount,
      direction: body.direction,
      transfer_id: transferId,
      master: money(masterAfter),
      panel: money(panelAfter),
    };
    // once in each company's log: the master gave or took, the panel received or gave back
    for (const corporateId of [masterId, panelId]) {
      await recordAudit(tx, {
        actor,
        corporateId,
        action: 'panel_transfer',
        entity: 'corporate_panel',
        entityId: panelId,
        before,
        after,
      });
    }
    const out: PanelTransferResponse = {
      success: true,
      data: {
        transfer_id: transferId,
        direction: body.direction,
        amount: body.amount,
        master: {
          wallet: fromCents(walletCents(masterAfter)),
          overdraft: fromCents(masterAfter.overdraftCents),
          available: fromCents(availableCents(masterAfter)),
        },
        panel: {
          _id: panelId,
          wallet: fromCents(walletCents(panelAfter)),
          balance: fromCents(panelAfter.balanceCents),
          available: fromCents(availableCents(panelAfter)),
          takeable: fromCents(takeableCents(panelAfter)),
        },
      },
    };
    await idempotency?.record(tx, { statusCode: 200, body: out });
    return out;
  });
  notify(masterId, result.data.master.wallet);
  notify(panelId, result.data.panel.wallet);
  return result;
}
