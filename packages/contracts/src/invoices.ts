import { z } from 'zod';
import { positiveAmountSchema } from './money.ts';
import { cursor, dateRangeInOrder, dateTime, text } from './text.ts';

// Invoices (issue 11 part 3): one for each verified top-up, with what a Venezuelan invoice must
// carry (the word "Factura", number and control number, issuer and buyer with RIF and fiscal
// address, lines, the taxable base per rate, IVA, IGTF when it applies, Bs at the rate used).

/** IVA, the general rate, in basis points (16%). */
export const IVA_RATE_BP = 1600;
/** IGTF on payments in foreign currency outside the national banking system (Zelle), 3%. */
export const IGTF_RATE_BP = 300;

export type TaxBreakdown = {
  /** what the company paid, in dollar cents */
  totalCents: number;
  /** IGTF withheld from the payment (0 when it does not apply) */
  igtfCents: number;
  /** what the wallet receives: the services' price with IVA included (total - IGTF) */
  creditedCents: number;
  /** the taxable base at IVA_RATE_BP */
  baseCents: number;
  ivaCents: number;
};

/** Integer division rounded half away from zero, for non-negative operands. */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/**
 * How a payment splits, in cents, rounded once per figure so the parts add up exactly:
 * IGTF = total × 3/103 (the payment is the amount with IGTF on top), credited = total − IGTF,
 * base = credited × 100/116 (fares are prices with IVA included), IVA = credited − base.
 * ADR 0011 says why the wallet receives the price with IVA and not the base.
 */
export function splitPayment(totalCents: number, withIgtf: boolean): TaxBreakdown {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError('totalCents must be a non-negative integer');
  const igtfCents = withIgtf ? divRound(totalCents * IGTF_RATE_BP, 10_000 + IGTF_RATE_BP) : 0;
  const creditedCents = totalCents - igtfCents;
  const baseCents = divRound(creditedCents * 10_000, 10_000 + IVA_RATE_BP);
  return { totalCents, igtfCents, creditedCents, baseCents, ivaCents: creditedCents - baseCents };
}

/** The control number as printed: "00-" and eight digits. */
export const formatControlNumber = (n: number) => `00-${String(n).padStart(8, '0')}`;
/** The invoice number as printed: eight digits. */
export const formatInvoiceNumber = (n: number) => String(n).padStart(8, '0');

const party = z.object({ name: z.string(), tax_id: z.string(), address: z.string() });

const figure = z.object({ usd: z.number(), ves: z.number() });

export const invoiceSchema = z.object({
  _id: z.string(),
  /** eight digits, gapless per issuer */
  number: z.string(),
  control_number: z.string(),
  issued_at: z.string(),
  issuer: party,
  buyer: party,
  lines: z.array(
    z.object({ description: z.string(), quantity: z.number(), unit: figure, total: figure }),
  ),
  /** taxable base at each rate (one rate today: 16%) */
  taxable: z.array(z.object({ rate_percent: z.number(), base: figure, tax: figure })),
  iva: figure,
  igtf: figure.nullable(),
  total: figure,
  /** bolívares per dollar used for every Bs figure */
  exchange_rate: z.number(),
  payment: z.object({
    method: z.string(),
    reference: z.string(),
    payment_date: z.string(),
    currency: z.string(),
    amount: z.number(),
  }),
  topup_id: z.string(),
  topup_unique_id: z.string(),
  emailed_to: z.array(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceResponseSchema = z.object({ success: z.literal(true), data: invoiceSchema });

export const invoiceSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  control_number: z.string(),
  issued_at: z.string(),
  total_usd: z.number(),
  total_ves: z.number(),
  method: z.string(),
  topup_unique_id: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicesQuerySchema = z
  .object({
    from: dateTime().optional(),
    to: dateTime().optional(),
    cursor: cursor().optional(),
    limit: z.coerce
      .number()
      .int({ message: 'validation_error' })
      .min(1, { message: 'validation_error' })
      .max(100, { message: 'validation_error' })
      .default(20),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine(...dateRangeInOrder('from', 'to'));
export type InvoicesQuery = z.input<typeof invoicesQuerySchema>;

export const invoicesPageSchema = z.object({
  success: z.literal(true),
  data: z.object({ invoices: z.array(invoiceSummarySchema), next_cursor: z.string().nullable() }),
});

// ---- proformas: asked before paying, quoted in the top-up's "proforma number" ----

export const PROFORMA_CONCEPT_MAX = 200;

/** POST /api/corporate/proformas */
export const createProformaBodySchema = z.object({
  /** dollars to pay */
  amount: positiveAmountSchema,
  concept: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required', abort: true })
    .max(PROFORMA_CONCEPT_MAX, { message: 'too_long' }),
});
export type CreateProformaBody = z.input<typeof createProformaBodySchema>;

export const proformaSchema = z.object({
  _id: z.string(),
  /** "PRO-000012": what the top-up form's proforma number takes */
  number: z.string(),
  concept: z.string(),
  issued_at: z.string(),
  buyer: party,
  /** how the amount splits when paid in the banking system (pago móvil) */
  base: figure,
  iva: figure,
  total: figure,
  /** paying it by Zelle: the IGTF on top and the total to send */
  zelle: z.object({ igtf: figure, total: figure }),
  exchange_rate: z.number(),
});
export type Proforma = z.infer<typeof proformaSchema>;
export const proformaResponseSchema = z.object({ success: z.literal(true), data: proformaSchema });
export const proformasPageSchema = z.object({
  success: z.literal(true),
  data: z.object({ proformas: z.array(proformaSchema), next_cursor: z.string().nullable() }),
});
export const proformasQuerySchema = z.object({
  cursor: cursor().optional(),
  limit: z.coerce
    .number()
    .int({ message: 'validation_error' })
    .min(1, { message: 'validation_error' })
    .max(100, { message: 'validation_error' })
    .default(20),
});

/**
 * The Zelle amount that leaves `creditedCents` after IGTF: the smallest total whose split credits
 * at least that much (a proforma says how much to send to get a service value).
 */
export function zelleTotalFor(creditedCents: number): number {
  let total = Math.ceil((creditedCents * (10_000 + IGTF_RATE_BP)) / 10_000);
  while (splitPayment(total, true).creditedCents < creditedCents) total++;
  while (total > 0 && splitPayment(total - 1, true).creditedCents >= creditedCents) total--;
  return total;
}
