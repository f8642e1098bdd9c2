import {
  APPROVAL_IMMEDIATE_TTL_MS,
  APPROVAL_UPDATE_EVENT,
  fromCents,
  isLanguage,
  type Approval,
  type ApprovalCreated,
  type ApprovalKind,
  type PolicyRule,
} from '@trayecto/contracts';
import type { Actor } from '../../app-types.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import type { QueuedMail } from '../mail/mailer.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import type { ApprovalNeeded } from '../policies/policy-check.ts';
import { newOrderUniqueId } from '../trips/trip-ids.ts';
import { approvalRequestEmail } from './approval-email.ts';
import * as repo from './approvals.repository.ts';

// Filing a booking that waits for approval (issue 13, part 3), from the booking modules. Nothing
// is held: the request keeps what was asked; its approvers get an e-mail with a single-use link
// each; the company's panels hear of it live. Idempotent like the booking it stands for.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The collaborator whose balance the booking asked for will hold (see Approval.payer_user_id). */
function payerUserId(row: repo.ApprovalRow): string | null {
  const body = (row.body ?? {}) as {
    passenger?: { type?: string; user_id?: string };
    sender?: { type?: string; user_id?: string };
  };
  const who = row.kind === 'ride' ? body.passenger : row.kind === 'parcel' ? body.sender : null;
  return who?.type === 'payroll' && who.user_id ? who.user_id : null;
}

export function toApproval(row: repo.ApprovalRow): Approval {
  return {
    _id: row.id,
    unique_id: row.uniqueId,
    kind: row.kind,
    status: row.status,
    passenger_name: row.passengerName,
    payer_user_id: payerUserId(row),
    group_name: row.groupName,
    violations: row.violations as PolicyRule[],
    origin_address: row.originAddress,
    destination_address: row.destinationAddress,
    service_type_id: row.serviceTypeId,
    estimate: fromCents(row.estimateCents),
    scheduled_at: iso(row.scheduledAt),
    reason: row.tripReason,
    cost_center: row.costCenter,
    requested_by: row.requestedByName,
    decided_by: row.decidedByName,
    decided_at: iso(row.decidedAt),
    deny_reason: row.denyReason,
    failure_code: row.failureCode,
    order_id: row.orderId,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export type ApprovalFiling = {
  corporateId: string;
  kind: ApprovalKind;
  /** the booking's validated body (ride, parcel) */
  body?: unknown;
  /** the multistop quote */
  quoteId?: string;
  needed: ApprovalNeeded;
  passengerName: string;
  originAddress: string;
  destinationAddress: string;
  serviceTypeId: string;
  estimateCents: number;
  scheduledAt: Date | null;
  reason: string | null;
};

/**
 * Files the request and e-mails its approvers, in one transaction with the booking's idempotency
 * key (a replay answers the same 202). A scheduled booking waits until pre_time before its time
 * (after that it could not be dispatched); an immediate one APPROVAL_IMMEDIATE_TTL_MS.
 */
export async function fileApproval(
  runtime: OrderRuntime,
  filing: ApprovalFiling,
  actor: Actor,
  idempotency?: IdempotencyScope,
): Promise<ApprovalCreated> {
  const { deps } = runtime;
  const mails: QueuedMail[] = [];
  const row = await runTransaction(deps.db, async (tx) => {
    mails.length = 0;
    await idempotency?.begin(tx);
    const now = deps.clock.now();
    const company = (await repo.companyLang(tx, filing.corporateId))!;
    // who asked: the member by name, else the company (its own login, or assist mode)
    const memberName = actor.memberId ? await repo.memberName(tx, actor.memberId) : null;
    const requester = {
      memberId: actor.memberId ?? null,
      adminId: actor.corporateId ? actor.adminId : null,
      name: memberName ?? company.name,
    };
    const expiresAt = filing.scheduledAt
      ? new Date(filing.scheduledAt.getTime() - company.preTime * 60_000)
      : new Date(now.getTime() + APPROVAL_IMMEDIATE_TTL_MS);
    const created = await repo.insertRequest(tx, {
      uniqueId: newOrderUniqueId('AP'),
      corporateId: filing.corporateId,
      kind: filing.kind,
      body: filing.body ?? null,
      quoteId: filing.quoteId ?? null,
      requestedByMemberId: requester.memberId,
      requestedByAdminId: requester.adminId,
      requestedByName: requester.name,
      passengerName: filing.passengerName,
      groupName: filing.needed.group,
      violations: filing.needed.violations,
      originAddress: filing.originAddress,
      destinationAddress: filing.destinationAddress,
      serviceTypeId: filing.serviceTypeId,
      estimateCents: filing.estimateCents,
      scheduledAt: filing.scheduledAt,
      tripReason: filing.reason,
      costCenter: filing.needed.costCenter,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    const { company: owner, members } = await repo.approversOf(tx, filing.corporateId);
    const lang = isLanguage(owner.lang) ? owner.lang : 'es';
    const recipients = [
      { email: owner.email, name: owner.name, memberId: null as string | null },
      ...members.map((m) => ({ email: m.email, name: m.name, memberId: m.id as string | null })),
    ];
    const links = recipients.map((r) => ({ ...r, token: newToken() }));
    await repo.insertLinks(
      tx,
      links.map((l) => ({
        requestId: created.id,
        tokenHash: hashToken(l.token),
        email: l.email,
        memberId: l.memberId,
        name: l.name,
        createdAt: now,
      })),
    );
    for (const l of links) {
      const link = `${deps.config.publicUrl}/approval/${encodeURIComponent(l.token)}`;
      mails.push(
        await deps.mailer.queue(tx, {
          to: l.email,
          ...approvalRequestEmail(lang, created, l.name, link),
          logHint: `approval link for ${l.email}: ${link}`,
        }),
      );
    }
    await recordAudit(tx, {
      actor,
      corporateId: filing.corporateId,
      action: 'approval_requested',
      entity: 'approval',
      entityId: created.id,
      after: {
        unique_id: created.uniqueId,
        kind: created.kind,
        group: created.groupName,
        violations: created.violations,
      },
    });
    const body: ApprovalCreated = {
      success: true,
      approval_required: true,
      approval: toApproval(created),
    };
    await idempotency?.record(tx, { statusCode: 202, body });
    return created;
  });
  for (const mail of mails) mail.deliver();
  runtime.emit(filing.corporateId, APPROVAL_UPDATE_EVENT, {
    approval_id: row.id,
    status: row.status,
  });
  return { success: true, approval_required: true, approval: toApproval(row) };
}
