import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, corporates } from './corporates.ts';
import { corporateMembers } from './team.ts';

/** Opaque session tokens, stored as SHA-256 hashes (ADR 0002). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    /** null for a provider-console session */
    corporateId: uuid('corporate_id').references(() => corporates.id),
    /** set for a provider-console session and for assist mode inside a corporate panel */
    adminId: uuid('admin_id').references(() => admins.id),
    /** a team member's session (issue 13); null for the company's own login */
    memberId: uuid('member_id').references(() => corporateMembers.id),
    /** assist mode: the admin's console session that opened it (it ends with that one) */
    openedBySessionId: uuid('opened_by_session_id').references((): AnyPgColumn => sessions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_corporate_idx').on(t.corporateId),
    index('sessions_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} is not null`),
    // "has this account signed in from this address before?" (the login throttle's known address)
    index('sessions_corporate_ip_idx').on(t.corporateId, t.ip),
    // a console admin's known addresses (the login throttle), as members' and companies' above
    index('sessions_admin_idx')
      .on(t.adminId, t.ip)
      .where(sql`${t.adminId} is not null`),
    index('sessions_opened_by_idx')
      .on(t.openedBySessionId)
      .where(sql`${t.openedBySessionId} is not null`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    tokenHash: text('token_hash').notNull(),
    /** a team member's reset (issue 13); null: the company's own login */
    memberId: uuid('member_id').references(() => corporateMembers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash)],
);

/** Failed logins: the per-address and per-(e-mail, address) limits and the per-e-mail slowdown. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Instants the login throttle shares between instances, by key: `turn:<email>` is when the next
 * attempt on a slowed e-mail may run; `alert:<corporate id>` is when the current burst of failures
 * (and so its one warning e-mail) ends.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * Forgot-password requests waiting for the background worker: the request only inserts a row,
 * whether the e-mail exists or not, so both answer after the same work. The worker deletes the row
 * in the transaction that creates the link; a row whose work failed keeps its attempts and error.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  ip: text('ip'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});
