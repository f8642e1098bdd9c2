import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { isValidIdCard, isValidTaxId } from './format.ts';
import type { Language } from './i18n.ts';
import { taxIdSchema } from './leads.ts';
import { positiveAmountSchema } from './money.ts';
import { PARCEL_IMAGE_MAX_BYTES, sniffImageType, type ParcelImageType } from './parcels.ts';
import { businessName, cursor, dateRangeInOrder, dateTime, isoDate, phone, text } from './text.ts';
import { TOPUP_STATUSES, type TopupStatus } from './topup-events.ts';

export { TOPUP_STATUSES, TOPUP_UPDATE_EVENT, topupUpdateEventSchema } from './topup-events.ts';
export type { TopupStatus, TopupUpdateEvent } from './topup-events.ts';

// Money in (issue 11): a company's top-ups by pago móvil and Zelle, checked by the bank (the
// payment gateway) or by the provider's finance staff, and the receipt that goes with them.
// Amounts in the payment's own currency on the wire (dollars, or bolívares for a pago móvil in
// Bs), with two decimals, like every other amount of the API.

/** Venezuelan banks and their four-digit codes (SUDEBAN), as the pago móvil form lists them. */
export const VENEZUELAN_BANKS = [
  { code: '0102', name: 'Banco de Venezuela' },
  { code: '0104', name: 'Venezolano de Crédito' },
  { code: '0105', name: 'Mercantil' },
  { code: '0108', name: 'BBVA Provincial' },
  { code: '0114', name: 'Bancaribe' },
  { code: '0115', name: 'Banco Exterior' },
  { code: '0128', name: 'Banco Caroní' },
  { code: '0134', name: 'Banesco' },
  { code: '0137', name: 'Sofitasa' },
  { code: '0138', name: 'Banco Plaza' },
  { code: '0146', name: 'Bangente' },
  { code: '0151', name: 'BFC Banco Fondo Común' },
  { code: '0156', name: '100% Banco' },
  { code: '0157', name: 'DelSur' },
  { code: '0163', name: 'Banco del Tesoro' },
  { code: '0166', name: 'Banco Agrícola de Venezuela' },
  { code: '0168', name: 'Bancrecer' },
  { code: '0169', name: 'R4 Banco Microfinanciero' },
  { code: '0171', name: 'Banco Activo' },
  { code: '0172', name: 'Bancamiga' },
  { code: '0173', name: 'Banco Internacional de Desarrollo' },
  { code: '0174', name: 'Banplus' },
  { code: '0175', name: 'Banco Digital de los Trabajadores' },
  { code: '0177', name: 'Banfanb' },
  { code: '0178', name: 'N58 Banco Digital' },
  { code: '0191', name: 'Banco Nacional de Crédito (BNC)' },
] as const;
export type BankCode = (typeof VENEZUELAN_BANKS)[number]['code'];
export const BANK_CODES = VENEZUELAN_BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];
export const bankName = (code: string) =>
  VENEZUELAN_BANKS.find((b) => b.code === code)?.name ?? code;

export const TOPUP_METHODS = ['pago_movil', 'zelle'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];
export const TOPUP_CURRENCIES = ['VES', 'USD'] as const;
export type TopupCurrency = (typeof TOPUP_CURRENCIES)[number];

/** A top-up in these states holds its reference: the same one again is refused. */
export const TOPUP_OPEN_STATUSES = ['verifying', 'waiting', 'approved'] as const;

export const AUTO_CHECK_RESULTS = [
  'found',
  'not_found',
  'mismatch',
  'already_used',
  'unavailable',
] as const;
export type AutoCheckResultCode = (typeof AUTO_CHECK_RESULTS)[number];

/** How long the bank is asked about a pago móvil before the top-up goes to manual review. */
export const TOPUP_AUTO_CHECK_WINDOW_MS = 60 * 60 * 1000;
/** Clock ms after registration of each question to the bank; then every last interval (5 min) until the window closes. */
export const TOPUP_AUTO_CHECK_DELAYS_MS = [0, 10_000, 30_000, 60_000, 120_000, 300_000, 600_000];

export const TOPUP_REFERENCE_MIN = 4;
export const TOPUP_REFERENCE_MAX = 20;
export const ZELLE_CONFIRMATION_MIN = 6;
export const ZELLE_CONFIRMATION_MAX = 30;
export const TOPUP_NAME_MAX = 120;
export const TOPUP_MEMO_MAX = 40;
export const TOPUP_REJECT_REASON_MIN = 5;
export const TOPUP_REJECT_REASON_MAX = 300;
export const CUSTOM_INVOICE_ADDRESS_MAX = 300;

