import {
  APPROVAL_UPDATE_EVENT,
  csvDateTime,
  csvHeader,
  fromCents,
  isErrorCode,
  APPROVAL_STATUS_LABELS,
  POLICY_RULE_LABELS,
  type Approval,
  type Language,
  type PolicyRule,
} from '@trayecto/contracts';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { hashToken } from '../../lib/tokens.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { createParcel } from '../parcels/parcels.service.ts';
import { approveQuote } from '../quotes/quotes.service.ts';
import type { QuoteDesk } from '../quotes/quote-desk.ts';
import { createTrip } from '../trips/trips.service.ts';
import { tellRequester } from './approval-email.ts';
import { toApproval } from './approval-request.ts';
import * as repo from './approvals.repository.ts';

// Deciding a request (issue 13, part 3): in the panel (write:approvals) or from an approver's
// e-mailed link. The request leaves 'waiting' once (a conditional update decides between two
// deciders); an approval then places the booking as it was asked, on behalf of who asked it,
// without applying the policy again. Whoever asked is told the outcome.

export type ApprovalsContext = { runtime: OrderRuntime; desk: QuoteDesk };

export type Decider = {
  name: string;
  memberId: string | null;
  via: 'panel' | 'email';
  actor: Actor;
};

const alreadyDecided = () => new AppError(409, 'approval_already_decided');

function emit(runtime: OrderRuntime, row: repo.ApprovalRow) {
  runtime.emit(row.corporateId, APPROVAL_UPDATE_EVENT, { approval_id: row.id, status: row.status });
}

/** The booking an approved request stands for, placed as asked by whoever asked it. */
async function place(ctx: ApprovalsContext, row: repo.ApprovalRow) {
  const actor: Actor = {
    corporateId: row.corporateId,
    adminId: row.requestedByAdminId,
    memberId: row.requestedByMemberId,
    ip: null,
  };
  const options = { policyApproved: true };
  if (row.kind === 'ride') {
    const trip = await createTrip(
      ctx.runtime,
      row.corporateId,
      row.body as never,
      actor,
      undefined,
      options,
    );
    return '_id' in trip ? trip._id : null;
  }
  if (row.kind === 'parcel') {
    const parcel = await createParcel(
      ctx.runtime,
      row.corporateId,
      row.body as never,
      actor,
      undefined,
      options,
    );
    return '_id' in parcel ? parcel._id : null;
  }
  const quote = await approveQuote(ctx, row.corporateId, row.quoteId!, actor, undefined, options);
  return 'order_id' in quote ? (quote.order_id ?? null) : null;
}

/**
 * Approves or denies a waiting request. Approving places the booking; if that fails (no balance,
 * the time passed, the provider refused) the request turns `failed` with the reason's code.
 */
