import type { Readable } from 'node:stream';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import {
  IVA_RATE_BP,
  TOPUP_METHOD_LABELS,
  csvDateTime,
  csvHeader,
  formatControlNumber,
  formatInvoiceNumber,
  fromCents,
  invoiceFigures,
  toBolivares,
  type CsvColumn,
  type Invoice,
  type InvoiceSummary,
  type Language,
} from '@trayecto/contracts';
import { queueWebhook } from '../webhooks/webhook-outbox.ts';
import { invoiceCounters, invoices, topups, type DbOrTx } from '@trayecto/db';
import type { AppDeps } from '../../app-types.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { notFound } from '../../lib/app-error.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import type { MoneyConfig } from '../topups/money-config.ts';
import { beforeTimeId } from '../../lib/keyset-sql.ts';
import type { CorporateContact, TopupRow } from '../topups/topups.repository.ts';

// Invoices (issue 11 part 3): one per approved top-up, issued in the transaction that credits the
// wallet, numbered without gaps per issuer (the counter row is taken with the approval's
// transaction and given back with it when that rolls back).

export type InvoiceRow = typeof invoices.$inferSelect;
type Party = { name: string; tax_id: string; address: string };
type Line = { description: string; quantity: number; unit_cents: number };

/**
 * The next number and control number of an issuer, in `tx`: one atomic increment of the issuer's
 * counter row, whose lock is held until `tx` ends. Two approvals at once take turns; one that
 * rolls back gives its number back, so numbers have no gaps and are never reused.
 */
export async function takeInvoiceNumbers(tx: DbOrTx, issuerTaxId: string) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ issuerTaxId, nextNumber: 2, nextControl: 2 })
    .onConflictDoUpdate({
      target: invoiceCounters.issuerTaxId,
      set: {
        nextNumber: sql`${invoiceCounters.nextNumber} + 1`,
        nextControl: sql`${invoiceCounters.nextControl} + 1`,
      },
    })
    .returning({ next: invoiceCounters.nextNumber, control: invoiceCounters.nextControl });
  if (!row) throw new Error('invoice counter returned no row');
  return { number: row.next - 1, control: row.control - 1 };
}

/** The company as a buyer: its fiscal data (onboarding), else its name. */
export const buyerOfCompany = (company: CorporateContact): Party => ({
  name: company.fiscalName ?? company.name,
  tax_id: company.taxId ?? '',
  address: company.fiscalAddress ?? '',
});

/** The buyer: the top-up's custom invoice data, else the company's fiscal data. */
export function buyerOf(topup: TopupRow, company: CorporateContact): Party {
  return (topup.customInvoice as Party | null) ?? buyerOfCompany(company);
}

/** Issues the invoice of an approved top-up inside the approval's transaction. */
export async function issueInvoice(
  tx: DbOrTx,
  input: {
    money: MoneyConfig;
    topup: TopupRow;
    company: CorporateContact;
    split: {
      totalCents: number;
      baseCents: number;
      ivaCents: number;
      igtfCents: number;
      roundingCents: number;
    };
    uniqueId: string;
    emails: string[];
    now: Date;
  },
): Promise<InvoiceRow> {
  const { money, topup, split } = input;
  const { number, control } = await takeInvoiceNumbers(tx, money.issuer.taxId);
  const lines: Line[] = [
    {
      description: `Servicios de transporte prepagados, recarga ${input.uniqueId}`,
      quantity: 1,
      unit_cents: split.baseCents,
    },
  ];
  const [row] = await tx
    .insert(invoices)
    .values({
      corporateId: topup.corporateId,
      topupId: topup.id,
      issuerTaxId: money.issuer.taxId,
      number,
      controlNumber: control,
      issuedAt: input.now,
      issuer: {
        name: money.issuer.name,
        tax_id: money.issuer.taxId,
        address: money.issuer.address,
      },
      buyer: buyerOf(topup, input.company),
      lines,
      rate: topup.rate,
      totalCents: split.totalCents,
      baseCents: split.baseCents,
      ivaCents: split.ivaCents,
      igtfCents: split.igtfCents,
      roundingCents: split.roundingCents,
      emailedTo: input.emails,
    })
    .returning();
  if (!row) throw new Error('insert into invoices returned no row');
  await queueWebhook(tx, {
    corporateId: topup.corporateId,
    type: 'invoice.issued',
    at: input.now,
    data: {
      invoice_id: row.id,
      number: formatInvoiceNumber(row.number),
      topup_id: topup.id,
      topup_unique_id: input.uniqueId,
      total: fromCents(row.totalCents),
      issued_at: input.now.toISOString(),
    },
  });
  return row;
}

export const topupUniqueId = (seq: number) => `REC-${String(seq).padStart(6, '0')}`;

const both = (cents: number, rate: number) => {
  const usd = fromCents(cents);
  return { usd, ves: toBolivares(usd, rate) };
};

/** The figures of an invoice (contracts invoiceFigures): the Bs split from what was paid. */
const figuresOf = (row: InvoiceRow, topup: Pick<TopupRow, 'currency' | 'amountCents'>) =>
  invoiceFigures({
    totalCents: row.totalCents,
    baseCents: row.baseCents,
    ivaCents: row.ivaCents,
    igtfCents: row.igtfCents,
    rate: Number(row.rate),
    paid: { currency: topup.currency, amountCents: topup.amountCents },
  });

/**
 * The invoice as the panel, the PDF and the e-mail show it: its bolívares split from what was
 * paid in bolívares, so the document adds up in both currencies and its total is the payment.
 */
