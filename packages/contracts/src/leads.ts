import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { CITIES, COMPANY_SIZES, INDUSTRIES, LEAD_SOURCES } from './constants.ts';
import { isValidTaxId } from './format.ts';
import { cursor, personName, phone, text } from './text.ts';

// The public funnel (issue 10): the contact form of /contactanos and the leads it makes, as the
// console sees them. The form's bounds live here once, for the form and the server.

export const LEAD_NAME_MIN = 3;
export const LEAD_NAME_MAX = 80;
export const LEAD_COMPANY_MIN = 2;
export const LEAD_COMPANY_MAX = 120;
export const LEAD_MESSAGE_MIN = 10;
export const LEAD_MESSAGE_MAX = 1000;
export const LEAD_NOTE_MAX = 1000;
export const CAPTCHA_PAYLOAD_MAX = 4000;

/**
 * The ALTCHA proof of work (self-hosted, no third party): the browser tries numbers up to this
 * bound until one hashes to the challenge, half of them on average. SHA-256 in a worker runs
 * about 50 000 to 200 000 tries a second on a cheap laptop: a second or less.
 */
export const CAPTCHA_MAX_NUMBER = 100_000;
/** A challenge must be solved and sent within this time. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/** Contact forms one address may send per window (POST /api/public/leads). */
export const LEADS_PER_ADDRESS = 5;
export const LEADS_RATE_WINDOW_MS = 10 * 60 * 1000;
/** The welcome link of a company created from a lead (its first password): longer than a reset's. */
export const FIRST_PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatusCode = (typeof LEAD_STATUSES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type LeadSource = (typeof LEAD_SOURCES)[number];

// An empty field says only that it is required (abort: the other rules would repeat it).
const bounded = (min: number, max: number) =>
  text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required', abort: true })
    .min(min, { message: 'too_short' })
    .max(max, { message: 'too_long' });

/** RIF, SPEC §5 mask: V, E, J or G + 8 digits + 1 digit, stored as "J-12345678-9". */
export const taxIdSchema = text({ error: 'field_required' })
  .trim()
  .min(1, { message: 'field_required', abort: true })
  .transform((v) => v.toUpperCase().replace(/\s/g, ''))
  .refine(isValidTaxId, { message: 'tax_id_invalid' })
  .transform((v) => {
    const d = v.replace(/\D/g, '');
    return `${v[0]}-${d.slice(0, 8)}-${d.slice(8)}`;
  });

/** The contact form's phone (SPEC §5): required, numbers only, exactly 10 digits. */
export const leadPhoneSchema = phone();

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'field_required' });

export const leadFormSchema = z.object({
  name: personName(LEAD_NAME_MAX, LEAD_NAME_MIN),
  company: bounded(LEAD_COMPANY_MIN, LEAD_COMPANY_MAX),
  tax_id: taxIdSchema,
  email: emailSchema,
  phone: leadPhoneSchema,
  city: choice(CITIES),
  company_size: choice(COMPANY_SIZES),
  industry: choice(INDUSTRIES),
  lead_source: choice(LEAD_SOURCES),
  message: bounded(LEAD_MESSAGE_MIN, LEAD_MESSAGE_MAX),
});
export type LeadForm = z.input<typeof leadFormSchema>;

/** POST /api/public/leads: the form and the solved captcha (ALTCHA payload, or a reCAPTCHA token). */
export const createLeadBodySchema = leadFormSchema.extend({
  captcha: text({ error: 'captcha_failed' })
    .min(1, { message: 'captcha_failed' })
    .max(CAPTCHA_PAYLOAD_MAX, { message: 'captcha_failed' }),
});
export type CreateLeadBody = z.input<typeof createLeadBodySchema>;
export const createLeadResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/public/captcha: an ALTCHA challenge, or which reCAPTCHA site key to use. */
export const captchaChallengeSchema = z.object({
  kind: z.enum(['altcha', 'recaptcha']),
  algorithm: z.string().optional(),
  challenge: z.string().optional(),
  maxnumber: z.number().optional(),
  salt: z.string().optional(),
  signature: z.string().optional(),
  site_key: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const citiesResponseSchema = z.object({
  success: z.literal(true),
  cities: z.array(z.object({ id: z.string(), name: z.string() })),
});

// ---- the console's view ----------------------------------------------------------------------

export const leadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  company: z.string(),
  tax_id: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  company_size: z.string(),
  industry: z.string(),
  lead_source: z.string(),
  message: z.string(),
  status: z.enum(LEAD_STATUSES),
  lang: z.string(),
  /** the company created from this lead */
  corporate: z.object({ _id: z.string(), unique_id: z.string(), status: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: 'validation_error' }).optional(),
  search: text().trim().max(100, { message: 'too_long' }).optional(),
  cursor: cursor().optional(),
  limit: z.coerce.number({ message: 'validation_error' }).int().min(1).max(100).default(20),
  format: z.enum(['json', 'csv'], { message: 'validation_error' }).optional(),
});
export type LeadsQuery = z.input<typeof leadsQuerySchema>;
export const leadsPageSchema = z.object({
  success: z.literal(true),
  leads: z.array(leadSchema),
  next_cursor: z.string().nullable(),
  counts: z.record(z.enum(LEAD_STATUSES), z.number()),
});

export const leadNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  admin: z.object({ _id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export const leadDetailSchema = z.object({
  success: z.literal(true),
  lead: leadSchema,
  notes: z.array(leadNoteSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadStatusBodySchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: 'validation_error' }),
});
export const leadNoteBodySchema = z.object({ text: bounded(1, LEAD_NOTE_MAX) });