export async function decide(
  ctx: ApprovalsContext,
  corporateId: string,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  decider: Decider,
): Promise<Approval> {
  const { deps } = ctx.runtime;
  const now = deps.clock.now();
  const decided = await runTransaction(deps.db, async (tx) => {
    const row = await repo.decideRequest(tx, id, {
      status: decision.approve ? 'approved' : 'denied',
      decidedByName: decider.name,
      decidedByMemberId: decider.memberId,
      decidedAt: now,
      denyReason: decision.approve ? null : decision.reason,
      updatedAt: now,
    });
    if (!row || row.corporateId !== corporateId) throw alreadyDecided();
    if (row.expiresAt.getTime() <= now.getTime()) throw alreadyDecided();
    await repo.useLinks(tx, row.id, now);
    await recordAudit(tx, {
      actor: decider.actor,
      corporateId,
      action: decision.approve ? 'approval_approved' : 'approval_denied',
      entity: 'approval',
      entityId: row.id,
      before: { status: 'waiting' },
      after: {
        status: row.status,
        via: decider.via,
        decided_by: decider.name,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
    });
    return row;
  });
  let final = decided;
  if (decision.approve) {
    try {
      const orderId = await place(ctx, decided);
      final = (await repo.decideRequest(deps.db, id, { orderId, updatedAt: now }, ['approved']))!;
    } catch (error) {
      const code =
        error instanceof AppError && isErrorCode(error.code) ? error.code : 'trip_create_error';
      final = await runTransaction(deps.db, async (tx) => {
        const row = (await repo.decideRequest(
          tx,
          id,
          { status: 'failed', failureCode: code, updatedAt: deps.clock.now() },
          ['approved'],
        ))!;
        await recordAudit(tx, {
          actor: { corporateId, adminId: null, ip: null },
          corporateId,
          action: 'approval_failed',
          entity: 'approval',
          entityId: id,
          after: { failure_code: code },
        });
        return row;
      });
    }
  }
  emit(ctx.runtime, final);
  await tellRequester(deps, final);
  return toApproval(final);
}

/** Decided in the panel by whoever is signed in. */
export async function decideInPanel(
  ctx: ApprovalsContext,
  corporateId: string,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  who: { memberId: string | null; memberName: string | null; actor: Actor },
) {
  const row = isUuid(id) ? await repo.findRequest(ctx.runtime.deps.db, corporateId, id) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  const company = await repo.companyLang(ctx.runtime.deps.db, corporateId);
  return decide(ctx, corporateId, id, decision, {
    name: who.memberName ?? company?.name ?? '',
    memberId: who.memberId,
    via: 'panel',
    actor: who.actor,
  });
}

/** The request behind an e-mailed link, while the link may still decide it. */
async function usableLink(deps: AppDeps, token: string) {
  const found = await repo.findLink(deps.db, hashToken(token));
  if (!found) throw new AppError(404, 'approval_link_invalid');
  // a member deactivated, or whose role no longer decides, holds a dead link
  if (
    found.link.memberId &&
    (found.memberStatus !== 'active' || !['admin', 'approver'].includes(found.memberRole ?? ''))
  )
    throw new AppError(404, 'approval_link_invalid');
  return found;
}

export async function getByLink(deps: AppDeps, token: string) {
  const found = await usableLink(deps, token);
  return {
    success: true as const,
    company_name: found.companyName,
    approval: toApproval(found.request),
  };
}

/** Decided from an approver's link: once (the link and every other of the request die). */
export async function decideByLink(
  ctx: ApprovalsContext,
  token: string,
  decision: { approve: true } | { approve: false; reason: string },
  ip: string,
) {
  const found = await usableLink(ctx.runtime.deps, token);
  if (found.link.usedAt || found.request.status !== 'waiting') throw alreadyDecided();
  const approval = await decide(ctx, found.request.corporateId, found.request.id, decision, {
    name: found.link.name,
    memberId: found.link.memberId,
    via: 'email',
    actor: {
      corporateId: found.request.corporateId,
      adminId: null,
      memberId: found.link.memberId,
      ip,
    },
  });
  return { success: true as const, company_name: found.companyName, approval };
}

export async function listApprovals(
  deps: AppDeps,
  corporateId: string,
  query: { status?: Approval['status'] | undefined; cursor?: string | undefined; limit: number },
) {
  const after = query.cursor ? decodeTimeIdCursor(query.cursor) : undefined;
  const [rows, waiting] = await Promise.all([
    repo.listRequests(
      deps.db,
      corporateId,
      { status: query.status },
      { after, limit: query.limit + 1 },
    ),
    repo.countWaiting(deps.db, corporateId),
  ]);
  const { page, next } = keysetPage(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
  return {
    success: true as const,
    approvals: page.map(toApproval),
    waiting,
    next_cursor: next ? encodeTimeIdCursor(next) : null,
  };
}

export async function getApproval(deps: AppDeps, corporateId: string, id: string) {
  const row = isUuid(id) ? await repo.findRequest(deps.db, corporateId, id) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  return { success: true as const, approval: toApproval(row) };
}

export const APPROVAL_CSV_COLUMNS = [
  'date',
  'passenger',
  'group',
  'policy_rules',
  'origin',
  'destination',
  'estimate_usd',
  'status',
  'requested_by',
  'decided_by',
] as const;

/** GET /approvals?format=csv: the filtered list, in the caller's language and company's zone. */
export async function exportApprovalsCsv(
  deps: AppDeps,
  corporateId: string,
  status: Approval['status'] | undefined,
  lang: Language,
  timeZone: string,
) {
  const rows = keysetRows(
    (after: { at: Date; id: string } | undefined, limit) =>
      repo.listRequests(deps.db, corporateId, { status }, { after, limit }),
    (r) => ({ at: r.createdAt, id: r.id }),
  );
  return csvStream(csvHeader(APPROVAL_CSV_COLUMNS, lang), rows, (r) => [
    csvDateTime(r.createdAt, timeZone),
    r.passengerName,
    r.groupName,
    r.violations.map((v) => POLICY_RULE_LABELS[v as PolicyRule]?.[lang] ?? v).join(', '),
    r.originAddress,
    r.destinationAddress,
    csvNumber(fromCents(r.estimateCents), 2),
    APPROVAL_STATUS_LABELS[r.status][lang],
    r.requestedByName,
    r.decidedByName ?? '',
  ]);
}
