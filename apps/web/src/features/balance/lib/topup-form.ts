import { z } from 'zod';
import {
  CUSTOM_INVOICE_ADDRESS_MAX,
  IGTF_RATE_BP,
  RECEIPT_MAX_BYTES,
  TOPUP_MEMO_MAX,
  TOPUP_NAME_MAX,
  TOPUP_REFERENCE_MAX,
  TOPUP_REFERENCE_MIN,
  ZELLE_CONFIRMATION_MAX,
  ZELLE_CONFIRMATION_MIN,
  bolivaresToUsd,
  createTopupBodySchema,
  hasAtMostTwoDecimals,
  isFuturePaymentDate,
  parseAmountText,
  receiptProblem,
  sniffReceiptType,
  splitPayment,
  toCents,
  type BankCode,
  type CreateTopup,
  type CreateTopupBody,
  type ReceiptType,
  type TopupCurrency,
  type TopupMethod,
} from '@trayecto/contracts';

// The top-up form (issue 11 part 1): what the person types, checked by the contract's own
// schema (createTopupBodySchema) once turned into the request body, so the form and the server
// refuse the same things with the same codes.

export type TopupFormValues = {
  method: TopupMethod;
  /** pago móvil */
  bank_code: BankCode | '';
  payer_phone: string;
  payer_id: string;
  /** Zelle */
  zelle_owner: string;
  zelle_sender: string;
  /** the bank's reference (pago móvil) or the Zelle confirmation number */
  reference: string;
  /** YYYY-MM-DD, '' while not chosen, 'invalid' while a typed date cannot be read */
  payment_date: string;
  /** as typed ("1.234,50") */
  amount: string;
  currency: TopupCurrency;
  /** the receipt already uploaded (POST /topups/receipts) */
  receipt_id: string | null;
  memo_number: string;
  proforma_number: string;
  invoice_email: string;
  /** "Factura personalizada" */
  custom: boolean;
  custom_invoice: { name: string; tax_id: string; address: string };
};

export function emptyTopupForm(today: string): TopupFormValues {
  return {
    method: 'pago_movil',
    bank_code: '',
    payer_phone: '',
    payer_id: '',
    zelle_owner: '',
    zelle_sender: '',
    reference: '',
    payment_date: today,
    amount: '',
    currency: 'VES',
    receipt_id: null,
    memo_number: '',
    proforma_number: '',
    invoice_email: '',
    custom: false,
    custom_invoice: { name: '', tax_id: '', address: '' },
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v);

/**
 * The request body for the values (before the contract's checks): only the chosen method's
 * fields, Zelle always in dollars, the optional texts null when blank, the custom invoice only
 * when switched on. An amount that cannot be read stays NaN (the schema says 'amount_format'),
 * a missing one undefined ('amount_required').
 */
export function toTopupBody(v: TopupFormValues): CreateTopupBody {
  const common = {
    amount: parseAmountText(v.amount) as number,
    payment_date: v.payment_date,
    receipt_id: v.receipt_id,
    memo_number: orNull(v.memo_number),
    proforma_number: orNull(v.proforma_number),
    invoice_email: orNull(v.invoice_email),
    custom_invoice: v.custom ? { ...v.custom_invoice } : null,
  };
  if (v.method === 'zelle') {
    return {
      method: 'zelle',
      zelle_owner: v.zelle_owner,
      zelle_sender: v.zelle_sender,
      reference: v.reference,
      currency: 'USD',
      ...common,
    };
  }
  return {
    method: 'pago_movil',
    bank_code: v.bank_code as BankCode,
    payer_phone: v.payer_phone,
    payer_id: v.payer_id,
    reference: v.reference,
    currency: v.currency,
    ...common,
  };
}

type Issue = { path: string; message: string };

/**
 * The form's checks: the contract's schema on the body, then what the form knows beyond it: the
 * day is required and not after `today` (the company's day, from /topups/instructions), and a
 * Zelle payment needs its receipt whatever else is wrong. One issue per field, the first.
 */
export function topupFormIssues(
  values: TopupFormValues,
  today: string,
): { issues: Issue[]; body?: CreateTopup } {
  const parsed = createTopupBodySchema.safeParse(toTopupBody(values));
  const byField = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!byField.has(path)) byField.set(path, issue.message);
    }
  }
  if (values.payment_date === '') byField.set('payment_date', 'field_required');
  else if (!byField.has('payment_date') && isFuturePaymentDate(values.payment_date, today))
    byField.set('payment_date', 'payment_date_future');
  if (values.method === 'zelle' && !values.receipt_id && !byField.has('receipt_id'))
    byField.set('receipt_id', 'receipt_required');
  const issues = [...byField].map(([path, message]) => ({ path, message }));
  return issues.length === 0 && parsed.success ? { issues, body: parsed.data } : { issues };
}

