import { z } from 'zod';
import { POLICY_RULES } from './policies.ts';
import { text } from './text.ts';

// Approval before the trip (issue 13, part 3). A booking outside its group's policy, where the
// policy says so, is not placed: it waits for an approver. Nothing is held until it is approved;
// then the booking is placed as it was asked (priced again). Not decided before its time, it
// expires. An approver decides in the panel or from the single-use link of its e-mail.

export const APPROVAL_STATUSES = ['waiting', 'approved', 'denied', 'expired', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_KINDS = ['ride', 'parcel', 'multistop'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** An immediate trip's request waits this long; a scheduled one until its time (less pre_time). */
export const APPROVAL_IMMEDIATE_TTL_MS = 30 * 60 * 1000;
/** A link in an approver's e-mail works once, until the request is decided or expires. */
export const APPROVAL_DENY_REASON_MAX = 300;

export const approvalSchema = z.object({
  _id: z.string(),
  /** human id, e.g. AP-4K2M9Q */
  unique_id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  /** who travels or sends */
  passenger_name: z.string(),
  /**
   * the collaborator whose balance pays once approved (a ride's passenger, a parcel's sender
   * from the payroll); null when the company's balance pays or the quote names the payer
   * (multistop)
   */
  payer_user_id: z.string().nullable(),
  /** the group whose policy the booking breaks */
  group_name: z.string(),
  /** the rules it breaks (contracts POLICY_RULES) */
  violations: z.array(z.enum(POLICY_RULES)),
  origin_address: z.string(),
  destination_address: z.string(),
  service_type_id: z.string(),
  /** dollars: the estimate when it was asked */
  estimate: z.number(),
  scheduled_at: z.string().nullable(),
  reason: z.string().nullable(),
  cost_center: z.string().nullable(),
  /** who asked: a member's name, or the company's */
  requested_by: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  deny_reason: z.string().nullable(),
  /** why placing it failed after approval (an error code), for status failed */
  failure_code: z.string().nullable(),
  /** the order it became, once approved */
  order_id: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

/** What a booking answers (202) when it waits for approval instead of being placed. */
export const approvalCreatedSchema = z.object({
  success: z.literal(true),
  approval_required: z.literal(true),
  approval: approvalSchema,
});
export type ApprovalCreated = z.infer<typeof approvalCreatedSchema>;

export const listApprovalsQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { message: 'validation_error' }).optional(),
  cursor: text().max(200, { message: 'invalid_cursor' }).optional(),
  limit: z.coerce
    .number({ message: 'validation_error' })
    .int({ message: 'validation_error' })
    .min(1, { message: 'validation_error' })
    .max(100, { message: 'validation_error' })
    .default(20),
  format: z.enum(['json', 'csv']).optional(),
});

export const approvalsPageSchema = z.object({
  success: z.literal(true),
  approvals: z.array(approvalSchema),
  /** how many wait for a decision (the menu's badge) */
  waiting: z.number(),
  next_cursor: z.string().nullable(),
});
export const approvalResponseSchema = z.object({
  success: z.literal(true),
  approval: approvalSchema,
});

export const denyApprovalBodySchema = z.object({
  reason: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required' })
    .max(APPROVAL_DENY_REASON_MAX, { message: 'too_long' }),
});
export type DenyApprovalBody = z.input<typeof denyApprovalBodySchema>;

export const approvalTokenParamsSchema = z.object({
  token: text({ error: 'field_required' })
    .min(16, { message: 'approval_link_invalid' })
    .max(200, { message: 'approval_link_invalid' }),
});

/** The public page of an approver's e-mailed link: the request and the company's name. */
export const publicApprovalResponseSchema = z.object({
  success: z.literal(true),
  company_name: z.string(),
  approval: approvalSchema,
});
export type PublicApproval = z.infer<typeof publicApprovalResponseSchema>;

export const APPROVAL_UPDATE_EVENT = 'approval:update';
export const approvalUpdateEventSchema = z.object({
  approval_id: z.string(),
  status: z.enum(APPROVAL_STATUSES),
});
