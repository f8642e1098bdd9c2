import type { Readable } from 'node:stream';
import {
  zonedDateString,
  DEFAULT_TIMEZONE,
  TOPUP_METHOD_LABELS,
  TOPUP_STATUS_LABELS,
  bankName,
  bolivarCentsToUsdCents,
  csvDateTime,
  csvHeader,
  fromCents,
  isFuturePaymentDate,
  splitPayment,
  toCents,
  zonedDayStart,
  type CreateTopup,
  type CsvColumn,
  type CustomInvoice,
  type Language,
  type Topup,
  type TopupInstructions,
} from '@trayecto/contracts';
import type { TopupStatusCode } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import { findUpload } from '../uploads/uploads.service.ts';
import { listRates } from '../wallet/wallet.repository.ts';
import { pickRate } from '../wallet/wallet.service.ts';
import { topupUniqueId } from '../invoices/invoices.service.ts';
import * as repo from './topups.repository.ts';
import type { TopupRow } from './topups.repository.ts';

// Top-ups (issue 11 part 1): a company registers a payment it made by pago móvil or Zelle; the
// bank (payment gateway, topup-checker.ts) or finance (topup-decisions.ts) confirms it.

/** YYYY-MM-DD of `at` in a time zone. */
export const dayIn = (at: Date, timeZone: string) => zonedDateString(at, timeZone);

/** The day after a YYYY-MM-DD. */
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The BCV rate in force on a payment date (Caracas): the latest set before that day ended. */
export async function rateOfDay(deps: AppDeps, day: string): Promise<number> {
  const endOfDay = new Date(zonedDayStart(nextDay(day), DEFAULT_TIMEZONE).getTime() - 1);
  const rate = pickRate(await listRates(deps.db), endOfDay);
  if (!rate) throw new AppError(422, 'rate_missing', { fields: { payment_date: 'rate_missing' } });
  return rate.rate;
}

/** What ties a top-up to one payment: the same key twice is the same payment claimed twice. */
export function referenceKeyOf(body: CreateTopup): string {
  return body.method === 'pago_movil'
    ? `pm:${body.bank_code}:${body.payment_date}:${body.reference}`
    : `zelle:${body.reference}`;
}

