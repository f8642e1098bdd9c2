import { sql } from 'drizzle-orm';
import {
  boolean,
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

export type CorporateStatus = 'pending' | 'approved' | 'suspended';

export const corporates = pgTable(
  'corporates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The PANEL ID shown in the top bar, e.g. "TE-100234". */
    uniqueId: text('unique_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    taxId: text('tax_id'),
    countryName: text('country_name').notNull().default('Venezuela'),
    phone: text('phone').notNull().default(''),
    countryPhoneCode: text('country_phone_code').notNull().default('+58'),
    city: text('city').notNull().default('Caracas'),
    imageUrl: text('image_url'),
    status: text('status').$type<CorporateStatus>().notNull().default('pending'),
    isActiveShipments: boolean('is_active_shipments').notNull().default(false),
    isActiveMultiStops: boolean('is_active_multi_stops').notNull().default(false),
    isCorporateMaster: boolean('is_corporate_master').notNull().default(false),
    isAllowCredits: boolean('is_allow_credits').notNull().default(false),
    lang: text('lang').notNull().default('es'),
    timezone: text('timezone').notNull().default('America/Caracas'),
    /** minutes before a scheduled trip at which the provider dispatches it */
    preTimeMinutes: integer('pre_time_minutes').notNull().default(15),
    // Onboarding (first login after approval): the data invoices carry. Null until completed.
    fiscalName: text('fiscal_name'),
    fiscalAddress: text('fiscal_address'),
    invoiceEmails: text('invoice_emails').array(),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** why the provider suspended it (shown in the console) */
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('corporates_email_uq').on(t.email),
    uniqueIndex('corporates_unique_id_uq').on(t.uniqueId),
  ],
);

/** A master corporate's associated panels. */
export const masterPanels = pgTable(
  'master_panels',
  {
    masterId: uuid('master_id')
      .notNull()
      .references(() => corporates.id),
    panelId: uuid('panel_id')
      .notNull()
      .references(() => corporates.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.masterId, t.panelId] }),
    index('master_panels_panel_idx').on(t.panelId),
  ],
);

/** Provider staff: the console and assist mode. */
export type AdminRole = 'owner' | 'finance' | 'support';

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** what the console lets this admin do (contracts: CONSOLE_PERMISSIONS) */
    role: text('role').$type<AdminRole>().notNull().default('owner'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_uq').on(t.email)],
);

/** Payroll collaborators of a corporate. Deleted ones keep their row (and history). */
export const payrollUsers = pgTable(
  'payroll_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    idCard: text('id_card').notNull(),
    department: text('department'),
    /** the group whose travel policy the collaborator books under (issue 13) */
    groupId: uuid('group_id').references(() => collaboratorGroups.id),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_users_email_uq')
      .on(t.corporateId, t.email)
      .where(sql`${t.deletedAt} is null`),
    index('payroll_users_list_idx').on(t.corporateId, t.name, t.id),
    index('payroll_users_group_idx')
      .on(t.groupId)
      .where(sql`${t.groupId} is not null`),
  ],
);

/**
 * A company's groups of collaborators (issue 13): a department with its cost centre code and its
 * travel policy (contracts policies.ts `travelPolicySchema`, kept as JSON). A removed group keeps
 * its row (`deleted_at`) so old trips still name their cost centre; its collaborators leave it.
 */
export const collaboratorGroups = pgTable(
  'collaborator_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    name: text('name').notNull(),
    costCenter: text('cost_center'),
    policy: jsonb('policy').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collaborator_groups_name_uq')
      .on(t.corporateId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
