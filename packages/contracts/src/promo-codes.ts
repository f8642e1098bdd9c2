import { z } from 'zod';
import type { Language } from './i18n.ts';
import { cursor } from './text.ts';

// The company's promo codes page (issue 11 part 5), under /api/corporate: the codes a company may
// use (its own and the provider's codes for every company), the status of each (computed by the
// same rule that accepts or refuses a code when a trip is booked), what is left of it, and what it
// saved this company on which trips. Amounts in dollars on the wire.

/**
 * Whether a code is accepted at booking now, or why not. When several apply, the first of:
 * paused, scheduled (not valid yet), expired, used up (the order of the provider's console).
 */
export const PROMO_CODE_STATUSES = ['active', 'scheduled', 'paused', 'expired', 'used_up'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

/** A code's status as its chip and the CSV say it: SPEC §9's words where it has one. */
export const PROMO_CODE_STATUS_LABELS: Record<PromoCodeStatus, Record<Language, string>> = {
  active: { es: 'Activo', en: 'Active', fr: 'Actif', ar: 'نشط' },
  scheduled: { es: 'Programado', en: 'Scheduled', fr: 'Programmé', ar: 'مجدول' },
  // paused by the provider: SPEC's "Inactive"
  paused: { es: 'Inactivo', en: 'Inactive', fr: 'Inactif', ar: 'غير نشط' },
  expired: { es: 'Expirado', en: 'Expired', fr: 'Expiré', ar: 'منتهي الصلاحية' },
  used_up: { es: 'Agotado', en: 'Used up', fr: 'Épuisé', ar: 'مستنفد' },
};

/**
 * The most codes GET /promo-codes answers with (a company sees its own and the global ones: a
 * few). Past it the codes whose validity ends last are kept and `truncated` is true.
 */
export const PROMO_CODES_LIST_MAX = 200;

export const promoCodesQuerySchema = z.object({
  status: z.enum(PROMO_CODE_STATUSES, { message: 'validation_error' }).optional(),
});
export type PromoCodesQuery = z.input<typeof promoCodesQuerySchema>;

export const companyPromoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  /** percentage: 1–100; fixed: dollars */
  value: z.number(),
  valid_from: z.string(),
  /** the first instant the code is no longer valid */
  valid_until: z.string(),
  /** null: unlimited */
  usage_limit: z.number().int().nullable(),
  /** uses left of the code (for a global code, shared by every company); null: unlimited */
  uses_left: z.number().int().nullable(),
  status: z.enum(PROMO_CODE_STATUSES),
  /** the provider's code for every company (else this company's own) */
  for_every_company: z.boolean(),
  /** this company's trips that used it */
  times_used: z.number().int(),
  /** dollars it saved this company (the sum of its own trips' discounts) */
  saved: z.number(),
});
export type CompanyPromoCode = z.infer<typeof companyPromoCodeSchema>;

export const promoCodesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    promo_codes: z.array(companyPromoCodeSchema),
    /** more codes than PROMO_CODES_LIST_MAX: only that many were read */
    truncated: z.boolean(),
  }),
});
export type PromoCodesResponse = z.infer<typeof promoCodesResponseSchema>;

export const PROMO_REDEMPTIONS_DEFAULT_LIMIT = 20;
export const PROMO_REDEMPTIONS_MAX_LIMIT = 100;

export const promoRedemptionsQuerySchema = z.object({
  cursor: cursor().optional(),
  limit: z.coerce
    .number()
    .int({ message: 'validation_error' })
    .min(1, { message: 'validation_error' })
    .max(PROMO_REDEMPTIONS_MAX_LIMIT, { message: 'validation_error' })
    .default(PROMO_REDEMPTIONS_DEFAULT_LIMIT),
  format: z.enum(['json', 'csv'], { message: 'validation_error' }).default('json'),
});
export type PromoRedemptionsQuery = z.input<typeof promoRedemptionsQuerySchema>;

/** One of this company's trips that used a code. */
export const promoRedemptionSchema = z.object({
  _id: z.string(),
  trip: z.object({ _id: z.string(), unique_id: z.string(), status: z.string() }),
  /** when the trip was requested (the list's order, newest first) */
  date: z.string(),
  passenger: z.string(),
  /** the estimated fare before the discount, dollars */
  fare_before_discount: z.number(),
  /** what the code took off, dollars */
  discount: z.number(),
  /** what the trip was charged; null until it ends (or when it ended without a charge) */
  fare_charged: z.number().nullable(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const promoRedemptionsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({
    redemptions: z.array(promoRedemptionSchema),
    next_cursor: z.string().nullable(),
  }),
});
export type PromoRedemptionsPage = z.infer<typeof promoRedemptionsPageSchema>;
