import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bolivaresToUsd,
  consoleTopupResponseSchema,
  toBolivares,
  invoiceResponseSchema,
  invoicesPageSchema,
  topupInstructionsSchema,
  topupResponseSchema,
  topupsPageSchema,
  walletOperationsPageSchema,
  type CreateTopupBody,
} from '@trayecto/contracts';
import {
  auditLog,
  demoBankPayments,
  emailOutbox,
  invoices,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  topups,
} from '@trayecto/db';
import { auth, loginAdmin, setupApp, type TestContext } from '../../../test/helpers.ts';
import { createRandom } from '../../lib/random.ts';
import { api, loginAs, type Caller } from '../payroll/payroll-test-helpers.ts';
import { createSimulatedBank } from './payment-gateway.ts';
import { dayIn } from './topups.service.ts';

// Money in (issue 11): top-ups by pago móvil (checked with the demo bank) and Zelle (checked by
// finance), the invoice each approval issues, and every refusal moving nothing.

let t: TestContext;
let demo: Caller;
let otra: Caller;
let finance: string;
let support: string;
let today: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4e60000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let key = 0;
const idem = () => ({ 'idempotency-key': `topup-${++key}` });

beforeAll(async () => {
  t = await setupApp({
    paymentGateway: (handle, clock) =>
      createSimulatedBank({
        db: handle.db,
        clock,
        random: createRandom(7),
        failureRate: 0,
        latencyMs: [0, 0],
      }),
  });
  demo = await loginAs(t, 'demo@trayecto.test');
  otra = await loginAs(t, 'otra@trayecto.test');
  finance = await loginAdmin(t.app, 'finance');
  support = await loginAdmin(t.app, 'support');
  today = dayIn(t.clock.now(), 'America/Caracas');
});
afterAll(async () => {
  await t?.close();
});

const walletCents = async (corporateId: string) => {
  const [row] = await t.handle.db
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, corporateId)));
  return row?.balance ?? 0;
};
const countTopups = async () => (await t.handle.db.select({ id: topups.id }).from(topups)).length;

async function uploadReceipt(who: Caller, bytes: Buffer, type = 'image/png') {
  return t.app.inject({
    method: 'POST',
    url: '/api/corporate/topups/receipts',
    headers: { ...auth(who.token), 'content-type': type, 'accept-language': 'en' },
    payload: bytes,
  });
}

let refSeq = 100_000;
function pagoMovil(overrides: Record<string, unknown> = {}): CreateTopupBody {
  return {
    method: 'pago_movil',
    bank_code: '0105',
    payer_phone: '4141234567',
    payer_id: 'V12345678',
    reference: String(++refSeq),
    payment_date: today,
    amount: 3650,
    currency: 'VES',
    ...overrides,
  } as CreateTopupBody;
}
async function zelle(overrides: Record<string, unknown> = {}): Promise<CreateTopupBody> {
  const receipt = await uploadReceipt(demo, PDF, 'application/pdf');
  return {
    method: 'zelle',
    zelle_owner: 'Ana Pérez',
    zelle_sender: 'ana@example.com',
    reference: `ZL${++refSeq}`,
    payment_date: today,
    amount: 100,
    currency: 'USD',
    receipt_id: receipt.json().data.receipt_id,
    ...overrides,
  } as CreateTopupBody;
}

async function create(who: Caller, body: CreateTopupBody, headers = idem()) {
  return api(t, who).post('/api/corporate/topups', body, headers);
}

const consoleCall = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth(token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

async function checkWithBank() {
  t.app.topups.checker.kick();
  await t.app.topups.checker.idle();
}

describe('instructions and receipts', () => {
  it("tells where to pay and today's rate", async () => {
    const res = await api(t, demo).get('/api/corporate/topups/instructions');
    expect(res.statusCode, res.body).toBe(200);
    const data = topupInstructionsSchema.parse(res.json()).data;
    expect(data.pago_movil.bank_code).toBe('0134');
    expect(data.today).toBe(today);
    expect(data.exchange_rate).toBeGreaterThan(0);
    expect(data.demo_bank).toBe(true);
  });

  it('stores an image or a PDF and refuses anything else, over 5 MB, or nothing', async () => {
    expect((await uploadReceipt(demo, PNG)).statusCode).toBe(201);
    const pdf = await uploadReceipt(demo, PDF, 'application/octet-stream');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data.content_type).toBe('application/pdf');
    const text = await uploadReceipt(demo, Buffer.from('hello'), 'application/pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().error_code).toBe('receipt_type');
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadReceipt(demo, big, 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error_code: 'receipt_too_large' });
    expect(tooBig.json().message).toContain('5 MB');
    const html = await uploadReceipt(demo, Buffer.from('<html>'), 'text/html');
    expect(html.statusCode).toBe(415);
  });
});

