import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';

// Double-entry ledger (ARCHITECTURE.md §5). Amounts are integer cents (USD, the book currency).
// Balances change only together with the entries that explain them, in one transaction.
// Entries and transfers are append-only: triggers (migration 0001_ledger_append_only) refuse
// UPDATE and DELETE, except a transfer's created_at (history imported with its own dates).

export type AccountOwnerType = 'corporate' | 'payroll_user' | 'provider';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** tenant; null for the provider's own accounts */
    corporateId: uuid('corporate_id').references(() => corporates.id),
    ownerType: text('owner_type').$type<AccountOwnerType>().notNull(),
    /** corporate id, payroll user id, or null for provider accounts */
    ownerId: uuid('owner_id'),
    /** provider accounts: 'revenue' | 'bank_clearing' | 'credit_line' | 'taxes_payable' (IGTF withheld) */
    code: text('code'),
    currency: text('currency').notNull().default('USD'),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    overdraftCents: bigint('overdraft_cents', { mode: 'number' }).notNull().default(0),
    heldCents: bigint('held_cents', { mode: 'number' }).notNull().default(0),
    /** provider accounts may go below zero without limit */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq')
      .on(t.ownerType, t.ownerId)
      .where(sql`${t.ownerId} is not null`),
    uniqueIndex('ledger_accounts_code_uq')
      .on(t.code)
      .where(sql`${t.code} is not null`),
    index('ledger_accounts_corporate_idx').on(t.corporateId),
    check('ledger_accounts_overdraft_nonneg', sql`${t.overdraftCents} >= 0`),
    check('ledger_accounts_held_nonneg', sql`${t.heldCents} >= 0`),
    check(
      'ledger_accounts_floor',
      sql`${t.allowNegative} or ${t.balanceCents} + ${t.overdraftCents} >= 0`,
    ),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** tenant the transfer belongs to (null for provider-only movements) */
    corporateId: uuid('corporate_id').references(() => corporates.id),
    /** what caused it: 'seed_topup' | 'topup' | 'give_balance' | 'take_balance' | 'user_removed' | 'trip_charge' | ... */
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    /** related entity, e.g. the payroll user or the trip */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transfers_corporate_idx').on(t.corporateId, t.createdAt, t.id)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** signed: positive credits the account, negative debits it */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceBeforeCents: bigint('balance_before_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check(
      'ledger_entries_chain',
      sql`${t.balanceAfterCents} = ${t.balanceBeforeCents} + ${t.amountCents}`,
    ),
  ],
);

export type HoldStatus = 'pending' | 'posted' | 'voided';

export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id').references(() => corporates.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<HoldStatus>().notNull().default('pending'),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** the transfer that posted it */
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('ledger_holds_account_idx').on(t.accountId, t.status),
    check('ledger_holds_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Idempotency-Key records for money-moving POSTs, kept at least 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    corporateId: uuid('corporate_id').notNull(),
    key: text('key').notNull(),
    /** method + path + SHA-256 of the canonical body */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'in_progress' | 'done'>().notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.corporateId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Dated exchange rates: bolívares per dollar, one per Caracas day, in force from that day's first
 * minute (setting a day's rate again replaces it).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currency: text('currency').notNull().default('VES'),
    /** units of `currency` per 1 USD */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_rates_effective_idx').on(t.currency, t.effectiveAt),
    uniqueIndex('exchange_rates_one_per_day').on(
      t.currency,
      sql`((${t.effectiveAt} at time zone 'America/Caracas')::date)`,
    ),
  ],
);