/**
 * For react-hook-form's zodResolver: the values in, the request body out. `today` may be a
 * getter: the company's day arrives with /topups/instructions after the form is mounted.
 */
export function topupFormSchema(today: string | (() => string)) {
  return z.custom<TopupFormValues>().transform((values, ctx): CreateTopup => {
    const { issues, body } = topupFormIssues(values, typeof today === 'function' ? today() : today);
    if (!body) {
      for (const { path, message } of issues)
        ctx.addIssue({ code: 'custom', message, path: path ? path.split('.') : [] });
      return z.NEVER;
    }
    return body;
  });
}

/** The values of a field's {{min}} / {{max}} in its error message ("Máximo {{max}} caracteres"). */
export function fieldLimits(field: string, method: TopupMethod): Record<string, number> {
  switch (field) {
    case 'reference':
      return method === 'zelle'
        ? { min: ZELLE_CONFIRMATION_MIN, max: ZELLE_CONFIRMATION_MAX }
        : { min: TOPUP_REFERENCE_MIN, max: TOPUP_REFERENCE_MAX };
    case 'zelle_owner':
    case 'custom_invoice.name':
      return { max: TOPUP_NAME_MAX };
    case 'memo_number':
    case 'proforma_number':
      return { max: TOPUP_MEMO_MAX };
    case 'custom_invoice.address':
      return { max: CUSTOM_INVOICE_ADDRESS_MAX };
    case 'zelle_sender':
    case 'invoice_email':
      return { max: 254 };
    default:
      return {};
  }
}

export type AmountPreview =
  { kind: 'usd'; usd: number } | { kind: 'split'; credited: number; igtf: number; percent: number };

/**
 * What the amount is worth as the person types it: a pago móvil in bolívares in dollars at
 * today's BCV rate ("≈ $X"), a Zelle payment split into what the wallet receives and the IGTF
 * withheld. Null while the amount is not a valid one.
 */
export function amountPreview(
  values: Pick<TopupFormValues, 'method' | 'currency' | 'amount'>,
  rate: number | null | undefined,
): AmountPreview | null {
  const amount = parseAmountText(values.amount);
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  if (!hasAtMostTwoDecimals(amount) || amount > 1_000_000_000) return null;
  if (values.method === 'zelle') {
    const split = splitPayment(toCents(amount), true);
    return {
      kind: 'split',
      credited: split.creditedCents / 100,
      igtf: split.igtfCents / 100,
      percent: IGTF_RATE_BP / 100,
    };
  }
  if (values.currency !== 'VES') return null;
  const usd = bolivaresToUsd(amount, rate);
  return usd === null ? null : { kind: 'usd', usd };
}

/**
 * A picked receipt checked as the server checks it (contracts receiptProblem), reading no more
 * than one byte past the limit: the problem, or the type its bytes say it is.
 */
export async function checkReceipt(
  file: Blob,
): Promise<{ problem: 'required' | 'too_large' | 'type' } | { type: ReceiptType }> {
  const head = new Uint8Array(await file.slice(0, RECEIPT_MAX_BYTES + 1).arrayBuffer());
  const problem = receiptProblem(head);
  if (problem) return { problem };
  return { type: sniffReceiptType(head) ?? 'application/pdf' };
}
