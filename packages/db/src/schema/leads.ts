import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins, corporates } from './corporates.ts';

// The public funnel (issue 10): prospects from the contact form, the provider's notes on them,
// and the captcha solutions already spent (a replayed one is refused).

export type LeadStatus = 'new' | 'contacted' | 'won' | 'lost';

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    taxId: text('tax_id').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    companySize: text('company_size').notNull(),
    industry: text('industry').notNull(),
    leadSource: text('lead_source').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** the company the provider created from this lead */
    corporateId: uuid('corporate_id').references(() => corporates.id),
    lang: text('lang').notNull().default('es'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_list_idx').on(t.createdAt, t.id),
    index('leads_status_idx').on(t.status, t.createdAt),
  ],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/** A captcha challenge once solved: its signature is kept until it would have expired anyway. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);
