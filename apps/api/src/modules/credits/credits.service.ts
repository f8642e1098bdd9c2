import type { Readable } from 'node:stream';
import {
  movementText,
  CREDIT_MAX_DAYS,
  CREDIT_STATUS_LABELS,
  WALLET_UPDATE_EVENT,
  csvDateTime,
  csvHeader,
  fromCents,
  isValidCreditExpiry,
  toCents,
  zonedDayStart,
  type Credit,
  type CreditMovement,
  type CsvColumn,
  type Language,
} from '@trayecto/contracts';
import type { CreditStatusCode, DbOrTx } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import type { Emit } from '../../plugins/realtime.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import {
  ensureAccount,
  getAccount,
  takeableCents,
  transfer,
  walletCents,
} from '../ledger/ledger.service.ts';
import { dayIn } from '../topups/topups.service.ts';
import * as repo from './credits.repository.ts';
import type { CreditRow } from './credits.repository.ts';

// Corporate credits (issue 11 part 4). An advance moves its amount from the provider's credit
// line into the company's wallet; the company's next top-ups pay it back first (payDueCredits,
// called by the top-up's approval in its transaction); finance may take back a credit whole while
// none of it was used or paid. Only for a company with is_allow_credits.

export const creditUniqueId = (seq: number) => `CRE-${String(seq).padStart(6, '0')}`;
const DUE: CreditStatusCode[] = ['active', 'expired'];

export function creditView(row: CreditRow): Credit {
  const due = DUE.includes(row.status) ? row.amountCents - row.paidCents : 0;
  return {
    _id: row.id,
    unique_id: creditUniqueId(row.seq),
    status: row.status,
    amount: fromCents(row.amountCents),
    paid: fromCents(row.paidCents),
    due: fromCents(due),
    approved_at: row.approvedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    note: row.note,
    deny_reason: row.denyReason,
    requested_by: row.requestedBy,
    created_at: row.createdAt.toISOString(),
  };
}

async function movementsOf(db: DbOrTx, creditId: string): Promise<CreditMovement[]> {
  const rows = await repo.selectMovements(db, creditId);
  return rows.map(({ movement, topupSeq }) => ({
    _id: movement.id,
    kind: movement.kind,
    amount: fromCents(movement.amountCents),
    topup_id: movement.topupId,
    topup_unique_id: topupSeq !== null ? `REC-${String(topupSeq).padStart(6, '0')}` : null,
    created_at: movement.createdAt.toISOString(),
  }));
}

export async function creditDetail(db: DbOrTx, row: CreditRow) {
  return { ...creditView(row), movements: await movementsOf(db, row.id) };
}

const notAllowed = () => new AppError(403, 'credits_not_allowed');
const alreadyDecided = () => new AppError(409, 'credit_already_decided');

/** The end of a YYYY-MM-DD in the company's time zone: when an advance due that day expires. */
function endOfDay(day: string, timeZone: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(zonedDayStart(next.toISOString().slice(0, 10), timeZone).getTime() - 1);
}

function checkExpiry(expiresOn: string, today: string) {
  if (!isValidCreditExpiry(expiresOn, today))
    throw new AppError(422, 'credit_expiry_invalid', {
      params: { max: CREDIT_MAX_DAYS },
      fields: { expires_on: 'credit_expiry_invalid' },
    });
}

// ---- the company's side ----

export async function requestCredit(
  deps: AppDeps,
  corporateId: string,
  body: { amount: number; note?: string | null | undefined },
  actor: Actor,
  idempotency: IdempotencyScope,
) {
  return runTransaction(deps.db, async (tx) => {
    await idempotency.begin(tx);
    if (!(await repo.corporateAllowsCredits(tx, corporateId))) throw notAllowed();
    const row = await repo.insertCredit(tx, {
      corporateId,
      status: 'waiting',
      amountCents: toCents(body.amount),
      note: body.note || null,
      requestedBy: 'company',
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'credit_requested',
      entity: 'credit',
      entityId: row.id,
      after: { unique_id: creditUniqueId(row.seq), amount: body.amount },
    });
    const out = { success: true as const, data: creditView(row) };
    await idempotency.record(tx, { statusCode: 201, body: out });
    return out;
  });
}