/** A receipt: an image (JPEG, PNG, WebP) or a PDF, at most this many bytes (5 MB, like every upload). */
export const RECEIPT_MAX_BYTES = PARCEL_IMAGE_MAX_BYTES;
export const RECEIPT_MAX_MB = RECEIPT_MAX_BYTES / (1024 * 1024);
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** The receipt's type by its first bytes (an image's signature, or "%PDF-"), or null. */
export function sniffReceiptType(bytes: Uint8Array): ReceiptType | null {
  const image: ParcelImageType | null = sniffImageType(bytes);
  if (image) return image;
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= 5 && pdf.every((b, i) => bytes[i] === b) ? 'application/pdf' : null;
}

/** Why a receipt is refused ('required', 'too_large', 'type'), or null when it is accepted. */
export function receiptProblem(
  bytes: Uint8Array | null | undefined,
): 'required' | 'too_large' | 'type' | null {
  if (!bytes || bytes.length === 0) return 'required';
  if (bytes.length > RECEIPT_MAX_BYTES) return 'too_large';
  return sniffReceiptType(bytes) ? null : 'type';
}

const required = (max: number) =>
  text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required', abort: true })
    .max(max, { message: 'too_long' });
const optionalText = (max: number) =>
  text().trim().max(max, { message: 'too_long' }).optional().nullable();

/** The payer's ID: a cédula (V or E + 8 digits) or a RIF (V, E, J or G + 8 digits + 1). */
export const payerIdSchema = text({ error: 'field_required' })
  .trim()
  .min(1, { message: 'field_required', abort: true })
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .refine((v) => isValidIdCard(v) || isValidTaxId(v), { message: 'payer_id_invalid' })
  .transform((v) => {
    const d = v.replace(/\D/g, '');
    return d.length === 8 ? `${v[0]}-${d}` : `${v[0]}-${d.slice(0, 8)}-${d.slice(8)}`;
  });

/** The payer's mobile number: the 10 national digits (SPEC §5), e.g. 4141234567. */
export const payerPhoneSchema = phone();

/** The bank's reference: digits only; at least its last 4 (what SPEC §3 asks), the whole one when known. */
export const pagoMovilReferenceSchema = text({ error: 'field_required' })
  .trim()
  .min(1, { message: 'field_required', abort: true })
  .regex(/^\d+$/, { message: 'numeric_only', abort: true })
  .min(TOPUP_REFERENCE_MIN, { message: 'too_short' })
  .max(TOPUP_REFERENCE_MAX, { message: 'too_long' });

/** A Zelle confirmation number: letters and digits, stored in upper case. */
export const zelleConfirmationSchema = text({ error: 'field_required' })
  .trim()
  .min(1, { message: 'field_required', abort: true })
  .regex(/^[A-Za-z0-9]+$/, { message: 'reference_format', abort: true })
  .min(ZELLE_CONFIRMATION_MIN, { message: 'too_short' })
  .max(ZELLE_CONFIRMATION_MAX, { message: 'too_long' })
  .transform((v) => v.toUpperCase());

/** The Zelle sender: the e-mail or the US phone the payment came from. */
export const zelleSenderSchema = text({ error: 'field_required' })
  .trim()
  .min(1, { message: 'field_required', abort: true })
  .max(254, { message: 'too_long' })
  .refine((v) => z.email().safeParse(v).success || /^\+?[\d\s().-]{10,20}$/.test(v), {
    message: 'zelle_sender_invalid',
  });

/** "Factura personalizada": the invoice goes to these data instead of the company's fiscal data. */
export const customInvoiceSchema = z.object({
  name: businessName(TOPUP_NAME_MAX),
  tax_id: taxIdSchema,
  address: required(CUSTOM_INVOICE_ADDRESS_MAX),
});
export type CustomInvoice = z.infer<typeof customInvoiceSchema>;

const commonFields = {
  amount: positiveAmountSchema,
  /** the day the payment was made (Caracas), never after today */
  payment_date: isoDate(),
  /** the `receipt_id` POST /topups/receipts answered; required for Zelle */
  receipt_id: text().trim().max(100).optional().nullable(),
  memo_number: optionalText(TOPUP_MEMO_MAX),
  proforma_number: optionalText(TOPUP_MEMO_MAX),
  /** where this top-up's invoice goes besides the company's invoice e-mails */
  invoice_email: emailSchema.optional().nullable(),
  custom_invoice: customInvoiceSchema.optional().nullable(),
};

