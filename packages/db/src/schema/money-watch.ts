import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';

// Issue 13, parts 4 to 7: who is warned about a company's money and how, the notices its panel
// shows, the monthly statements already sent, recurring trips with their occurrences and the
// company's holidays, and the batches booked from a file.

/** A company's alert threshold and recipients (one row per company, absent: the defaults). */
export const moneyWatchSettings = pgTable('money_watch_settings', {
  corporateId: uuid('corporate_id')
    .primaryKey()
    .references(() => corporates.id),
  thresholdCents: bigint('threshold_cents', { mode: 'number' }),
  daysBefore: integer('days_before').notNull(),
  recipients: text('recipients').array().notNull(),
  alertsEnabled: boolean('alerts_enabled').notNull().default(true),
  statementEnabled: boolean('statement_enabled').notNull().default(true),
  /** when the low-balance alert went out; cleared once the balance is healthy again */
  lowSince: timestamp('low_since', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the panel's bell lists. One per (company, kind, dedupe key): a warning is given once. */
export const companyNotices = pgTable(
  'company_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_notices_dedupe_uq').on(t.corporateId, t.kind, t.dedupeKey),
    index('company_notices_corporate_idx').on(t.corporateId, t.createdAt.desc(), t.id),
  ],
);

/** A month's statement sent by the leader's timer: once per company and month in a cluster. */
export const statementRuns = pgTable(
  'statement_runs',
  {
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** YYYY-MM */
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.month] })],
);

/** Days a company does not work: recurring trips skip them. */
export const companyHolidays = pgTable(
  'company_holidays',
  {
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.day] })],
);

/** A trip booked again and again: on these weekdays at this time, as `body` asks. */
export const recurringTrips = pgTable(
  'recurring_trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** the POST /trips body each occurrence books (without scheduled_at) */
    body: jsonb('body').notNull(),
    passengerName: text('passenger_name').notNull(),
    weekdays: integer('weekdays').array().notNull(),
    /** HH:MM in the company's time zone */
    time: text('time').notNull(),
    paused: boolean('paused').notNull().default(false),
    createdByName: text('created_by_name').notNull(),
    createdByMemberId: uuid('created_by_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('recurring_trips_corporate_idx')
      .on(t.corporateId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Each date a recurring trip came due: booked, waiting for approval, failed or skipped. */
export const recurringOccurrences = pgTable(
  'recurring_occurrences',
  {
    recurringId: uuid('recurring_id')
      .notNull()
      .references(() => recurringTrips.id),
    occursAt: timestamp('occurs_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'booked' | 'approval' | 'failed' | 'holiday'>().notNull(),
    orderId: uuid('order_id'),
    approvalId: uuid('approval_id'),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recurringId, t.occursAt] })],
);

/** A file of trips booked at once, with the report of each row. */
export const tripBatches = pgTable(
  'trip_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    fileName: text('file_name').notNull(),
    createdByName: text('created_by_name').notNull(),
    /** one per row of the file: what it asked and what became of it */
    rows: jsonb('rows').notNull(),
    bookedCount: integer('booked_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_batches_corporate_idx').on(t.corporateId, t.createdAt)],
);