export async function listCredits(
  deps: AppDeps,
  corporateId: string,
  q: { status?: CreditStatusCode | undefined; cursor?: string | undefined; limit: number },
) {
  const after = q.cursor ? decodeTimeIdCursor(q.cursor) : undefined;
  const [rows, due, allowed] = await Promise.all([
    repo.selectCompanyCredits(deps.db, corporateId, q.status, { after, limit: q.limit + 1 }),
    repo.dueCents(deps.db, corporateId),
    repo.corporateAllowsCredits(deps.db, corporateId),
  ]);
  const { page, next } = keysetPage(rows, q.limit, (r) =>
    encodeTimeIdCursor({ at: r.createdAt, id: r.id }),
  );
  return {
    success: true as const,
    data: {
      credits: page.map(creditView),
      next_cursor: next,
      credits_due: fromCents(due),
      allowed,
    },
  };
}

export async function getCredit(deps: AppDeps, corporateId: string, id: string) {
  const row = isUuid(id) ? await repo.findCredit(deps.db, id, { corporateId }) : null;
  if (!row) throw notFound();
  return { success: true as const, data: await creditDetail(deps.db, row) };
}

export const CREDIT_CSV_COLUMNS = [
  'created_at',
  'credit',
  'status',
  'amount_usd',
  'paid_usd',
  'due_usd',
  'approved_at',
  'expires_at',
] as const satisfies readonly CsvColumn[];

export async function exportCreditsCsv(
  deps: AppDeps,
  corporateId: string,
  q: { status?: CreditStatusCode | undefined },
  lang: Language,
): Promise<Readable> {
  const tz = await corporateTimeZone(deps.db, corporateId);
  const rows = keysetRows(
    (after: { at: Date; id: string } | undefined, limit) =>
      repo.selectCompanyCredits(deps.db, corporateId, q.status, { after, limit }),
    (r) => ({ at: r.createdAt, id: r.id }),
  );
  return csvStream(csvHeader(CREDIT_CSV_COLUMNS, lang), rows, (r) => {
    const v = creditView(r);
    return [
      csvDateTime(r.createdAt, tz),
      v.unique_id,
      CREDIT_STATUS_LABELS[r.status][lang],
      csvNumber(v.amount, 2),
      csvNumber(v.paid, 2),
      csvNumber(v.due, 2),
      r.approvedAt ? csvDateTime(r.approvedAt, tz) : '',
      r.expiresAt ? csvDateTime(r.expiresAt, tz) : '',
    ];
  });
}

// ---- the provider's side ----

/** Puts an approved credit's amount into the wallet (in `tx`) and records the movement. */
async function advance(tx: DbOrTx, row: CreditRow, amountCents: number) {
  const [corporate, line] = await Promise.all([
    ensureAccount(tx, { type: 'corporate', corporateId: row.corporateId }),
    ensureAccount(tx, { type: 'provider', code: 'credit_line' }),
  ]);
  const { transferId } = await transfer(tx, {
    corporateId: row.corporateId,
    kind: 'credit_advance',
    description: movementText({ code: 'credit', id: creditUniqueId(row.seq) }, 'es'),
    referenceType: 'credit',
    referenceId: row.id,
    entries: [
      { accountId: line.id, amountCents: -amountCents },
      { accountId: corporate.id, amountCents },
    ],
  });
  await repo.insertMovement(tx, {
    corporateId: row.corporateId,
    creditId: row.id,
    kind: 'credit_added',
    amountCents,
    transferId,
  });
  return { transferId, accountId: corporate.id };
}

async function walletAfter(tx: DbOrTx, accountId: string) {
  const account = await getAccount(tx, accountId);
  return account ? walletCents(account) : 0;
}

const announceWallet = (emit: Emit, corporateId: string, wallet: number) =>
  emit(corporateId, WALLET_UPDATE_EVENT, { corporate_id: corporateId, wallet: fromCents(wallet) });

/**
 * Finance grants an advance to a company directly (console), under the request's
 * Idempotency-Key: the same grant sent again (a double click, a retry, five at once) is one
 * credit, the first one's answer replayed (`respond` builds it in the same transaction).
 */
