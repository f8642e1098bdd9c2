import {
  movementText,
  TOPUP_UPDATE_EVENT,
  WALLET_UPDATE_EVENT,
  formatInvoiceNumber,
  fromCents,
  isLanguage,
  splitPayment,
} from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import { queueWebhook } from '../webhooks/webhook-outbox.ts';
import type { TopupStatusCode } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import type { Emit } from '../../plugins/realtime.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { lockDueCredits, payDueCredits } from '../credits/credits.service.ts';
import { issueInvoice, topupUniqueId } from '../invoices/invoices.service.ts';
import { ensureAccount, getAccount, transfer, walletCents } from '../ledger/ledger.service.ts';
import type { QueuedMail } from '../mail/mailer.ts';
import { topupEmail } from './topup-mail.ts';
import { giveNotice, recipientsOf } from '../money-watch/notices.service.ts';
import * as repo from './topups.repository.ts';
import type { TopupRow } from './topups.repository.ts';

// A top-up's decision (issue 11): approved by finance in the console or by the bank (the payment
// gateway found the payment), or rejected by finance with a reason. Approval is one transaction:
// the ledger credits the company from the provider's bank clearing account (IGTF to taxes
// payable), the invoice takes its number, the top-up turns approved, the audit and the e-mails are
// written. The top-up's row is locked first, so two approvals at once give one credit and the
// second answers 409 topup_already_decided.

export type Approval = { by: 'admin'; actor: Actor } | { by: 'bank'; bankReference: string };

const SYSTEM: Actor = { corporateId: null, adminId: null, ip: null };
const OPEN: TopupStatusCode[] = ['verifying', 'waiting'];
const alreadyDecided = () => new AppError(409, 'topup_already_decided');

function announce(emit: Emit, row: TopupRow) {
  emit(row.corporateId, TOPUP_UPDATE_EVENT, {
    corporate_id: row.corporateId,
    topup_id: row.id,
    unique_id: topupUniqueId(row.seq),
    status: row.status,
  });
}

/** The company's systems hear of a decided top-up in the transaction that decided it. */
async function webhookTopup(tx: DbOrTx, row: TopupRow, at: Date) {
  const confirmed = row.status === 'approved';
  await queueWebhook(tx, {
    corporateId: row.corporateId,
    type: confirmed ? 'topup.confirmed' : 'topup.refused',
    at,
    data: {
      topup_id: row.id,
      unique_id: topupUniqueId(row.seq),
      status: row.status,
      amount: fromCents(row.amountCents),
      currency: row.currency,
      credited: confirmed ? fromCents(row.creditedCents) : null,
      reason: confirmed ? null : row.rejectReason,
    },
  });
}

/**
 * Approves a top-up. By the bank: only while it is `verifying`, and the bank's full reference
 * becomes the top-up's (so the same bank payment cannot be claimed by a second top-up that typed
 * fewer digits: 'already_used' is answered then, and nothing moves).
 */
