import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';

/**
 * A company's webhook endpoints (ADR 0017). The secret signs every delivery (Standard Webhooks:
 * `whsec_` and the key in base64) and so is kept as it is; after a rotation the previous one
 * signs too until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the first failure since the last success; 3 days of it disables the endpoint */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_corporate_idx').on(t.corporateId, t.createdAt)],
);

/**
 * The outbox: one row per event a company's endpoints asked for, written in the transaction of
 * the change it reports (never for one that rolled back, never lost once committed). `id` is the
 * `webhook-id` every try and every endpoint of it carries.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: text('id').primaryKey(),
    corporateId: uuid('corporate_id').notNull(),
    type: text('type').notNull(),
    /** the JSON body posted, exactly as signed */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_messages_corporate_idx').on(t.corporateId, t.createdAt)],
);

/** One message to one endpoint: its tries, its last answer, when it goes next. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** not tried before this time: a retry's backoff, or the lease of a try in flight */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** given up: 3 days of failures, or its endpoint disabled or removed */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    /** the start of the last answer, or what went wrong */
    lastResponse: text('last_response'),
    lastDurationMs: integer('last_duration_ms'),
  },
  (t) => [
    // the relay's queue: only what is still to deliver, by when it is due
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.succeededAt} is null and ${t.failedAt} is null`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_message_idx').on(t.messageId),
  ],
);