describe('bad input moves nothing', () => {
  it.each([
    ['amount 0', { amount: 0 }, 'amount_positive'],
    ['a negative amount', { amount: -5 }, 'amount_positive'],
    ['three decimals', { amount: 10.123 }, 'amount_decimals'],
    ['no amount', { amount: undefined }, 'amount_required'],
    ['a wrong payer ID', { payer_id: 'X123' }, 'payer_id_invalid'],
    ['a 9-digit phone', { payer_phone: '414123456' }, 'phone_digits'],
    ['a 3-digit reference', { reference: '123' }, 'too_short'],
    ['an unknown bank', { bank_code: '9999' }, 'bank_required'],
  ])('refuses %s', async (_name, overrides, code) => {
    const before = await countTopups();
    const res = await create(demo, pagoMovil(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error_code).toBe(code);
    expect(await countTopups()).toBe(before);
  });

  it('refuses a future payment date, a Zelle in Bs, a Zelle without receipt', async () => {
    const before = await countTopups();
    const tomorrow = new Date(t.clock.now().getTime() + 36 * 3600_000).toISOString().slice(0, 10);
    const future = await create(demo, pagoMovil({ payment_date: tomorrow }));
    expect(future.statusCode).toBe(422);
    expect(future.json().error_code).toBe('payment_date_future');
    const bs = await create(demo, await zelle({ currency: 'VES' }));
    expect(bs.statusCode).toBe(400);
    expect(bs.json().error_code).toBe('zelle_currency');
    const noReceipt = await create(demo, await zelle({ receipt_id: undefined }));
    expect(noReceipt.statusCode).toBe(400);
    expect(noReceipt.json().error_code).toBe('receipt_required');
    expect(await countTopups()).toBe(before);
  });

  it("refuses another company's receipt as not found", async () => {
    const theirs = await uploadReceipt(otra, PNG);
    const res = await create(demo, await zelle({ receipt_id: theirs.json().data.receipt_id }));
    expect(res.statusCode).toBe(404);
  });
});

describe('pago móvil verified by the bank', () => {
  it('credits the wallet within a sweep when the bank knows the payment, and issues the invoice', async () => {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/public/demo-bank/payments',
      payload: {
        bank_code: '0105',
        payer_phone: '4141112233',
        payer_id: 'V-11222333',
        amount: 3650,
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { reference } = paid.json().data as { reference: string };
    // the demo bank is late now and then: this test's payment is known at once
    await t.handle.db
      .update(demoBankPayments)
      .set({ visibleAt: t.clock.now() })
      .where(eq(demoBankPayments.reference, reference));
    const demoId = demo._id;
    const before = await walletCents(demoId);
    const res = await create(
      demo,
      pagoMovil({ payer_phone: '4141112233', reference: reference.slice(-6) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = topupResponseSchema.parse(res.json()).data;
    expect(created.status).toBe('verifying');
    await checkWithBank();
    const after = topupResponseSchema.parse(
      (await api(t, demo).get(`/api/corporate/topups/${created._id}`)).json(),
    ).data;
    expect(after.status).toBe('approved');
    expect(after.verified_automatically).toBe(true);
    expect(after.reference).toBe(reference);
    expect(after.igtf_usd).toBe(0);
    expect(await walletCents(demoId)).toBe(before + Math.round(after.credited_usd * 100));
    expect(after.amount_usd).toBeCloseTo(3650 / after.exchange_rate, 2);
    const invoice = invoiceResponseSchema.parse(
      (await api(t, demo).get(`/api/corporate/invoices/${after.invoice_id}`)).json(),
    ).data;
    expect(invoice.igtf).toBeNull();
    expect(invoice.total.usd).toBe(after.amount_usd);
    expect(invoice.taxable[0]!.base.usd + invoice.iva.usd).toBeCloseTo(invoice.total.usd, 2);
    // in bolívares too, the parts add up to the total to the céntimo
    expect(Math.round((invoice.taxable[0]!.base.ves + invoice.iva.ves) * 100)).toBe(
      Math.round(invoice.total.ves * 100),
    );
    const mails = await t.handle.db.select().from(emailOutbox);
    expect(mails.some((m) => m.subject.includes(after.unique_id))).toBe(true);
  });

  it('keeps asking while the bank has not seen it, then hands it to finance after an hour', async () => {
    const res = await create(demo, pagoMovil());
    const id = res.json().data._id as string;
    await checkWithBank();
    let row = (await t.handle.db.select().from(topups).where(eq(topups.id, id)))[0]!;
    expect(row.status).toBe('verifying');
    expect(row.autoCheck).toBe('not_found');
    expect(row.nextCheckAt!.getTime()).toBeGreaterThan(t.clock.now().getTime());
    await t.clock.advance(61 * 60_000);
    await checkWithBank();
    row = (await t.handle.db.select().from(topups).where(eq(topups.id, id)))[0]!;
    expect(row.status).toBe('waiting');
    expect(row.autoCheck).toBe('not_found');
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'topup_to_review')));
    expect(audits).toHaveLength(1);
  });

  it('sends a payment found with another amount to finance at once', async () => {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/public/demo-bank/payments',
      payload: {
        bank_code: '0102',
        payer_phone: '4240000001',
        payer_id: 'V-10000001',
        amount: 100,
      },
    });
    const { reference } = paid.json().data as { reference: string };
    await t.handle.db
      .update(demoBankPayments)
      .set({ visibleAt: t.clock.now() })
      .where(eq(demoBankPayments.reference, reference));
    const res = await create(
      demo,
      pagoMovil({ bank_code: '0102', payer_phone: '4240000001', reference, amount: 999 }),
    );
    await checkWithBank();
    const [row] = await t.handle.db.select().from(topups).where(eq(topups.id, res.json().data._id));
    expect(row).toMatchObject({ status: 'waiting', autoCheck: 'mismatch' });
  });
});