export async function grantCredit<T>(
  deps: AppDeps,
  emit: Emit,
  corporateId: string,
  body: { amount: number; expires_on: string; note?: string | null | undefined },
  actor: Actor,
  idempotency: IdempotencyScope,
  respond: (db: DbOrTx, creditId: string) => Promise<T>,
): Promise<T> {
  if (!isUuid(corporateId)) throw notFound();
  const now = deps.clock.now();
  const tz = await corporateTimeZone(deps.db, corporateId);
  checkExpiry(body.expires_on, dayIn(now, tz));
  const { out, wallet } = await runTransaction(deps.db, async (tx) => {
    await idempotency.begin(tx);
    if (!(await repo.corporateAllowsCredits(tx, corporateId))) throw notAllowed();
    const amountCents = toCents(body.amount);
    const created = await repo.insertCredit(tx, {
      corporateId,
      status: 'active',
      amountCents,
      note: body.note || null,
      requestedBy: 'provider',
      approvedAt: now,
      expiresAt: endOfDay(body.expires_on, tz),
      decidedBy: actor.adminId,
      createdAt: now,
      updatedAt: now,
    });
    const { transferId, accountId } = await advance(tx, created, amountCents);
    const updated = await repo.moveCredit(tx, created.id, ['active'], { transferId });
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'credit_granted',
      entity: 'credit',
      entityId: created.id,
      after: {
        unique_id: creditUniqueId(created.seq),
        amount: body.amount,
        expires_on: body.expires_on,
      },
    });
    const answer = await respond(tx, updated!.id);
    await idempotency.record(tx, { statusCode: 200, body: answer });
    return { out: answer, wallet: await walletAfter(tx, accountId) };
  });
  announceWallet(emit, corporateId, wallet);
  return out;
}

