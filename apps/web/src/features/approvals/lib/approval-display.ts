import {
  APPROVAL_STATUSES,
  type Approval,
  type ApprovalStatus,
} from '@trayecto/contracts/approvals';

// What the approvals page and the approver's link page derive from a request (issue 13, part 3).

/** The page's tabs: the requests waiting first, then each decided status, then every request. */
export const APPROVAL_TABS = [
  'waiting',
  'approved',
  'denied',
  'expired',
  'failed',
  'all',
] as const satisfies readonly (ApprovalStatus | 'all')[];
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

export const isApprovalTab = (value: string | null): value is ApprovalTab =>
  (APPROVAL_TABS as readonly (string | null)[]).includes(value);

/** The list's status filter of a tab (null: every status). */
export const statusOfTab = (tab: ApprovalTab): ApprovalStatus | null =>
  tab === 'all' ? null : tab;

export const isApprovalStatus = (value: string): value is ApprovalStatus =>
  (APPROVAL_STATUSES as readonly string[]).includes(value);

/**
 * The page of the order an approved request became: a trip's map (a ride or a multistop run:
 * both are the trips' orders) or a parcel's detail; null before it is placed.
 */
export function orderPathOf(approval: Pick<Approval, 'kind' | 'order_id'>): string | null {
  if (!approval.order_id) return null;
  const id = encodeURIComponent(approval.order_id);
  return approval.kind === 'parcel' ? `/parcel_multistop/${id}` : `/view-map/${id}`;
}

/** Whether a request may still be decided: waiting, and not past its time (the sweep may lag). */
export function isDecidable(approval: Pick<Approval, 'status' | 'expires_at'>, now: Date): boolean {
  return approval.status === 'waiting' && new Date(approval.expires_at).getTime() > now.getTime();
}