export const pagoMovilTopupSchema = z.object({
  method: z.literal('pago_movil'),
  bank_code: z.enum(BANK_CODES, { message: 'bank_required' }),
  payer_phone: payerPhoneSchema,
  payer_id: payerIdSchema,
  reference: pagoMovilReferenceSchema,
  /** Bs: converted at the BCV rate of the payment date; or $ */
  currency: z.enum(TOPUP_CURRENCIES, { message: 'field_required' }),
  ...commonFields,
});

export const zelleTopupSchema = z.object({
  method: z.literal('zelle'),
  // the account's holder: a person or a company
  zelle_owner: businessName(TOPUP_NAME_MAX),
  zelle_sender: zelleSenderSchema,
  reference: zelleConfirmationSchema,
  /** Zelle moves dollars only: 'VES' is refused with 'zelle_currency' */
  currency: z.enum(TOPUP_CURRENCIES, { message: 'field_required' }),
  ...commonFields,
});

/** POST /api/corporate/topups (Idempotency-Key accepted). */
export const createTopupBodySchema = z
  .discriminatedUnion('method', [pagoMovilTopupSchema, zelleTopupSchema], {
    error: 'method_required',
  })
  .superRefine((v, ctx) => {
    if (v.method === 'zelle' && v.currency !== 'USD')
      ctx.addIssue({ code: 'custom', message: 'zelle_currency', path: ['currency'] });
    if (v.method === 'zelle' && !v.receipt_id)
      ctx.addIssue({ code: 'custom', message: 'receipt_required', path: ['receipt_id'] });
  });
export type CreateTopupBody = z.input<typeof createTopupBodySchema>;
export type CreateTopup = z.output<typeof createTopupBodySchema>;

/**
 * The payment date is refused when it is after today in the company's time zone: `today` is
 * that day as YYYY-MM-DD (contracts' zonedToday). Shared by the form and the server.
 */
export const isFuturePaymentDate = (paymentDate: string, today: string) => paymentDate > today;

export const topupSchema = z.object({
  _id: z.string(),
  /** "REC-000123": what the company and finance quote to each other */
  unique_id: z.string(),
  method: z.enum(TOPUP_METHODS),
  status: z.enum(TOPUP_STATUSES),
  currency: z.enum(TOPUP_CURRENCIES),
  /** in `currency` */
  amount: z.number(),
  /** BCV bolívares per dollar of the payment date */
  exchange_rate: z.number(),
  /** the dollars the payment is worth (amount in Bs / rate, or the amount in $) */
  amount_usd: z.number(),
  /** what the wallet received: amount_usd less IGTF for a Zelle payment (invoices.ts) */
  credited_usd: z.number(),
  /** IGTF withheld (3% of a foreign-currency payment outside the banking system), in dollars */
  igtf_usd: z.number(),
  /** of the credit, what paid the company's due credits first (credits.ts) */
  credits_paid_usd: z.number(),
  payment_date: z.string(),
  reference: z.string(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  payer_phone: z.string().nullable(),
  payer_id: z.string().nullable(),
  zelle_owner: z.string().nullable(),
  zelle_sender: z.string().nullable(),
  memo_number: z.string().nullable(),
  proforma_number: z.string().nullable(),
  invoice_email: z.string().nullable(),
  custom_invoice: customInvoiceSchema.nullable(),
  has_receipt: z.boolean(),
  receipt_content_type: z.string().nullable(),
  /**
   * the bank's last answer of an automated check, null when manual: found; not_found (not in the
   * bank's books within the hour); mismatch (found with another amount); already_used (the
   * bank's payment was claimed by another top-up); unavailable (the bank did not answer)
   */
  auto_check: z.enum(AUTO_CHECK_RESULTS).nullable(),
  reject_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** true when the bank confirmed it and no person was involved */
  verified_automatically: z.boolean(),
  invoice_id: z.string().nullable(),
  created_at: z.string(),
});
export type Topup = z.infer<typeof topupSchema>;

export const topupResponseSchema = z.object({ success: z.literal(true), data: topupSchema });

export const TOPUPS_DEFAULT_LIMIT = 20;
export const TOPUPS_MAX_LIMIT = 100;

export const topupsQuerySchema = z
  .object({
    status: z.enum(TOPUP_STATUSES).optional(),
    method: z.enum(TOPUP_METHODS).optional(),
    from: dateTime().optional(),
    to: dateTime().optional(),
    cursor: cursor().optional(),
    limit: z.coerce
      .number()
      .int({ message: 'validation_error' })
      .min(1, { message: 'validation_error' })
      .max(TOPUPS_MAX_LIMIT, { message: 'validation_error' })
      .default(TOPUPS_DEFAULT_LIMIT),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine(...dateRangeInOrder('from', 'to'));
export type TopupsQuery = z.input<typeof topupsQuerySchema>;

export const topupsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({ topups: z.array(topupSchema), next_cursor: z.string().nullable() }),
});

export const uploadedReceiptResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    receipt_id: z.string(),
    content_type: z.enum(RECEIPT_TYPES),
    size_bytes: z.number().int(),
  }),
});