/** Finance approves a company's request, for its amount or less, until a day. */
export async function approveCredit(
  deps: AppDeps,
  emit: Emit,
  id: string,
  body: { amount?: number | undefined; expires_on: string },
  actor: Actor,
) {
  if (!isUuid(id)) throw notFound();
  const now = deps.clock.now();
  const { row, wallet } = await runTransaction(deps.db, async (tx) => {
    const current = await repo.findCredit(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    if (current.status !== 'waiting') throw alreadyDecided();
    if (!(await repo.corporateAllowsCredits(tx, current.corporateId))) throw notAllowed();
    const tz = await corporateTimeZone(tx, current.corporateId);
    checkExpiry(body.expires_on, dayIn(now, tz));
    const amountCents = body.amount === undefined ? current.amountCents : toCents(body.amount);
    if (amountCents > current.amountCents)
      throw new AppError(422, 'validation_error', { fields: { amount: 'validation_error' } });
    const { transferId, accountId } = await advance(tx, current, amountCents);
    const updated = await repo.moveCredit(tx, id, ['waiting'], {
      status: 'active',
      amountCents,
      approvedAt: now,
      expiresAt: endOfDay(body.expires_on, tz),
      decidedBy: actor.adminId,
      transferId,
    });
    if (!updated) throw alreadyDecided();
    await recordAudit(tx, {
      actor,
      corporateId: current.corporateId,
      action: 'credit_granted',
      entity: 'credit',
      entityId: id,
      before: { status: 'waiting', amount: fromCents(current.amountCents) },
      after: { status: 'active', amount: fromCents(amountCents), expires_on: body.expires_on },
    });
    return { row: updated, wallet: await walletAfter(tx, accountId) };
  });
  announceWallet(emit, row.corporateId, wallet);
  return row;
}

export async function denyCredit(deps: AppDeps, id: string, reason: string, actor: Actor) {
  if (!isUuid(id)) throw notFound();
  return runTransaction(deps.db, async (tx) => {
    const current = await repo.findCredit(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    const updated = await repo.moveCredit(tx, id, ['waiting'], {
      status: 'not_approved',
      denyReason: reason,
      decidedBy: actor.adminId,
    });
    if (!updated) throw alreadyDecided();
    await recordAudit(tx, {
      actor,
      corporateId: current.corporateId,
      action: 'credit_denied',
      entity: 'credit',
      entityId: id,
      before: { status: 'waiting' },
      after: { status: 'not_approved', reason },
    });
    return updated;
  });
}

/**
 * Takes a credit back whole: only an active or expired one of which nothing was paid back and
 * whose amount the wallet still holds untouched (the company's own money, not its overdraft);
 * otherwise 409 credit_in_use, and nothing moves.
 */
export async function revertCredit(deps: AppDeps, emit: Emit, id: string, actor: Actor) {
  if (!isUuid(id)) throw notFound();
  const { row, wallet } = await runTransaction(deps.db, async (tx) => {
    const current = await repo.findCredit(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    if (!DUE.includes(current.status)) throw alreadyDecided();
    const [corporate, line] = await Promise.all([
      ensureAccount(tx, { type: 'corporate', corporateId: current.corporateId }),
      ensureAccount(tx, { type: 'provider', code: 'credit_line' }),
    ]);
    if (current.paidCents > 0 || takeableCents(corporate) < current.amountCents)
      throw new AppError(409, 'credit_in_use');
    const { transferId } = await transfer(tx, {
      corporateId: current.corporateId,
      kind: 'credit_reverted',
      description: movementText({ code: 'credit_reverted', id: creditUniqueId(current.seq) }, 'es'),
      referenceType: 'credit',
      referenceId: id,
      entries: [
        { accountId: corporate.id, amountCents: -current.amountCents },
        { accountId: line.id, amountCents: current.amountCents },
      ],
    });
    await repo.insertMovement(tx, {
      corporateId: current.corporateId,
      creditId: id,
      kind: 'reverted',
      amountCents: current.amountCents,
      transferId,
    });
    const updated = await repo.moveCredit(tx, id, DUE, { status: 'reverted' });
    if (!updated) throw alreadyDecided();
    await recordAudit(tx, {
      actor,
      corporateId: current.corporateId,
      action: 'credit_reverted',
      entity: 'credit',
      entityId: id,
      before: { status: current.status },
      after: { status: 'reverted', amount: fromCents(current.amountCents) },
    });
    return { row: updated, wallet: await walletAfter(tx, corporate.id) };
  });
  announceWallet(emit, row.corporateId, wallet);
  return row;
}

/** Locks the company's due credits (before any ledger account: the one lock order). */
export async function lockDueCredits(tx: DbOrTx, corporateId: string): Promise<void> {
  await repo.selectDueCredits(tx, corporateId);
}

/**
 * Pays the company's due credits from money that just came in (a top-up's credit), inside that
 * top-up's transaction: expired ones first, then by expiration. One ledger transfer from the
 * wallet to the provider's credit line; a payment movement per credit. Answers what it paid.
 */
export async function payDueCredits(
  tx: DbOrTx,
  input: { corporateId: string; availableCents: number; topupId: string; label: string },
): Promise<number> {
  if (input.availableCents <= 0) return 0;
  const due = await repo.selectDueCredits(tx, input.corporateId);
  const plan: { row: CreditRow; cents: number }[] = [];
  let left = input.availableCents;
  for (const row of due) {
    if (left <= 0) break;
    const cents = Math.min(left, row.amountCents - row.paidCents);
    if (cents <= 0) continue;
    plan.push({ row, cents });
    left -= cents;
  }
  const total = input.availableCents - left;
  if (total === 0) return 0;
  const [corporate, line] = await Promise.all([
    ensureAccount(tx, { type: 'corporate', corporateId: input.corporateId }),
    ensureAccount(tx, { type: 'provider', code: 'credit_line' }),
  ]);
  const { transferId } = await transfer(tx, {
    corporateId: input.corporateId,
    kind: 'credit_payment',
    description: movementText({ code: 'credits_paid', id: input.label }, 'es'),
    referenceType: 'topup',
    referenceId: input.topupId,
    metadata: { credits: plan.map((p) => ({ id: p.row.id, cents: p.cents })) },
    entries: [
      { accountId: corporate.id, amountCents: -total },
      { accountId: line.id, amountCents: total },
    ],
  });
  for (const { row, cents } of plan) {
    await repo.insertMovement(tx, {
      corporateId: input.corporateId,
      creditId: row.id,
      kind: 'payment',
      amountCents: cents,
      topupId: input.topupId,
      transferId,
    });
    const paid = row.paidCents + cents;
    await repo.moveCredit(tx, row.id, DUE, {
      paidCents: paid,
      status: paid === row.amountCents ? 'paid' : row.status,
    });
    if (paid === row.amountCents) {
      await recordAudit(tx, {
        actor: { corporateId: null, adminId: null, ip: null },
        corporateId: input.corporateId,
        action: 'credit_paid',
        entity: 'credit',
        entityId: row.id,
        after: { unique_id: creditUniqueId(row.seq), paid_by: input.label },
      });
    }
  }
  return total;
}
