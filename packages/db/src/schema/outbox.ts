import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { trips } from './trips.ts';

/** Every e-mail the product sends; delivered through SMTP when SMTP_URL is set. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** files sent with it (a monthly statement's PDF and CSV), base64 */
    attachments:
      jsonb('attachments').$type<
        Array<{ filename: string; contentType: string; contentBase64: string }>
      >(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/**
 * Every SMS the product sends (a parcel receiver's PIN and tracking link). Written in the
 * transaction of what it announces; relayed to the HTTP SMS provider after the commit when
 * SMS_URL is set (apps/api/src/modules/sms). A row whose order is removed (the provider refused
 * it) goes with it, so an order that was never placed never sends its SMS.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id'),
    /** the order it announces: sent only once the provider has the order, and while it runs */
    orderId: uuid('order_id').references(() => trips.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** the last failure (HTTP status or network error) */
    error: text('error'),
    /** posts to the provider so far */
    attempts: integer('attempts').notNull().default(0),
    /** not relayed before this time: a retry's backoff, or the lease of a relay in flight */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** given up (too many failures, or its order ended first): never relayed again */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_created_idx').on(t.createdAt),
    // the relay's queue: only the rows still to send
    index('sms_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // the cascade from trips (a refused order removed)
    index('sms_outbox_order_idx').on(t.orderId),
  ],
);

export type AuditActorType = 'corporate' | 'admin' | 'system';

/** Append-only record of every write: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    corporateId: uuid('corporate_id'),
    actorType: text('actor_type').$type<AuditActorType>().notNull(),
    actorId: uuid('actor_id'),
    /** set when a provider admin acted inside the corporate panel (assist mode) */
    assistAdminId: uuid('assist_admin_id'),
    /** the team member who acted (issue 13); null for the company's own login */
    memberId: uuid('member_id'),
    /** the company's API key that acted; the activity log names it */
    apiKeyId: uuid('api_key_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_corporate_idx').on(t.corporateId, t.id),
    // the console's log across companies, newest first, and by who did it
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    // what was done to one thing of a company (who requested a trip, for its service note)
    index('audit_log_entity_idx')
      .on(t.corporateId, t.entityId)
      .where(sql`${t.entityId} is not null`),
  ],
);