/** Where a company pays: the provider's pago móvil and Zelle accounts, and today's rate. */
export const topupInstructionsSchema = z.object({
  success: z.literal(true),
  data: z.object({
    pago_movil: z.object({
      bank_code: z.string(),
      bank_name: z.string(),
      phone: z.string(),
      tax_id: z.string(),
    }),
    zelle: z.object({ email: z.string(), name: z.string() }),
    /** bolívares per dollar today, null while no rate is set */
    exchange_rate: z.number().nullable(),
    /** YYYY-MM-DD today in the company's time zone: the latest payment date allowed */
    today: z.string(),
    /** the simulated bank's demo page is on (the default gateway) */
    demo_bank: z.boolean(),
  }),
});
export type TopupInstructions = z.infer<typeof topupInstructionsSchema>['data'];

// ---- the console's side ----

export const consoleTopupsQuerySchema = z.object({
  status: z.enum(TOPUP_STATUSES).optional(),
  method: z.enum(TOPUP_METHODS).optional(),
  /** a company's name, a reference or a unique id */
  q: text().trim().max(100).optional(),
  cursor: cursor().optional(),
  limit: z.coerce
    .number()
    .int({ message: 'validation_error' })
    .min(1, { message: 'validation_error' })
    .max(TOPUPS_MAX_LIMIT, { message: 'validation_error' })
    .default(TOPUPS_DEFAULT_LIMIT),
});

export const consoleTopupSchema = topupSchema.extend({
  corporate: z.object({ _id: z.string(), name: z.string(), unique_id: z.string() }),
  decided_by: z.string().nullable(),
});
export type ConsoleTopup = z.infer<typeof consoleTopupSchema>;

export const consoleTopupsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({ topups: z.array(consoleTopupSchema), next_cursor: z.string().nullable() }),
});
export const consoleTopupResponseSchema = z.object({
  success: z.literal(true),
  data: consoleTopupSchema,
});

export const rejectTopupBodySchema = z.object({
  reason: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required', abort: true })
    .min(TOPUP_REJECT_REASON_MIN, { message: 'too_short' })
    .max(TOPUP_REJECT_REASON_MAX, { message: 'too_long' }),
});

// ---- the simulated bank's demo page (the default payment gateway) ----

/** POST /api/public/demo-bank/payments: a pago móvil made "in the bank's app". */
export const demoBankPaymentBodySchema = z.object({
  bank_code: z.enum(BANK_CODES, { message: 'bank_required' }),
  payer_phone: payerPhoneSchema,
  payer_id: payerIdSchema,
  /** bolívares */
  amount: positiveAmountSchema,
});
export const demoBankPaymentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** the bank's full reference, to type into the top-up form */
    reference: z.string(),
    payment_date: z.string(),
    amount: z.number(),
    bank_code: z.string(),
  }),
});

export const TOPUP_STATUS_LABELS: Record<TopupStatus, Record<Language, string>> = {
  verifying: { es: 'Verificando', en: 'Verifying', fr: 'En vérification', ar: 'قيد التحقق' },
  waiting: { es: 'En espera', en: 'Waiting', fr: 'En attente', ar: 'في الانتظار' },
  approved: { es: 'Aprobada', en: 'Approved', fr: 'Approuvée', ar: 'تمت الموافقة' },
  rejected: { es: 'No aprobada', en: 'Not approved', fr: 'Non approuvée', ar: 'غير موافق عليها' },
};
export const TOPUP_METHOD_LABELS: Record<TopupMethod, Record<Language, string>> = {
  pago_movil: {
    es: 'Pago móvil',
    en: 'Mobile payment',
    fr: 'Paiement mobile',
    ar: 'الدفع عبر الهاتف',
  },
  zelle: { es: 'Zelle', en: 'Zelle', fr: 'Zelle', ar: 'Zelle' },
};
