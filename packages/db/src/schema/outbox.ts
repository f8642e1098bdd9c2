import { index, jsonb, pgTable, text, timestamp, uuid, bigserial } from 'drizzle-orm/pg-core';

/** Every e-mail the product sends; delivered through SMTP when SMTP_URL is set. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/** Every SMS the product sends (a parcel receiver's PIN and tracking link); see lib/notifier.ts. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id'),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
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
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_corporate_idx').on(t.corporateId, t.id)],
);
