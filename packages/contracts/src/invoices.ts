import { z } from 'zod';
import { fromCents, positiveAmountSchema, usdCentsToBolivarCents } from './money.ts';
import { cursor, dateRangeInOrder, dateTime, text } from './text.ts';

// Invoices (issue 11 part 3): one for each verified top-up, with what a Venezuelan invoice must
// carry (the word "Factura", number and control number, issuer and buyer with RIF and fiscal
// address, lines, the taxable base per rate, IVA, IGTF when it applies, Bs at the rate used).

/** IVA, the general rate, in basis points (16%). */
export const IVA_RATE_BP = 1600;
/** IGTF on payments in foreign currency outside the national banking system (Zelle), 3%. */
export const IGTF_RATE_BP = 300;

export type TaxBreakdown = {
  /** what the company paid, in cents (of dollars, or of bolívares for an invoice's Bs figures) */
  totalCents: number;
  /** IGTF: 3% of base + IVA, to the cent (0 when it does not apply) */
  igtfCents: number;
  /** what the wallet receives: total − IGTF (the services' price with IVA, and any rounding) */
  creditedCents: number;
  /** the taxable base at IVA_RATE_BP */
  baseCents: number;
  /** IVA: base × 16%, to the cent */
  ivaCents: number;
  /** what the taxes rounded to the cent leave over: total − base − IVA − IGTF (0 to 2 cents) */
  roundingCents: number;
};

/** Integer division rounded half away from zero, for non-negative operands. */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** base + IVA + IGTF for a base, each tax rounded once to the cent (non-decreasing in the base). */
function billedFor(baseCents: number, withIgtf: boolean) {
  const ivaCents = divRound(baseCents * IVA_RATE_BP, 10_000);
  const igtfCents = withIgtf ? divRound((baseCents + ivaCents) * IGTF_RATE_BP, 10_000) : 0;
  return { ivaCents, igtfCents, totalCents: baseCents + ivaCents + igtfCents };
}

/**
 * How a payment splits, in cents of its own currency, so that a reader can check every figure
 * with a pencil: IVA = base × 16% and IGTF = (base + IVA) × 3% (Zelle: the payment is the
 * amount with IGTF on top), each rounded once to the cent. The base is the largest whose
 * base + IVA + IGTF fits in what was paid; the cent or two left over, when the taxes' rounding
 * cannot meet the total exactly, is `roundingCents`, stated on the invoice. The wallet receives
 * total − IGTF. ADR 0011 says why the wallet receives the price with IVA and not the base.
 * Applied to the dollars for the ledger and to the bolívars paid for an invoice's Bs figures.
 */
export function splitPayment(totalCents: number, withIgtf: boolean): TaxBreakdown {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError('totalCents must be a non-negative integer');
  const factor = (10_000 + IVA_RATE_BP) * (withIgtf ? 10_000 + IGTF_RATE_BP : 10_000);
  let baseCents = Math.floor((totalCents * 100_000_000) / factor) + 2;
  while (baseCents > 0 && billedFor(baseCents, withIgtf).totalCents > totalCents) baseCents--;
  while (billedFor(baseCents + 1, withIgtf).totalCents <= totalCents) baseCents++;
  const { ivaCents, igtfCents, totalCents: billed } = billedFor(baseCents, withIgtf);
  return {
    totalCents,
    igtfCents,
    creditedCents: totalCents - igtfCents,
    baseCents,
    ivaCents,
    roundingCents: totalCents - billed,
  };
}

/** A figure in both currencies, as an invoice prints it. */
export type InvoiceFigure = { usd: number; ves: number };

/** What a payment was in bolívar cents: a pago móvil's bolívares, or its dollars at the rate, once. */
export function paidBolivarCents(input: {
  totalCents: number;
  rate: number;
  paid: { currency: string; amountCents: number };
}): number {
  return input.paid.currency === 'VES'
    ? input.paid.amountCents
    : usdCentsToBolivarCents(input.totalCents, input.rate);
}

/**
 * What a top-up credited, in bolívar cents, as its invoice says it: the bolívares paid less the
 * IGTF in bolívares. The balance history shows this beside the dollars credited.
 */
export function creditedBolivarCents(input: {
  totalCents: number;
  igtfCents: number;
  rate: number;
  paid: { currency: string; amountCents: number };
}): number {
  const paidVes = paidBolivarCents(input);
  return paidVes - splitPayment(paidVes, input.igtfCents > 0).igtfCents;
}

/**
 * An invoice's figures in dollars and bolívares. The dollars are the ledger's (the stored
 * split). The bolívares are not converted figure by figure from rounded dollars: the total is
 * what was paid (a pago móvil's bolívares, or a dollar payment at the invoice's rate, once),
 * and it is split in bolívares by the same rule (splitPayment), so base × 16% = IVA and the parts
 * add up to the total to the cent in each currency, any rounding left over stated.
 */
export function invoiceFigures(input: {
  totalCents: number;
  baseCents: number;
  ivaCents: number;
  igtfCents: number;
  rate: number;
  paid: { currency: string; amountCents: number };
}): {
  base: InvoiceFigure;
  iva: InvoiceFigure;
  igtf: InvoiceFigure | null;
  rounding: InvoiceFigure | null;
  total: InvoiceFigure;
} {
  const withIgtf = input.igtfCents > 0;
  const paidVes = paidBolivarCents(input);
  const ves = splitPayment(paidVes, withIgtf);
  // stored as rounding_cents; an invoice issued before it was split another way has none
  const roundingUsd = input.totalCents - input.baseCents - input.ivaCents - input.igtfCents;
  const both = (usd: number, bs: number) => ({ usd: fromCents(usd), ves: fromCents(bs) });
  return {
    base: both(input.baseCents, ves.baseCents),
    iva: both(input.ivaCents, ves.ivaCents),
    igtf: withIgtf ? both(input.igtfCents, ves.igtfCents) : null,
    rounding:
      roundingUsd !== 0 || ves.roundingCents !== 0 ? both(roundingUsd, ves.roundingCents) : null,
    total: both(input.totalCents, paidVes),
  };
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
  /** what the taxes rounded to the cent leave of the payment (null when nothing) */
  rounding: figure.nullable(),
  /** what was paid: in Bs, a pago móvil's bolívares or the dollars at the rate */
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
  /** what the taxes rounded to the cent leave of the amount (null when nothing) */
  rounding: figure.nullable(),
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