describe('Zelle verified by finance', () => {
  it('waits, then credits what is left after IGTF when finance approves, and only once', async () => {
    const res = await create(demo, await zelle({ amount: 100 }));
    expect(res.statusCode, res.body).toBe(201);
    const topup = res.json().data as { _id: string; status: string; credited_usd: number };
    expect(topup.status).toBe('waiting');
    expect(topup.credited_usd).toBe(97.09);
    const before = await walletCents(demo._id);
    const url = `/api/console/topups/${topup._id}/approve`;
    const [a, b] = await Promise.all([
      consoleCall(finance, 'POST', url),
      consoleCall(finance, 'POST', url),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await walletCents(demo._id)).toBe(before + 9709);
    const approved = consoleTopupResponseSchema.parse((a.statusCode === 200 ? a : b).json()).data;
    expect(approved.decided_by).toBeTruthy();
    const invoice = invoiceResponseSchema.parse(
      (await api(t, demo).get(`/api/corporate/invoices/${approved.invoice_id}`)).json(),
    ).data;
    expect(invoice.igtf?.usd).toBe(2.91);
    expect(invoice.taxable[0]!.base.usd).toBe(83.7);
    expect(invoice.iva.usd).toBe(13.39);
    expect(invoice.total.usd).toBe(100);
    // the transfer balances: clearing -100, company +97.09, taxes +2.91
    const entries = await t.handle.db.select().from(ledgerEntries);
    expect(entries.reduce((s, e) => s + e.amountCents, 0)).toBe(0);
    const again = await consoleCall(finance, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('topup_already_decided');
  });

  it('lets support read but not decide, and rejects with a reason that frees the reference', async () => {
    const body = await zelle();
    const id = (await create(demo, body)).json().data._id as string;
    expect((await consoleCall(support, 'GET', `/api/console/topups/${id}`)).statusCode).toBe(200);
    const denied = await consoleCall(support, 'POST', `/api/console/topups/${id}/approve`);
    expect(denied.statusCode).toBe(403);
    const short = await consoleCall(finance, 'POST', `/api/console/topups/${id}/reject`, {
      reason: 'no',
    });
    expect(short.statusCode).toBe(400);
    const rejected = await consoleCall(finance, 'POST', `/api/console/topups/${id}/reject`, {
      reason: 'El Zelle no llegó a la cuenta',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'El Zelle no llegó a la cuenta',
    });
    expect(
      (await consoleCall(finance, 'POST', `/api/console/topups/${id}/approve`)).statusCode,
    ).toBe(409);
    // the same confirmation may be registered again once rejected
    expect((await create(demo, { ...body })).statusCode).toBe(201);
  });
});

describe('bolívares in dollars', () => {
  it('stores the dollars the form previewed: one conversion, to the cent, at the rate used', async () => {
    // a day before the seeded rate history, so the rate set here is the day's only one
    const day = new Date(t.clock.now().getTime() - 200 * 86_400_000).toISOString().slice(0, 10);
    const set = await consoleCall(finance, 'POST', '/api/console/rates', { date: day, rate: 45.2 });
    expect(set.statusCode, set.body).toBe(200);
    for (const amount of [25.99, 100, 0.46, 12_345.67]) {
      const res = await create(demo, pagoMovil({ payment_date: day, amount }));
      expect(res.statusCode, res.body).toBe(201);
      const topup = topupResponseSchema.parse(res.json()).data;
      expect(topup.exchange_rate).toBe(45.2);
      expect(topup.amount_usd).toBe(bolivaresToUsd(amount, 45.2));
    }
    // 25.99 / 45.2 is 0.575 exactly: the preview says $0.58, and so does the top-up
    expect(bolivaresToUsd(25.99, 45.2)).toBe(0.58);
  });
});

describe('invoices in bolívares', () => {
  it('add up to what was paid: Bs split from the Bs paid, IVA 16% and IGTF 3% to the cent, the same in the list and the CSV', async () => {
    let daysAgo = 300;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1_000_000, max: 900_000_000 }), // a rate of Bs 1 to 900 per $
        fc.integer({ min: 100_000, max: 5_000_000 }), // what was paid, in cents (worth $1 and more)
        fc.constantFrom('pago_movil_ves', 'pago_movil_usd', 'zelle'),
        async (micros, paidCents, how) => {
          const rate = micros / 1_000_000;
          const day = new Date(t.clock.now().getTime() - daysAgo-- * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const set = await consoleCall(finance, 'POST', '/api/console/rates', { date: day, rate });
          expect(set.statusCode, set.body).toBe(200);
          const amount = paidCents / 100;
          const body =
            how === 'zelle'
              ? await zelle({ payment_date: day, amount })
              : pagoMovil({
                  payment_date: day,
                  amount,
                  currency: how === 'pago_movil_ves' ? 'VES' : 'USD',
                });
          const created = await create(demo, body);
          expect(created.statusCode, created.body).toBe(201);
          const id = created.json().data._id as string;
          const approved = await consoleCall(finance, 'POST', `/api/console/topups/${id}/approve`);
          expect(approved.statusCode, approved.body).toBe(200);
          const invoiceId = approved.json().data.invoice_id as string;
          const invoice = invoiceResponseSchema.parse(
            (await api(t, demo).get(`/api/corporate/invoices/${invoiceId}`)).json(),
          ).data;
          const c = (v: number) => Math.round(v * 100);
          const base = invoice.taxable[0]!.base;
          const parts = [base, invoice.iva, invoice.igtf, invoice.rounding];
          // the total in Bs is what was paid in Bs (or the dollars at the rate, once)
          const paidVes =
            how === 'pago_movil_ves' ? paidCents : c(toBolivares(invoice.total.usd, rate));
          expect(c(invoice.total.ves)).toBe(paidVes);
          expect(c(invoice.total.usd)).toBe(c(created.json().data.amount_usd));
          for (const cur of ['usd', 'ves'] as const) {
            const sum = parts.reduce((acc, f) => acc + (f ? c(f[cur]) : 0), 0);
            expect(sum, `${cur} parts`).toBe(c(invoice.total[cur]));
            // base × 16% = IVA, (base + IVA) × 3% = IGTF, to the cent
            expect(c(invoice.iva[cur])).toBe(Math.round((c(base[cur]) * 16) / 100 + 1e-9));
            if (invoice.igtf)
              expect(c(invoice.igtf[cur])).toBe(
                Math.round(((c(base[cur]) + c(invoice.iva[cur])) * 3) / 100 + 1e-9),
              );
            expect(Math.abs(invoice.rounding ? c(invoice.rounding[cur]) : 0)).toBeLessThanOrEqual(
              2,
            );
            expect(c(invoice.lines[0]!.total[cur])).toBe(c(base[cur]));
          }
          expect(invoice.igtf !== null).toBe(how === 'zelle');
          // the list and its CSV say the same total
          const list = invoicesPageSchema.parse(
            (await api(t, demo).get('/api/corporate/invoices?limit=100')).json(),
          ).data.invoices;
          expect(list.find((i) => i._id === invoice._id)).toMatchObject({
            total_ves: invoice.total.ves,
            total_usd: invoice.total.usd,
          });
          const csv = parse((await api(t, demo).get('/api/corporate/invoices?format=csv')).body, {
            bom: true,
          }) as string[][];
          expect(csv.find((r) => r.includes(invoice.number))).toContain(
            invoice.total.ves.toFixed(2),
          );
          // the balance history and its CSV: the credit in the invoice's bolívares and rate
          const credited = (c(invoice.total.ves) - (invoice.igtf ? c(invoice.igtf.ves) : 0)) / 100;
          const ops = walletOperationsPageSchema
            .parse((await api(t, demo).get('/api/corporate/wallet/operations?kind=topup')).json())
            .data.operations.filter((o) => o.description.includes(invoice.topup_unique_id));
          expect(ops.map((o) => [o.exchange_rate, o.amount_ves])).toEqual([[rate, credited]]);
          const history = parse(
            (await api(t, demo).get('/api/corporate/wallet/operations?kind=topup&format=csv')).body,
            { bom: true },
          ) as string[][];
          const row = history.find((r) => r.some((v) => v.includes(invoice.topup_unique_id)))!;
          expect(row.slice(-2)).toEqual([String(rate), credited.toFixed(2)]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('invoice 00000001 of the demo: Bs 11,823.00 paid is the total, and 16% of the base is the IVA', async () => {
    const day = new Date(t.clock.now().getTime() - 280 * 86_400_000).toISOString().slice(0, 10);
    await consoleCall(finance, 'POST', '/api/console/rates', { date: day, rate: 236.4571 });
    const id = (await create(demo, pagoMovil({ payment_date: day, amount: 11_823 }))).json().data
      ._id as string;
    const approved = await consoleCall(finance, 'POST', `/api/console/topups/${id}/approve`);
    const invoice = invoiceResponseSchema.parse(
      (await api(t, demo).get(`/api/corporate/invoices/${approved.json().data.invoice_id}`)).json(),
    ).data;
    expect(invoice.total.ves).toBe(11_823);
    expect(invoice.taxable[0]!.base.ves).toBe(10_192.24);
    expect(invoice.iva.ves).toBe(1_630.76);
    expect(invoice.rounding).toBeNull();
  });
});

describe('references, replays and tenancy', () => {
  it('refuses a reference already used, also when two arrive at once', async () => {
    const body = pagoMovil({ currency: 'USD', amount: 10 });
    const [a, b] = await Promise.all([create(demo, body), create(otra, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().error_code).toBe('reference_used');
    expect(refused.json().message).toBe('This reference was already used in another top-up');
  });

  it('credits one bank payment once: claimed by its last four digits and in full, finance cannot approve the second', async () => {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/public/demo-bank/payments',
      payload: {
        bank_code: '0105',
        payer_phone: '4145550011',
        payer_id: 'V-11222334',
        amount: 3650,
      },
    });
    const { reference } = paid.json().data as { reference: string };
    await t.handle.db
      .update(demoBankPayments)
      .set({ visibleAt: t.clock.now() })
      .where(eq(demoBankPayments.reference, reference));
    const full = await create(otra, pagoMovil({ payer_phone: '4145550011', reference }));
    const short = await create(
      demo,
      pagoMovil({ payer_phone: '4145550011', reference: reference.slice(-4) }),
    );
    expect([full.statusCode, short.statusCode]).toEqual([201, 201]);
    await checkWithBank();
    const rows = await t.handle.db
      .select()
      .from(topups)
      .where(eq(topups.bankCode, '0105'))
      .then((all) =>
        all.filter((r) => [full.json().data._id, short.json().data._id].includes(r.id)),
      );
    const holder = rows.find((r) => r.status === 'approved')!;
    const second = rows.find((r) => r.status !== 'approved')!;
    expect(second.autoCheck).toBe('already_used');
    expect(holder.transferId).toBeTruthy();
    const res = await consoleCall(finance, 'POST', `/api/console/topups/${second.id}/approve`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error_code).toBe('topup_payment_used');
    expect(res.json().message).toContain(`REC-${String(holder.seq).padStart(6, '0')}`);
    const [still] = await t.handle.db.select().from(topups).where(eq(topups.id, second.id));
    expect(still).toMatchObject({ status: 'waiting', transferId: null });
  });

  it('lets finance approve one payment once when two claims of it are approved at once', async () => {
    const reference = '730015558842';
    const a = await create(otra, pagoMovil({ reference }));
    const b = await create(demo, pagoMovil({ reference: reference.slice(-4) }));
    const answers = await Promise.all(
      [a, b].map((r) =>
        consoleCall(finance, 'POST', `/api/console/topups/${r.json().data._id}/approve`),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error_code).toBe('topup_payment_used');
    const ids = [a.json().data._id as string, b.json().data._id as string];
    const decided = await t.handle.db.select().from(topups);
    expect(decided.filter((r) => ids.includes(r.id) && r.transferId !== null)).toHaveLength(1);
  });

  it('fifty replays of one key make one top-up', async () => {
    const before = await countTopups();
    const body = pagoMovil({ currency: 'USD', amount: 12 });
    const headers = idem();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => create(demo, body, headers)),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok.length).toBeGreaterThan(0);
    expect(results.every((r) => [201, 409].includes(r.statusCode))).toBe(true);
    expect(new Set(ok.map((r) => r.json().data._id)).size).toBe(1);
    expect(await countTopups()).toBe(before + 1);
  });

  it("answers 404 for another company's top-up, receipt and invoice", async () => {
    const mine = topupsPageSchema.parse((await api(t, demo).get('/api/corporate/topups')).json())
      .data.topups;
    const withInvoice = mine.find((x) => x.invoice_id)!;
    for (const url of [
      `/api/corporate/topups/${withInvoice._id}`,
      `/api/corporate/topups/${mine.find((x) => x.has_receipt)!._id}/receipt`,
      `/api/corporate/invoices/${withInvoice.invoice_id}`,
      `/api/corporate/invoices/${withInvoice.invoice_id}/pdf`,
      '/api/corporate/topups/not-a-uuid',
    ]) {
      const res = await api(t, otra).get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error_code).toBe('not_found');
    }
    const theirs = topupsPageSchema.parse((await api(t, otra).get('/api/corporate/topups')).json())
      .data.topups;
    expect(theirs.every((x) => !mine.some((m) => m._id === x._id))).toBe(true);
  });

  it('serves a receipt to the company and to finance as an attachment, kept by no cache', async () => {
    const mine = topupsPageSchema.parse((await api(t, demo).get('/api/corporate/topups')).json())
      .data.topups;
    const id = mine.find((x) => x.has_receipt)!._id;
    for (const res of [
      await api(t, demo).get(`/api/corporate/topups/${id}/receipt`),
      await consoleCall(finance, 'GET', `/api/console/topups/${id}/receipt`),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('lists, exports and documents', () => {
  it('filters and pages top-ups, and exports them as CSV in the caller language', async () => {
    const page = topupsPageSchema.parse(
      (await api(t, demo).get('/api/corporate/topups?status=approved&limit=1')).json(),
    ).data;
    expect(page.topups).toHaveLength(1);
    expect(page.topups[0]!.status).toBe('approved');
    expect(page.next_cursor).toBeTruthy();
    const csv = await api(t, demo, 'es').get('/api/corporate/topups?format=csv&method=zelle');
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r['Método'] === 'Zelle')).toBe(true);
  });

  it("searches the console's list by company name, reference and number", async () => {
    const byName = await consoleCall(finance, 'GET', '/api/console/topups?q=Distribuidora%20El');
    expect(byName.statusCode, byName.body).toBe(200);
    const found = byName.json().data.topups as { corporate: { _id: string }; unique_id: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((x) => x.corporate._id === demo._id)).toBe(true);
    const one = found[0]!;
    const byNumber = await consoleCall(finance, 'GET', `/api/console/topups?q=${one.unique_id}`);
    expect(byNumber.json().data.topups.map((x: { unique_id: string }) => x.unique_id)).toEqual([
      one.unique_id,
    ]);
    const none = await consoleCall(finance, 'GET', '/api/console/topups?q=Nadie%20Llamado%20Asi');
    expect(none.json().data.topups).toEqual([]);
  });

  it('numbers invoices without gaps when approvals run at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++)
      ids.push((await create(demo, pagoMovil({ currency: 'USD', amount: 5 + i }))).json().data._id);
    const results = await Promise.all(
      ids.map((id) => consoleCall(finance, 'POST', `/api/console/topups/${id}/approve`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const numbers = (await t.handle.db.select({ n: invoices.number }).from(invoices))
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('lists invoices with gapless numbers, and renders one as a PDF', async () => {
    const list = invoicesPageSchema.parse(
      (await api(t, demo).get('/api/corporate/invoices')).json(),
    ).data.invoices;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const all = await t.handle.db.select({ n: invoices.number }).from(invoices);
    const numbers = all.map((r) => r.n).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const pdf = await api(t, demo).get(`/api/corporate/invoices/${list[0]!._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`factura-${list[0]!.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('money in and out of the month', () => {
  it("adds up the wallet's movements by kind, and they explain the balance's change", async () => {
    const from = new Date(t.clock.now().getTime() - 86_400_000).toISOString();
    const to = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const res = await api(t, demo).get(`/api/corporate/wallet/flows?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const flows = res.json().data as {
      money_in: number;
      money_out: number;
      by_kind: { kind: string; money_in: number; money_out: number }[];
    };
    const approved = topupsPageSchema
      .parse((await api(t, demo).get('/api/corporate/topups?status=approved&limit=100')).json())
      .data.topups.reduce((s, x) => s + Math.round(x.credited_usd * 100), 0);
    // the seed's own history has top-ups of its days too: at least the approved ones are there
    const topupKind = flows.by_kind.find((k) => k.kind === 'topup');
    expect(Math.round((topupKind?.money_in ?? 0) * 100)).toBeGreaterThanOrEqual(approved);
    expect(flows.money_in).toBeCloseTo(
      flows.by_kind.reduce((sum, k) => sum + k.money_in, 0),
      2,
    );
    // a movement's date is its transfer's (seeded history is dated there, not on its entries)
    const entries = await t.handle.db
      .select({ amount: ledgerEntries.amountCents, at: ledgerTransfers.createdAt })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, demo._id)));
    const inPeriod = entries.filter(
      (e) => e.at.getTime() >= Date.parse(from) && e.at.getTime() <= Date.parse(to),
    );
    // the demo's opening balance (seed_topup) is not money in: the flows leave it out
    const opening = await t.handle.db
      .select({ amount: ledgerEntries.amountCents, at: ledgerTransfers.createdAt })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.ownerId, demo._id), eq(ledgerTransfers.kind, 'seed_topup')));
    const openingInPeriod = opening
      .filter((e) => e.at.getTime() >= Date.parse(from) && e.at.getTime() <= Date.parse(to))
      .reduce((sum, e) => sum + e.amount, 0);
    expect(Math.round((flows.money_in - flows.money_out) * 100)).toBe(
      inPeriod.reduce((sum, e) => sum + e.amount, 0) - openingInPeriod,
    );
    expect(flows.by_kind.some((k) => k.kind === 'seed_topup')).toBe(false);
    const reversed = await api(t, demo).get(`/api/corporate/wallet/flows?from=${to}&to=${from}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error_code).toBe('date_range_reversed');
  });
});

describe('proformas', () => {
  it('quotes an amount in base and IVA, in $ and Bs, and what to send by Zelle', async () => {
    const res = await api(t, demo).post('/api/corporate/proformas', {
      amount: 116,
      concept: 'Recarga de noviembre',
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data;
    expect(p.number).toMatch(/^PRO-\d{6}$/);
    expect(p.base.usd).toBe(100);
    expect(p.iva.usd).toBe(16);
    expect(p.total.ves).toBeCloseTo(116 * p.exchange_rate, 2);
    // $119.48 by Zelle leaves $116 after the 3% IGTF
    expect(p.zelle.total.usd).toBe(119.48);
    const pdf = await api(t, demo).get(`/api/corporate/proformas/${p._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`proforma-${p.number}.pdf`);
    expect((await api(t, otra).get(`/api/corporate/proformas/${p._id}/pdf`)).statusCode).toBe(404);
    const list = await api(t, otra).get('/api/corporate/proformas');
    expect(list.json().data.proformas).toEqual([]);
    const bad = await api(t, demo).post('/api/corporate/proformas', { amount: 0, concept: '' });
    expect(bad.statusCode).toBe(400);
  });
});
