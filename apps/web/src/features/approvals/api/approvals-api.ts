import {
  approvalResponseSchema,
  approvalsPageSchema,
  publicApprovalResponseSchema,
  type ApprovalCreated,
  type ApprovalStatus,
  type DenyApprovalBody,
} from '@trayecto/contracts/approvals';
import { api } from '../../../lib/api-client.ts';

// Bookings outside a group's travel policy that wait for an approver (issue 13, part 3): the
// panel's GET /api/corporate/approvals (keyset pages, CSV), a request, its approve and deny; and
// the public pair of an approver's e-mailed link, GET /api/public/approvals/:token and its
// approve / deny.

/** The list's filter: one status, or every request (null). */
export type ApprovalFilter = ApprovalStatus | null;

export const approvalKeys = {
  all: ['approvals'] as const,
  lists: () => ['approvals', 'list'] as const,
  list: (status: ApprovalFilter) => ['approvals', 'list', status ?? 'all'] as const,
  details: () => ['approvals', 'detail'] as const,
  detail: (id: string) => ['approvals', 'detail', id] as const,
  /** how many wait (the menu's badge) */
  waiting: () => ['approvals', 'waiting'] as const,
  link: (token: string) => ['approvals', 'link', token] as const,
};

export const APPROVALS_PAGE_SIZE = 20;

const BASE = '/corporate/approvals';
const approvalPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export function listApprovals(
  status: ApprovalFilter,
  cursor: string | null,
  limit = APPROVALS_PAGE_SIZE,
  signal?: AbortSignal,
) {
  return api.get(BASE, {
    query: { status: status ?? undefined, cursor: cursor ?? undefined, limit },
    schema: approvalsPageSchema,
    ...signalOf(signal),
  });
}

/** The requests of a tab (every one for null), as the server's CSV in the interface language. */
export function exportApprovalsCsv(status: ApprovalFilter) {
  return api.get<Blob>(BASE, {
    query: { status: status ?? undefined, format: 'csv' },
    responseType: 'blob',
  });
}

export async function getApproval(id: string, signal?: AbortSignal) {
  return (await api.get(approvalPath(id), { schema: approvalResponseSchema, ...signalOf(signal) }))
    .approval;
}

/** Approve: the booking is placed as it was asked (approved with its order, or failed). */
export async function approveApproval(id: string) {
  return (
    await api.post(`${approvalPath(id)}/approve`, undefined, { schema: approvalResponseSchema })
  ).approval;
}

export async function denyApproval(id: string, body: DenyApprovalBody) {
  return (await api.post(`${approvalPath(id)}/deny`, body, { schema: approvalResponseSchema }))
    .approval;
}

const linkPath = (token: string) => `/public/approvals/${encodeURIComponent(token)}`;

/** The request behind an approver's link (404 approval_link_invalid). */
export function getApprovalByLink(token: string, signal?: AbortSignal) {
  return api.get(linkPath(token), { schema: publicApprovalResponseSchema, ...signalOf(signal) });
}

/** Decided from the link, once (409 approval_already_decided). */
export function approveByLink(token: string) {
  return api.post(`${linkPath(token)}/approve`, undefined, {
    schema: publicApprovalResponseSchema,
  });
}

export function denyByLink(token: string, body: DenyApprovalBody) {
  return api.post(`${linkPath(token)}/deny`, body, { schema: publicApprovalResponseSchema });
}

// ---- a booking's answer (POST /trips, /parcels, /quotes/:id/approve) ----

/**
 * Whether a booking's answer is a request filed for approval (202: the booking broke its group's
 * policy and the policy sends it to an approver; nothing is booked or held) instead of the order.
 */
export function isApprovalRequired(answer: unknown): answer is ApprovalCreated {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { approval_required?: unknown }).approval_required === true
  );
}
