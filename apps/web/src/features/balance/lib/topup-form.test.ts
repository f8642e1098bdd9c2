import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES, bolivaresToUsd } from '@trayecto/contracts';
import {
  amountPreview,
  checkReceipt,
  emptyTopupForm,
  fieldLimits,
  toTopupBody,
  topupFormIssues,
  topupFormSchema,
  type TopupFormValues,
} from './topup-form.ts';

const TODAY = '2026-11-20';

const pagoMovil = (over: Partial<TopupFormValues> = {}): TopupFormValues => ({
  ...emptyTopupForm(TODAY),
  bank_code: '0134',
  payer_phone: '4141234567',
  payer_id: 'v-12345678',
  reference: '001234',
  amount: '1.234,50',
  ...over,
});

const zelle = (over: Partial<TopupFormValues> = {}): TopupFormValues => ({
  ...emptyTopupForm(TODAY),
  method: 'zelle',
  currency: 'VES', // what the pago móvil left: Zelle is sent in dollars whatever it says
  zelle_owner: ' Ana Pérez ',
  zelle_sender: 'ana@example.com',
  reference: 'abc12345',
  amount: '100',
  receipt_id: 'r1',
  ...over,
});

const messages = (values: TopupFormValues) =>
  Object.fromEntries(topupFormIssues(values, TODAY).issues.map((i) => [i.path, i.message]));

describe('top-up form → request body', () => {
  it('a pago móvil in bolívares: its own fields, the texts read, blanks as null', () => {
    const { issues, body } = topupFormIssues(pagoMovil({ memo_number: '  ' }), TODAY);
    expect(issues).toEqual([]);
    expect(body).toEqual({
      method: 'pago_movil',
      bank_code: '0134',
      payer_phone: '4141234567',
      payer_id: 'V-12345678',
      reference: '001234',
      currency: 'VES',
      amount: 1234.5,
      payment_date: TODAY,
      receipt_id: null,
      memo_number: null,
      proforma_number: null,
      invoice_email: null,
      custom_invoice: null,
    });
  });

  it('a Zelle payment: in dollars, the confirmation in capitals, the custom invoice when on', () => {
    const values = zelle({
      custom: true,
      custom_invoice: { name: 'Demo C.A.', tax_id: 'j123456789', address: 'Caracas' },
      invoice_email: 'facturas@example.com',
    });
    expect(toTopupBody(values)).not.toHaveProperty('bank_code');
    const { issues, body } = topupFormIssues(values, TODAY);
    expect(issues).toEqual([]);
    expect(body).toMatchObject({
      method: 'zelle',
      zelle_owner: 'Ana Pérez',
      zelle_sender: 'ana@example.com',
      reference: 'ABC12345',
      currency: 'USD',
      amount: 100,
      receipt_id: 'r1',
      invoice_email: 'facturas@example.com',
      custom_invoice: { name: 'Demo C.A.', tax_id: 'J-12345678-9', address: 'Caracas' },
    });
    // switched off, the custom invoice's half-typed data is not sent nor checked
    expect(
      topupFormIssues(
        { ...values, custom: false, custom_invoice: { name: '', tax_id: 'x', address: '' } },
        TODAY,
      ).body?.custom_invoice,
    ).toBeNull();
  });

  it("says each field's problem with the contract's codes", () => {
    expect(
      messages(
        pagoMovil({
          bank_code: '',
          payer_phone: '41412',
          payer_id: 'X1',
          reference: '12',
          amount: '',
        }),
      ),
    ).toEqual({
      bank_code: 'bank_required',
      payer_phone: 'phone_digits',
      payer_id: 'payer_id_invalid',
      reference: 'too_short',
      amount: 'amount_required',
    });
    expect(messages(pagoMovil({ amount: '7a', reference: '12ab' }))).toEqual({
      amount: 'amount_format',
      reference: 'numeric_only',
    });
    expect(
      messages(
        pagoMovil({
          custom: true,
          custom_invoice: { name: '', tax_id: 'J1', address: 'x' },
        }),
      ),
    ).toEqual({
      'custom_invoice.name': 'field_required',
      'custom_invoice.tax_id': 'tax_id_invalid',
    });
  });

  it('the payment day: required, readable, not after today', () => {
    expect(messages(pagoMovil({ payment_date: '' }))).toEqual({ payment_date: 'field_required' });
    expect(messages(pagoMovil({ payment_date: 'invalid' }))).toEqual({
      payment_date: 'validation_error',
    });
    expect(messages(pagoMovil({ payment_date: '2026-11-21' }))).toEqual({
      payment_date: 'payment_date_future',
    });
    expect(messages(pagoMovil({ payment_date: '2026-11-19' }))).toEqual({});
  });

  it('a Zelle payment needs its receipt, even while other fields are wrong', () => {
    expect(messages(zelle({ receipt_id: null }))).toEqual({ receipt_id: 'receipt_required' });
    expect(messages(zelle({ receipt_id: null, zelle_sender: 'nope' }))).toEqual({
      receipt_id: 'receipt_required',
      zelle_sender: 'zelle_sender_invalid',
    });
    // a pago móvil does not
    expect(messages(pagoMovil({ receipt_id: null }))).toEqual({});
  });

  it('works as the form resolver: the body out, or the issues on their fields', () => {
    const schema = topupFormSchema(TODAY);
    expect(schema.parse(pagoMovil()).amount).toBe(1234.5);
    const failed = schema.safeParse(pagoMovil({ custom: true }));
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['custom_invoice', 'name'], 'field_required'],
      [['custom_invoice', 'tax_id'], 'field_required'],
      [['custom_invoice', 'address'], 'field_required'],
    ]);
  });

  it("gives each field's limits to its message", () => {
    expect(fieldLimits('reference', 'pago_movil')).toEqual({ min: 4, max: 20 });
    expect(fieldLimits('reference', 'zelle')).toEqual({ min: 6, max: 30 });
    expect(fieldLimits('custom_invoice.address', 'zelle')).toEqual({ max: 300 });
    expect(fieldLimits('bank_code', 'pago_movil')).toEqual({});
  });
});

