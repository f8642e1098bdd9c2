import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';
import { corporateMembers } from './team.ts';

export type ApprovalStatusValue = 'waiting' | 'approved' | 'denied' | 'expired' | 'failed';

/**
 * A booking outside its group's policy that waits for an approver (issue 13, part 3). It keeps the
 * request as it was asked (`body`, or the multistop quote's id); nothing is held until approval,
 * when the booking is placed as asked. Decided once: every change is conditional on 'waiting'.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uniqueId: text('unique_id').notNull(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    kind: text('kind').$type<'ride' | 'parcel' | 'multistop'>().notNull(),
    /** the booking's body as validated (ride, parcel) */
    body: jsonb('body'),
    /** the multistop quote whose approval waits */
    quoteId: uuid('quote_id'),
    /** who asked: a member, or null for the company's own login (or assist mode) */
    requestedByMemberId: uuid('requested_by_member_id').references(() => corporateMembers.id),
    requestedByAdminId: uuid('requested_by_admin_id'),
    requestedByName: text('requested_by_name').notNull(),
    passengerName: text('passenger_name').notNull(),
    groupName: text('group_name').notNull(),
    violations: text('violations').array().notNull(),
    originAddress: text('origin_address').notNull(),
    destinationAddress: text('destination_address').notNull(),
    serviceTypeId: text('service_type_id').notNull(),
    estimateCents: bigint('estimate_cents', { mode: 'number' }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    tripReason: text('trip_reason'),
    costCenter: text('cost_center'),
    status: text('status').$type<ApprovalStatusValue>().notNull().default('waiting'),
    decidedByName: text('decided_by_name'),
    decidedByMemberId: uuid('decided_by_member_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    denyReason: text('deny_reason'),
    failureCode: text('failure_code'),
    orderId: uuid('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_requests_unique_id_uq').on(t.uniqueId),
    index('approval_requests_list_idx').on(t.corporateId, t.createdAt.desc(), t.id.desc()),
    index('approval_requests_status_idx').on(
      t.corporateId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // the expiry sweep: what still waits, by when it expires
    index('approval_requests_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

/**
 * The single-use links e-mailed to a request's approvers: one per recipient, only the token's
 * hash kept. A link works while its request waits and it has not been used.
 */
export const approvalLinks = pgTable(
  'approval_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => approvalRequests.id),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    /** the approver: a member, or null for the company's own login */
    memberId: uuid('member_id').references(() => corporateMembers.id),
    name: text('name').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_links_token_uq').on(t.tokenHash)],
);
