import { z } from 'zod';
import { CREDIT_MAX_DAYS } from './constants.ts';
import type { Language } from './i18n.ts';
import { positiveAmountSchema } from './money.ts';
import { cursor, isoDate, text } from './text.ts';

// Corporate credits (issue 11 part 4; SPEC §3: amount advanced, amount paid, approval and
// expiration dates, status; movements credit added, reverted, payment). Only for a company with
// is_allow_credits. Amounts in dollars on the wire.

/**
 * waiting: asked by the company, finance decides; active: the amount is in the wallet and due;
 * expired: active past its expiration date, still due (flagged to both sides); paid: paid back
 * in full; not_approved: refused by finance; reverted: taken back whole before any use.
 */
export const CREDIT_STATUSES = [
  'waiting',
  'active',
  'expired',
  'paid',
  'not_approved',
  'reverted',
] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];
/** Statuses whose remaining amount is owed (credits_due). */
export const CREDIT_DUE_STATUSES = ['active', 'expired'] as const;

export const CREDIT_MOVEMENT_KINDS = ['credit_added', 'reverted', 'payment'] as const;
export type CreditMovementKindCode = (typeof CREDIT_MOVEMENT_KINDS)[number];

export { CREDIT_MAX_DAYS };
export const CREDIT_NOTE_MAX = 300;
export const CREDIT_DENY_REASON_MIN = 5;
export const CREDIT_DENY_REASON_MAX = 300;

export const CREDIT_STATUS_LABELS: Record<CreditStatus, Record<Language, string>> = {
  waiting: { es: 'En espera', en: 'Waiting', fr: 'En attente', ar: 'في الانتظار' },
  active: { es: 'Activo', en: 'Active', fr: 'Actif', ar: 'نشط' },
  expired: { es: 'Vencido', en: 'Expired', fr: 'Échu', ar: 'منتهي الصلاحية' },
  paid: { es: 'Pagado', en: 'Paid', fr: 'Remboursé', ar: 'مسدَّد' },
  not_approved: { es: 'No aprobado', en: 'Not approved', fr: 'Non approuvé', ar: 'غير موافق عليه' },
  reverted: { es: 'Revertido', en: 'Reverted', fr: 'Annulé', ar: 'مُلغى' },
};
export const CREDIT_MOVEMENT_LABELS: Record<CreditMovementKindCode, Record<Language, string>> = {
  credit_added: {
    es: 'Crédito agregado',
    en: 'Credit added',
    fr: 'Crédit ajouté',
    ar: 'تمت إضافة الائتمان',
  },
  reverted: { es: 'Revertido', en: 'Reverted', fr: 'Annulé', ar: 'مُلغى' },
  payment: { es: 'Pago', en: 'Payment', fr: 'Remboursement', ar: 'دفعة' },
};

const optionalNote = text()
  .trim()
  .max(CREDIT_NOTE_MAX, { message: 'too_long' })
  .optional()
  .nullable();

/** POST /api/corporate/credits: the company asks for an advance (Idempotency-Key accepted). */
export const requestCreditBodySchema = z.object({
  amount: positiveAmountSchema,
  /** what it is for */
  note: optionalNote,
});
export type RequestCreditBody = z.input<typeof requestCreditBodySchema>;

/**
 * The expiration day (YYYY-MM-DD, the company's time zone, the advance is due at its end): after
 * today and at most CREDIT_MAX_DAYS away. `today` as YYYY-MM-DD. Shared by the console's form and
 * the server ('credit_expiry_invalid').
 */
export function isValidCreditExpiry(expiresOn: string, today: string): boolean {
  if (expiresOn <= today) return false;
  const days =
    (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= CREDIT_MAX_DAYS;
}

/** POST /api/console/companies/:id/credits: finance grants an advance. */
export const grantCreditBodySchema = z.object({
  amount: positiveAmountSchema,
  expires_on: isoDate(),
  note: optionalNote,
});
export type GrantCreditBody = z.input<typeof grantCreditBodySchema>;

/** POST /api/console/credits/:id/approve: the asked amount or less, and its expiration day. */
export const approveCreditBodySchema = z.object({
  amount: positiveAmountSchema.optional(),
  expires_on: isoDate(),
});
export type ApproveCreditBody = z.input<typeof approveCreditBodySchema>;

export const denyCreditBodySchema = z.object({
  reason: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required', abort: true })
    .min(CREDIT_DENY_REASON_MIN, { message: 'too_short' })
    .max(CREDIT_DENY_REASON_MAX, { message: 'too_long' }),
});

export const creditSchema = z.object({
  _id: z.string(),
  /** "CRE-000012" */
  unique_id: z.string(),
  status: z.enum(CREDIT_STATUSES),
  /** amount advanced */
  amount: z.number(),
  /** amount paid back */
  paid: z.number(),
  /** what is still owed (0 unless active or expired) */
  due: z.number(),
  approved_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  note: z.string().nullable(),
  deny_reason: z.string().nullable(),
  requested_by: z.enum(['company', 'provider']),
  created_at: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

export const creditMovementSchema = z.object({
  _id: z.string(),
  kind: z.enum(CREDIT_MOVEMENT_KINDS),
  amount: z.number(),
  /** the top-up that paid it, for a payment */
  topup_id: z.string().nullable(),
  topup_unique_id: z.string().nullable(),
  created_at: z.string(),
});
export type CreditMovement = z.infer<typeof creditMovementSchema>;

export const creditResponseSchema = z.object({ success: z.literal(true), data: creditSchema });
export const creditDetailResponseSchema = z.object({
  success: z.literal(true),
  data: creditSchema.extend({ movements: z.array(creditMovementSchema) }),
});

export const creditsQuerySchema = z.object({
  status: z.enum(CREDIT_STATUSES).optional(),
  cursor: cursor().optional(),
  limit: z.coerce
    .number()
    .int({ message: 'validation_error' })
    .min(1, { message: 'validation_error' })
    .max(100, { message: 'validation_error' })
    .default(20),
  format: z.enum(['json', 'csv']).default('json'),
});
export type CreditsQuery = z.input<typeof creditsQuerySchema>;

export const creditsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({
    credits: z.array(creditSchema),
    next_cursor: z.string().nullable(),
    /** the sum of `due` over every credit of the company (not only this page) */
    credits_due: z.number(),
    /** the company may ask for advances */
    allowed: z.boolean(),
  }),
});

export const consoleCreditSchema = creditSchema.extend({
  corporate: z.object({ _id: z.string(), name: z.string(), unique_id: z.string() }),
  decided_by: z.string().nullable(),
});
export type ConsoleCredit = z.infer<typeof consoleCreditSchema>;

export const consoleCreditsQuerySchema = z.object({
  status: z.enum(CREDIT_STATUSES).optional(),
  q: text().trim().max(100).optional(),
  cursor: cursor().optional(),
  limit: z.coerce
    .number()
    .int({ message: 'validation_error' })
    .min(1, { message: 'validation_error' })
    .max(100, { message: 'validation_error' })
    .default(20),
});
export const consoleCreditsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({ credits: z.array(consoleCreditSchema), next_cursor: z.string().nullable() }),
});
export const consoleCreditResponseSchema = z.object({
  success: z.literal(true),
  data: consoleCreditSchema.extend({ movements: z.array(creditMovementSchema) }),
});