describe('amount preview', () => {
  it('bolívares in dollars at the rate, to the cent', () => {
    expect(bolivaresToUsd(3650, 36.5)).toBe(100);
    expect(bolivaresToUsd(100, 36.5)).toBe(2.74); // 2.7397…
    expect(bolivaresToUsd(1, 200)).toBe(0.01); // 0.005 rounds up
    expect(bolivaresToUsd(100, null)).toBeNull();
    expect(bolivaresToUsd(100, 0)).toBeNull();
  });

  it('a pago móvil in Bs: ≈ dollars; in $: nothing; Zelle: credited and IGTF', () => {
    const base = { method: 'pago_movil' as const, currency: 'VES' as const };
    expect(amountPreview({ ...base, amount: '3.650,00' }, 36.5)).toEqual({ kind: 'usd', usd: 100 });
    expect(amountPreview({ ...base, amount: '3650' }, null)).toBeNull();
    expect(amountPreview({ ...base, currency: 'USD', amount: '10' }, 36.5)).toBeNull();
    expect(amountPreview({ ...base, amount: '' }, 36.5)).toBeNull();
    expect(amountPreview({ ...base, amount: '1,2,3' }, 36.5)).toBeNull();
    expect(amountPreview({ ...base, amount: '-5' }, 36.5)).toBeNull();
    expect(amountPreview({ ...base, amount: '1,005' }, 36.5)).toBeNull();
    expect(amountPreview({ method: 'zelle', currency: 'USD', amount: '100' }, 36.5)).toEqual({
      kind: 'split',
      credited: 97.09,
      igtf: 2.91,
      percent: 3,
    });
  });
});

describe('receipt', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const pdf = new TextEncoder().encode('%PDF-1.7\n...');

  it('is checked by its bytes, not its name or declared type', async () => {
    expect(await checkReceipt(new Blob([png], { type: 'application/pdf' }))).toEqual({
      type: 'image/png',
    });
    expect(await checkReceipt(new Blob([pdf]))).toEqual({ type: 'application/pdf' });
    expect(await checkReceipt(new Blob(['hello'], { type: 'image/png' }))).toEqual({
      problem: 'type',
    });
    expect(await checkReceipt(new Blob([]))).toEqual({ problem: 'required' });
  });

  it('is refused past the limit', async () => {
    const big = new Uint8Array(RECEIPT_MAX_BYTES + 10);
    big.set(pdf);
    expect(await checkReceipt(new Blob([big]))).toEqual({ problem: 'too_large' });
  });
});