export function topupView(row: TopupRow, receiptType: string | null = null): Topup {
  return {
    _id: row.id,
    unique_id: topupUniqueId(row.seq),
    method: row.method,
    status: row.status,
    currency: row.currency as 'VES' | 'USD',
    amount: fromCents(row.amountCents),
    exchange_rate: Number(row.rate),
    amount_usd: fromCents(row.amountUsdCents),
    credited_usd: fromCents(row.creditedCents),
    igtf_usd: fromCents(row.igtfCents),
    credits_paid_usd: fromCents(row.creditsPaidCents),
    payment_date: row.paymentDate,
    reference: row.reference,
    bank_code: row.bankCode,
    bank_name: row.bankCode ? bankName(row.bankCode) : null,
    payer_phone: row.payerPhone,
    payer_id: row.payerId,
    zelle_owner: row.zelleOwner,
    zelle_sender: row.zelleSender,
    memo_number: row.memoNumber,
    proforma_number: row.proformaNumber,
    invoice_email: row.invoiceEmail,
    custom_invoice: (row.customInvoice as CustomInvoice | null) ?? null,
    has_receipt: row.receiptUploadId !== null,
    receipt_content_type: receiptType,
    auto_check: row.autoCheck,
    reject_reason: row.rejectReason,
    decided_at: row.decidedAt?.toISOString() ?? null,
    verified_automatically: row.verifiedAutomatically,
    invoice_id: null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function topupInstructions(
  deps: AppDeps,
  corporateId: string,
): Promise<{ success: true; data: TopupInstructions }> {
  const { money } = deps.config;
  const now = deps.clock.now();
  const [tz, rates] = await Promise.all([
    corporateTimeZone(deps.db, corporateId),
    listRates(deps.db),
  ]);
  return {
    success: true,
    data: {
      pago_movil: {
        bank_code: money.pagoMovil.bankCode,
        bank_name: money.pagoMovil.bankName,
        phone: money.pagoMovil.phone,
        tax_id: money.pagoMovil.taxId,
      },
      zelle: { email: money.zelle.email, name: money.zelle.name },
      exchange_rate: pickRate(rates, now)?.rate ?? null,
      today: dayIn(now, tz),
      demo_bank: money.paymentGateway === 'simulated',
    },
  };
}

/**
 * Registers a top-up. Refused, with nothing written: a payment date after today (the company's
 * day), no BCV rate for it, a receipt that is not this company's, a reference already held by a
 * top-up that is not rejected (409 reference_used, also when two arrive at once: the partial
 * unique index decides). A pago móvil in Bs goes to the bank (status verifying) when there is a
 * gateway to ask; everything else waits for finance.
 */
export async function createTopup(
  deps: AppDeps,
  corporateId: string,
  body: CreateTopup,
  actor: Actor,
  idempotency: IdempotencyScope,
  automated: boolean,
): Promise<{ row: TopupRow; view: Topup }> {
  const now = deps.clock.now();
  const tz = await corporateTimeZone(deps.db, corporateId);
  if (isFuturePaymentDate(body.payment_date, dayIn(now, tz))) {
    throw new AppError(422, 'payment_date_future', {
      fields: { payment_date: 'payment_date_future' },
    });
  }
  let receiptType: string | null = null;
  if (body.receipt_id) {
    const upload = await findUpload(deps, corporateId, body.receipt_id);
    if (!upload || upload.purpose !== 'receipt') throw notFound();
    receiptType = upload.contentType;
  }
  const rate = await rateOfDay(deps, body.payment_date);
  const amountCents = toCents(body.amount);
  const amountUsdCents =
    body.currency === 'USD' ? amountCents : (bolivarCentsToUsdCents(amountCents, rate) ?? 0);
  // a few céntimos worth less than a dollar cent pay for nothing
  if (amountUsdCents < 1)
    throw new AppError(422, 'amount_positive', { fields: { amount: 'amount_positive' } });
  const split = splitPayment(amountUsdCents, body.method === 'zelle');
  const checkWithBank = automated && body.method === 'pago_movil' && body.currency === 'VES';
  const referenceKey = referenceKeyOf(body);

  try {
    return await runTransaction(deps.db, async (tx) => {
      await idempotency.begin(tx);
      if (await repo.findOpenByReference(tx, referenceKey)) throw referenceUsed();
      const row = await repo.insertTopup(tx, {
        corporateId,
        method: body.method,
        status: checkWithBank ? 'verifying' : 'waiting',
        currency: body.currency,
        amountCents,
        rate: String(rate),
        amountUsdCents,
        igtfCents: split.igtfCents,
        creditedCents: split.creditedCents,
        paymentDate: body.payment_date,
        reference: body.reference,
        referenceKey,
        bankCode: body.method === 'pago_movil' ? body.bank_code : null,
        payerPhone: body.method === 'pago_movil' ? body.payer_phone : null,
        payerId: body.method === 'pago_movil' ? body.payer_id : null,
        zelleOwner: body.method === 'zelle' ? body.zelle_owner : null,
        zelleSender: body.method === 'zelle' ? body.zelle_sender : null,
        receiptUploadId: body.receipt_id ?? null,
        memoNumber: body.memo_number || null,
        proformaNumber: body.proforma_number || null,
        invoiceEmail: body.invoice_email ?? null,
        customInvoice: body.custom_invoice ?? null,
        nextCheckAt: checkWithBank ? now : null,
        createdByAdmin: actor.adminId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        actor,
        corporateId,
        action: 'topup_created',
        entity: 'topup',
        entityId: row.id,
        after: {
          unique_id: topupUniqueId(row.seq),
          method: row.method,
          currency: row.currency,
          amount: fromCents(row.amountCents),
          reference: row.reference,
        },
      });
      const view = topupView(row, receiptType);
      await idempotency.record(tx, { statusCode: 201, body: { success: true, data: view } });
      return { row, view };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw referenceUsed();
    throw error;
  }
}

const referenceUsed = () =>
  new AppError(409, 'reference_used', { fields: { reference: 'reference_used' } });

export type TopupsQueryInput = {
  status?: TopupStatusCode | undefined;
  method?: 'pago_movil' | 'zelle' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

const filterOf = (q: TopupsQueryInput): repo.TopupFilter => ({
  status: q.status,
  method: q.method,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});

/** Top-ups as the API shows them, with their invoice (approved ones have one) and receipt type. */
export async function topupViews(deps: AppDeps, rows: TopupRow[]): Promise<Topup[]> {
  const ids = rows.filter((r) => r.status === 'approved').map((r) => r.id);
  const invoices = await repo.invoiceIdsOf(deps.db, ids);
  const receipts = await repo.receiptTypesOf(
    deps.db,
    rows.flatMap((r) => (r.receiptUploadId ? [r.receiptUploadId] : [])),
  );
  return rows.map((r) => ({
    ...topupView(r, r.receiptUploadId ? (receipts.get(r.receiptUploadId) ?? null) : null),
    invoice_id: invoices.get(r.id) ?? null,
  }));
}

export async function listTopups(deps: AppDeps, corporateId: string, q: TopupsQueryInput) {
  const after = q.cursor ? decodeTimeIdCursor(q.cursor) : undefined;
  const rows = await repo.selectCompanyTopups(deps.db, corporateId, filterOf(q), {
    after,
    limit: q.limit + 1,
  });
  const { page, next } = keysetPage(rows, q.limit, (r) =>
    encodeTimeIdCursor({ at: r.createdAt, id: r.id }),
  );
  return {
    success: true as const,
    data: { topups: await topupViews(deps, page), next_cursor: next },
  };
}

export async function getTopup(deps: AppDeps, corporateId: string, id: string) {
  const row = isUuid(id) ? await repo.findTopup(deps.db, id, { corporateId }) : null;
  if (!row) throw notFound();
  const [view] = await topupViews(deps, [row]);
  return { success: true as const, data: view! };
}

export const TOPUP_CSV_COLUMNS = [
  'created_at',
  'topup',
  'method',
  'status',
  'payment_date',
  'reference',
  'bank',
  'currency',
  'amount',
  'rate_ves_per_usd',
  'amount_usd',
  'igtf_usd',
  'credited_usd',
  'reject_reason',
] as const satisfies readonly CsvColumn[];

export async function exportTopupsCsv(
  deps: AppDeps,
  corporateId: string,
  q: TopupsQueryInput,
  lang: Language,
): Promise<Readable> {
  const tz = await corporateTimeZone(deps.db, corporateId);
  const filter = filterOf(q);
  const rows = keysetRows(
    (after: { at: Date; id: string } | undefined, limit) =>
      repo.selectCompanyTopups(deps.db, corporateId, filter, { after, limit }),
    (r) => ({ at: r.createdAt, id: r.id }),
  );
  return csvStream(csvHeader(TOPUP_CSV_COLUMNS, lang), rows, (r) => [
    csvDateTime(r.createdAt, tz),
    topupUniqueId(r.seq),
    TOPUP_METHOD_LABELS[r.method][lang],
    TOPUP_STATUS_LABELS[r.status][lang],
    r.paymentDate,
    r.reference,
    r.bankCode ? `${r.bankCode} ${bankName(r.bankCode)}` : '',
    r.currency,
    csvNumber(fromCents(r.amountCents), 2),
    r.rate,
    csvNumber(fromCents(r.amountUsdCents), 2),
    csvNumber(fromCents(r.igtfCents), 2),
    csvNumber(fromCents(r.creditedCents), 2),
    r.rejectReason ?? '',
  ]);
}

/** The receipt's bytes of a top-up (scoped to a company unless null: the console). */
export async function readReceipt(deps: AppDeps, corporateId: string | null, id: string) {
  const row = isUuid(id)
    ? await repo.findTopup(deps.db, id, corporateId ? { corporateId } : {})
    : null;
  if (!row?.receiptUploadId) throw notFound();
  const upload = await findUpload(deps, row.corporateId, row.receiptUploadId);
  const file = upload ? await deps.storage.get(upload.storageKey) : null;
  if (!upload || !file) throw notFound();
  return { bytes: file.bytes, contentType: upload.contentType };
}