export async function approveTopup(
  deps: AppDeps,
  emit: Emit,
  id: string,
  approval: Approval,
): Promise<TopupRow | 'already_used'> {
  if (!isUuid(id)) throw notFound();
  const now = deps.clock.now();
  const mails: QueuedMail[] = [];
  let outcome: { row: TopupRow; wallet: number } | 'already_used';
  try {
    outcome = await runTransaction(deps.db, async (tx) => {
      mails.length = 0;
      const row = await repo.findTopup(tx, id, { forUpdate: true });
      if (!row) throw notFound();
      const from: TopupStatusCode[] = approval.by === 'bank' ? ['verifying'] : OPEN;
      if (!from.includes(row.status)) throw alreadyDecided();
      let { reference, referenceKey } = row;
      if (approval.by === 'bank' && approval.bankReference !== row.reference) {
        reference = approval.bankReference;
        referenceKey = `pm:${row.bankCode}:${row.paymentDate}:${reference}`;
        const holder = await repo.findOpenByReference(tx, referenceKey);
        if (holder && holder.id !== row.id) return 'already_used' as const;
      }
      // One payment, one credit, whoever approves: a top-up already approved for the same
      // payment (its last four digits, or in full) holds it; finance is told which.
      if (row.method === 'pago_movil') {
        await repo.paymentLock(tx, { ...row, reference });
        const used = await repo.findApprovedHolder(tx, { ...row, reference });
        if (used && approval.by === 'bank') return 'already_used' as const;
        if (used)
          throw new AppError(409, 'topup_payment_used', {
            params: { topup: topupUniqueId(used.seq) },
          });
      }
      const company = await repo.corporateContact(tx, row.corporateId);
      if (!company) throw notFound();
      // locks in one order everywhere: the top-up, the company's due credits, then the accounts
      await lockDueCredits(tx, row.corporateId);
      const uniqueId = topupUniqueId(row.seq);
      const split = splitPayment(row.amountUsdCents, row.igtfCents > 0);

      const [corporate, clearing] = await Promise.all([
        ensureAccount(tx, { type: 'corporate', corporateId: row.corporateId }),
        ensureAccount(tx, { type: 'provider', code: 'bank_clearing' }),
      ]);
      const entries = [
        { accountId: clearing.id, amountCents: -row.amountUsdCents },
        { accountId: corporate.id, amountCents: row.creditedCents },
      ];
      if (row.igtfCents > 0) {
        const taxes = await ensureAccount(tx, { type: 'provider', code: 'taxes_payable' });
        entries.push({ accountId: taxes.id, amountCents: row.igtfCents });
      }
      const { transferId } = await transfer(tx, {
        corporateId: row.corporateId,
        kind: 'topup',
        description: movementText({ code: 'topup', id: uniqueId, method: row.method }, 'es'),
        referenceType: 'topup',
        referenceId: row.id,
        metadata: { unique_id: uniqueId, method: row.method, igtf_cents: row.igtfCents },
        entries,
      });

      // money in pays the company's due credits first (the company sees how much went where)
      const creditsPaidCents = await payDueCredits(tx, {
        corporateId: row.corporateId,
        availableCents: row.creditedCents,
        topupId: row.id,
        label: uniqueId,
      });

      const emails = [
        ...new Set(
          [...(company.invoiceEmails ?? []), row.invoiceEmail ?? '']
            .filter(Boolean)
            .concat(company.invoiceEmails?.length ? [] : [company.email]),
        ),
      ];
      const invoice = await issueInvoice(tx, {
        money: deps.config.money,
        topup: { ...row, reference },
        company,
        split,
        uniqueId,
        emails,
        now,
      });
      const updated = await repo.moveTopup(tx, row.id, from, {
        status: 'approved',
        decidedBy: approval.by === 'admin' ? approval.actor.adminId : null,
        decidedAt: now,
        transferId,
        verifiedAutomatically: approval.by === 'bank',
        autoCheck: approval.by === 'bank' ? 'found' : row.autoCheck,
        nextCheckAt: null,
        reference,
        referenceKey,
        creditsPaidCents,
      });
      if (!updated) throw alreadyDecided();
      await webhookTopup(tx, updated, now);
      await recordAudit(tx, {
        actor: approval.by === 'admin' ? approval.actor : SYSTEM,
        corporateId: row.corporateId,
        action: 'topup_approved',
        entity: 'topup',
        entityId: row.id,
        before: { status: row.status },
        after: {
          status: 'approved',
          unique_id: uniqueId,
          credited: fromCents(row.creditedCents),
          igtf: fromCents(row.igtfCents),
          invoice: formatInvoiceNumber(invoice.number),
          credits_paid: fromCents(creditsPaidCents),
          by: approval.by,
        },
      });
      const lang = isLanguage(company.lang) ? company.lang : 'es';
      const message = topupEmail(lang, {
        kind: 'approved',
        company: company.name,
        product: deps.config.productName,
        uniqueId,
        creditedUsd: fromCents(row.creditedCents),
        invoiceNumber: formatInvoiceNumber(invoice.number),
        invoiceLink: `${deps.config.publicUrl}/invoice/${invoice.id}`,
      });
      for (const to of emails) mails.push(await deps.mailer.queue(tx, { to, ...message }));
      const account = await getAccount(tx, corporate.id);
      return { row: updated, wallet: account ? walletCents(account) : 0 };
    });
  } catch (error) {
    // the bank's reference was claimed at the same moment by another top-up
    if (approval.by === 'bank' && isUniqueViolation(error)) return 'already_used';
    throw error;
  }
  if (outcome === 'already_used') return outcome;
  for (const mail of mails) mail.deliver();
  announce(emit, outcome.row);
  emit(outcome.row.corporateId, WALLET_UPDATE_EVENT, {
    corporate_id: outcome.row.corporateId,
    wallet: fromCents(outcome.wallet),
  });
  return outcome.row;
}

