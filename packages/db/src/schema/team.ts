import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';

export type TeamRoleValue = 'admin' | 'coordinator' | 'finance' | 'approver' | 'viewer';
export type TeamMemberStatusValue = 'invited' | 'active' | 'inactive';

/**
 * The people a company invites to its panel (issue 13), besides its own login (the owner, on
 * `corporates`). A member signs in with its own e-mail and password and acts with its role
 * (contracts team.ts). The invitation is a single-use link: its token's hash sits here until it
 * is used. A deactivated member keeps its row (the activity log names it).
 */
export const corporateMembers = pgTable(
  'corporate_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /**
     * lower case; once it has a password (a sign-in name) unique across every company and apart
     * from the companies' own logins (checked by the invitation's acceptance). Before that it may
     * be invited by several companies: an invitation answers the same whether or not the e-mail
     * signs in elsewhere (team.service.ts), and one stays pending, with no link, when it does.
     */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<TeamRoleValue>().notNull(),
    status: text('status').$type<TeamMemberStatusValue>().notNull().default('invited'),
    /** null until the invitation is accepted */
    passwordHash: text('password_hash'),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /** who invited: a member, or null for the owner or a provider admin */
    invitedByMemberId: uuid('invited_by_member_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('corporate_members_corporate_email_uq').on(t.corporateId, t.email),
    uniqueIndex('corporate_members_login_uq')
      .on(t.email)
      .where(sql`${t.passwordHash} is not null`),
    uniqueIndex('corporate_members_invite_uq')
      .on(t.inviteTokenHash)
      .where(sql`${t.inviteTokenHash} is not null`),
    index('corporate_members_corporate_idx').on(t.corporateId, t.createdAt),
  ],
);
