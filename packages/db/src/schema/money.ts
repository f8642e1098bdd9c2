import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, corporates } from './corporates.ts';
import { ledgerTransfers } from './ledger.ts';
import { uploads } from './parcels.ts';

// Money in (issue 11): top-ups, the invoices they produce, the gapless numbering of those
// invoices, and the simulated bank's own record of the pago móvil payments made through its demo
// page. Tenant tables lead their indexes with corporate_id.

export type TopupMethodCode = 'pago_movil' | 'zelle';
export type TopupStatusCode = 'verifying' | 'waiting' | 'approved' | 'rejected';
export type AutoCheckResult = 'found' | 'not_found' | 'mismatch' | 'already_used' | 'unavailable';

export const topups = pgTable(
  'topups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** REC-000001…, one series for all companies (a sequence: gaps are harmless here) */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    method: text('method').$type<TopupMethodCode>().notNull(),
    status: text('status').$type<TopupStatusCode>().notNull(),
    /** 'VES' | 'USD': the payment's own currency */
    currency: text('currency').notNull(),
    /** in the payment's currency, cents (bolívar cents for VES) */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** bolívares per dollar of the payment date, fixed when the top-up is registered */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    /** what the payment is worth in dollars */
    amountUsdCents: bigint('amount_usd_cents', { mode: 'number' }).notNull(),
    igtfCents: bigint('igtf_cents', { mode: 'number' }).notNull().default(0),
    /** what the wallet receives on approval: amount_usd - igtf */
    creditedCents: bigint('credited_cents', { mode: 'number' }).notNull(),
    /** of the credit, what went to paying the company's due credits (set on approval) */
    creditsPaidCents: bigint('credits_paid_cents', { mode: 'number' }).notNull().default(0),
    paymentDate: date('payment_date').notNull(),
    reference: text('reference').notNull(),
    /** method, bank, date and reference as one key: unique among top-ups not rejected */
    referenceKey: text('reference_key').notNull(),
    bankCode: text('bank_code'),
    payerPhone: text('payer_phone'),
    payerId: text('payer_id'),
    zelleOwner: text('zelle_owner'),
    zelleSender: text('zelle_sender'),
    receiptUploadId: uuid('receipt_upload_id').references(() => uploads.id),
    memoNumber: text('memo_number'),
    proformaNumber: text('proforma_number'),
    invoiceEmail: text('invoice_email'),
    /** {name, tax_id, address} or null: the invoice's buyer instead of the company's fiscal data */
    customInvoice: jsonb('custom_invoice'),
    autoCheck: text('auto_check').$type<AutoCheckResult>(),
    autoChecks: integer('auto_checks').notNull().default(0),
    /** the next question to the bank (status verifying) */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** the bank confirmed it and no person was involved */
    verifiedAutomatically: boolean('verified_automatically').notNull().default(false),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    /** the admin who registered it in assist mode, if one did */
    createdByAdmin: uuid('created_by_admin').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('topups_seq_uq').on(t.seq),
    uniqueIndex('topups_reference_uq')
      .on(t.referenceKey)
      .where(sql`${t.status} <> 'rejected'`),
    index('topups_corporate_idx').on(t.corporateId, t.createdAt, t.id),
    index('topups_status_idx').on(t.status, t.createdAt, t.id),
    /** the console's list of every status, newest first */
    index('topups_created_idx').on(t.createdAt, t.id),
    index('topups_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'verifying'`),
    check('topups_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'topups_method_ok',
      sql`${t.method} in ('pago_movil', 'zelle') and ${t.currency} in ('VES', 'USD')`,
    ),
    check('topups_status_ok', sql`${t.status} in ('verifying', 'waiting', 'approved', 'rejected')`),
  ],
);