/** Rejects a waiting or verifying top-up with a reason; nothing moves, the company is told. */
export async function rejectTopup(
  deps: AppDeps,
  emit: Emit,
  id: string,
  reason: string,
  actor: Actor,
): Promise<TopupRow> {
  if (!isUuid(id)) throw notFound();
  const now = deps.clock.now();
  const mails: QueuedMail[] = [];
  const { row, notice } = await runTransaction(deps.db, async (tx) => {
    mails.length = 0;
    const current = await repo.findTopup(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    const updated = await repo.moveTopup(tx, id, OPEN, {
      status: 'rejected',
      rejectReason: reason,
      decidedBy: actor.adminId,
      decidedAt: now,
      nextCheckAt: null,
    });
    if (!updated) throw alreadyDecided();
    await webhookTopup(tx, updated, now);
    await recordAudit(tx, {
      actor,
      corporateId: current.corporateId,
      action: 'topup_rejected',
      entity: 'topup',
      entityId: id,
      before: { status: current.status },
      after: { status: 'rejected', reason },
    });
    // the company's chosen recipients (issue 13, part 6), or its own address, and its bell
    const { company, to } = await recipientsOf(tx, current.corporateId);
    if (company) {
      const lang = isLanguage(company.lang) ? company.lang : 'es';
      const message = topupEmail(lang, {
        kind: 'rejected',
        company: company.name,
        product: deps.config.productName,
        uniqueId: topupUniqueId(current.seq),
        reason,
        link: `${deps.config.publicUrl}/balance?tab=topups`,
      });
      for (const address of to)
        mails.push(await deps.mailer.queue(tx, { to: address, ...message }));
    }
    const notice = await giveNotice(deps, tx, {
      corporateId: current.corporateId,
      kind: 'topup_rejected',
      key: id,
      params: {
        topup: topupUniqueId(current.seq),
        amount: fromCents(current.amountCents),
        reason,
      },
      link: '/balance?tab=topups',
      email: false,
    });
    return { row: updated, notice };
  });
  for (const mail of mails) mail.deliver();
  notice?.announce(emit);
  announce(emit, row);
  return row;
}

/** A question to the bank that did not end in a credit: when to ask again, or the hand-over to finance. */
export async function recordBankAnswer(
  deps: AppDeps,
  emit: Emit,
  row: TopupRow,
  answer: 'not_found' | 'mismatch' | 'already_used' | 'unavailable',
  nextCheckAt: Date | null,
): Promise<TopupRow | null> {
  const manual = nextCheckAt === null;
  const updated = await runTransaction(deps.db, async (tx) => {
    const moved = await repo.moveTopup(tx, row.id, ['verifying'], {
      status: manual ? 'waiting' : 'verifying',
      autoCheck: answer,
      autoChecks: row.autoChecks + 1,
      nextCheckAt,
    });
    if (moved && manual) {
      await recordAudit(tx, {
        actor: SYSTEM,
        corporateId: row.corporateId,
        action: 'topup_to_review',
        entity: 'topup',
        entityId: row.id,
        before: { status: 'verifying' },
        after: { status: 'waiting', auto_check: answer },
      });
    }
    return moved;
  });
  if (updated && manual) announce(emit, updated);
  return updated;
}