export function invoiceView(row: InvoiceRow, topup: TopupRow): Invoice {
  const rate = Number(row.rate);
  const lines = row.lines as Line[];
  const { base, iva, igtf, rounding, total } = figuresOf(row, topup);
  // the one line is the base; another shape (none is issued today) is converted line by line
  const oneLine = lines.length === 1 && lines[0]!.quantity === 1;
  return {
    _id: row.id,
    number: formatInvoiceNumber(row.number),
    control_number: formatControlNumber(row.controlNumber),
    issued_at: row.issuedAt.toISOString(),
    issuer: row.issuer as Party,
    buyer: row.buyer as Party,
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit: oneLine ? base : both(l.unit_cents, rate),
      total: oneLine ? base : both(l.unit_cents * l.quantity, rate),
    })),
    taxable: [{ rate_percent: IVA_RATE_BP / 100, base, tax: iva }],
    iva,
    igtf,
    rounding,
    total,
    exchange_rate: rate,
    payment: {
      method: topup.method,
      reference: topup.reference,
      payment_date: topup.paymentDate,
      currency: topup.currency,
      amount: fromCents(topup.amountCents),
    },
    topup_id: topup.id,
    topup_unique_id: topupUniqueId(topup.seq),
    emailed_to: row.emailedTo,
  };
}

function summaryOf(
  row: InvoiceRow & { method: string; seq: number; currency: string; amountCents: number },
): InvoiceSummary {
  const { total } = figuresOf(row, row);
  return {
    _id: row.id,
    number: formatInvoiceNumber(row.number),
    control_number: formatControlNumber(row.controlNumber),
    issued_at: row.issuedAt.toISOString(),
    total_usd: total.usd,
    // what was paid in bolívares, as the invoice itself shows it
    total_ves: total.ves,
    method: row.method,
    topup_unique_id: topupUniqueId(row.seq),
  };
}

/** An invoice with its top-up; scoped to a company unless `corporateId` is null (the console). */
export async function findInvoice(deps: AppDeps, corporateId: string | null, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await deps.db
    .select({ invoice: invoices, topup: topups })
    .from(invoices)
    .innerJoin(topups, eq(topups.id, invoices.topupId))
    .where(
      corporateId
        ? and(eq(invoices.id, id), eq(invoices.corporateId, corporateId))
        : eq(invoices.id, id),
    )
    .limit(1);
  return row ?? null;
}

export async function getInvoice(deps: AppDeps, corporateId: string, id: string) {
  const found = await findInvoice(deps, corporateId, id);
  if (!found) throw notFound();
  return { success: true as const, data: invoiceView(found.invoice, found.topup) };
}

export type InvoicesQueryInput = {
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

function selectInvoices(
  db: DbOrTx,
  corporateId: string,
  q: InvoicesQueryInput,
  page: { after?: { at: Date; id: string } | undefined; limit: number },
) {
  const after = page.after;
  return db
    .select({
      invoice: invoices,
      method: topups.method,
      seq: topups.seq,
      currency: topups.currency,
      amountCents: topups.amountCents,
    })
    .from(invoices)
    .innerJoin(topups, eq(topups.id, invoices.topupId))
    .where(
      and(
        eq(invoices.corporateId, corporateId),
        q.from ? sql`${invoices.issuedAt} >= ${new Date(q.from)}` : undefined,
        q.to ? lte(invoices.issuedAt, new Date(q.to)) : undefined,
        beforeTimeId(invoices.issuedAt, invoices.id, after),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.limit)
    .then((rows) =>
      rows.map((r) => ({
        ...r.invoice,
        method: r.method,
        seq: r.seq,
        currency: r.currency,
        amountCents: r.amountCents,
      })),
    );
}

export async function listInvoices(deps: AppDeps, corporateId: string, q: InvoicesQueryInput) {
  const after = q.cursor ? decodeTimeIdCursor(q.cursor) : undefined;
  const rows = await selectInvoices(deps.db, corporateId, q, { after, limit: q.limit + 1 });
  const { page, next } = keysetPage(rows, q.limit, (r) =>
    encodeTimeIdCursor({ at: r.issuedAt, id: r.id }),
  );
  return { success: true as const, data: { invoices: page.map(summaryOf), next_cursor: next } };
}

export const INVOICE_CSV_COLUMNS = [
  'date',
  'invoice_number',
  'control_number',
  'topup',
  'method',
  'total_usd',
  'total_ves',
] as const satisfies readonly CsvColumn[];

export async function exportInvoicesCsv(
  deps: AppDeps,
  corporateId: string,
  q: InvoicesQueryInput,
  lang: Language,
): Promise<Readable> {
  const tz = await corporateTimeZone(deps.db, corporateId);
  const rows = keysetRows(
    (after: { at: Date; id: string } | undefined, limit) =>
      selectInvoices(deps.db, corporateId, q, { after, limit }),
    (r) => ({ at: r.issuedAt, id: r.id }),
  );
  return csvStream(csvHeader(INVOICE_CSV_COLUMNS, lang), rows, (r) => {
    const s = summaryOf(r);
    return [
      csvDateTime(r.issuedAt, tz),
      s.number,
      s.control_number,
      s.topup_unique_id,
      TOPUP_METHOD_LABELS[r.method as 'zelle'][lang],
      csvNumber(s.total_usd, 2),
      csvNumber(s.total_ves, 2),
    ];
  });
}