/** One row per issuer: the next invoice number and control number (locked to take one). */
export const invoiceCounters = pgTable('invoice_counters', {
  issuerTaxId: text('issuer_tax_id').primaryKey(),
  nextNumber: bigint('next_number', { mode: 'number' }).notNull().default(1),
  nextControl: bigint('next_control', { mode: 'number' }).notNull().default(1),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    topupId: uuid('topup_id')
      .notNull()
      .references(() => topups.id),
    issuerTaxId: text('issuer_tax_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    controlNumber: bigint('control_number', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** {name, tax_id, address} as they were when issued */
    issuer: jsonb('issuer').notNull(),
    buyer: jsonb('buyer').notNull(),
    /** [{description, quantity, unit_cents}] */
    lines: jsonb('lines').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
    ivaCents: bigint('iva_cents', { mode: 'number' }).notNull(),
    igtfCents: bigint('igtf_cents', { mode: 'number' }).notNull(),
    /** what the taxes rounded to the cent leave of the payment (contracts splitPayment) */
    roundingCents: bigint('rounding_cents', { mode: 'number' }).notNull().default(0),
    emailedTo: text('emailed_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.issuerTaxId, t.number),
    uniqueIndex('invoices_control_uq').on(t.issuerTaxId, t.controlNumber),
    uniqueIndex('invoices_topup_uq').on(t.topupId),
    index('invoices_corporate_idx').on(t.corporateId, t.issuedAt, t.id),
    check(
      'invoices_sum',
      sql`${t.baseCents} + ${t.ivaCents} + ${t.igtfCents} + ${t.roundingCents} = ${t.totalCents}`,
    ),
    check('invoices_rounding', sql`${t.roundingCents} between 0 and 2`),
  ],
);

/** The simulated bank's books: pago móvil payments received into the provider's account. */
export const demoBankPayments = pgTable(
  'demo_bank_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankCode: text('bank_code').notNull(),
    payerPhone: text('payer_phone').notNull(),
    payerId: text('payer_id').notNull(),
    reference: text('reference').notNull(),
    /** bolívar cents */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paymentDate: date('payment_date').notNull(),
    /** when the bank's conciliation service starts to know it (it is late now and then) */
    visibleAt: timestamp('visible_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demo_bank_payments_reference_uq').on(t.reference)],
);

export type CreditStatusCode =
  'waiting' | 'active' | 'expired' | 'paid' | 'not_approved' | 'reverted';
export type CreditMovementKind = 'credit_added' | 'reverted' | 'payment';

/**
 * Corporate credits (advances, issue 11 part 4): asked by the company or granted by finance; an
 * active credit put its amount into the wallet from the provider's credit line and is paid back
 * by the company's next top-ups. `expired` is an active credit past its date, still due.
 */
export const corporateCredits = pgTable(
  'corporate_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    status: text('status').$type<CreditStatusCode>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    /** the company's words when it asked */
    note: text('note'),
    denyReason: text('deny_reason'),
    /** 'company' (asked in the panel) or 'provider' (granted from the console) */
    requestedBy: text('requested_by').$type<'company' | 'provider'>().notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => admins.id),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('corporate_credits_seq_uq').on(t.seq),
    index('corporate_credits_corporate_idx').on(t.corporateId, t.createdAt, t.id),
    index('corporate_credits_status_idx').on(t.status, t.expiresAt),
    /** the console's lists, newest first (every status, or one) */
    index('corporate_credits_created_idx').on(t.createdAt, t.id),
    index('corporate_credits_status_created_idx').on(t.status, t.createdAt, t.id),
    check('corporate_credits_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'corporate_credits_paid_range',
      sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`,
    ),
    check(
      'corporate_credits_status_ok',
      sql`${t.status} in ('waiting', 'active', 'expired', 'paid', 'not_approved', 'reverted')`,
    ),
  ],
);

/** What happened to a credit's money: added to the wallet, reverted, paid back (by a top-up). */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => corporateCredits.id),
    kind: text('kind').$type<CreditMovementKind>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    topupId: uuid('topup_id').references(() => topups.id),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_movements_credit_idx').on(t.corporateId, t.creditId, t.createdAt),
    check('credit_movements_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A proforma a company asks for before paying (issue 11 part 3): not a tax document. */
export const proformas = pgTable(
  'proformas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** dollar cents to pay */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    concept: text('concept').notNull(),
    /** bolívares per dollar of the day it was issued */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    /** {name, tax_id, address} of the buyer as it was */
    buyer: jsonb('buyer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proformas_seq_uq').on(t.seq),
    index('proformas_corporate_idx').on(t.corporateId, t.createdAt, t.id),
    check('proformas_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
