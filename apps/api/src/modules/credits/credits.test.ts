import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleCreditResponseSchema,
  creditDetailResponseSchema,
  creditsPageSchema,
} from '@trayecto/contracts';
import { corporates, emailOutbox, ledgerAccounts, ledgerEntries } from '@trayecto/db';
import { auth, loginAdmin, setupApp, type TestContext } from '../../../test/helpers.ts';
import { api, loginAs, newUser, type Caller } from '../payroll/payroll-test-helpers.ts';
import { dayIn } from '../topups/topups.service.ts';

// Corporate credits (issue 11 part 4): asked, granted, denied, reverted, expired, and paid back by
// the next top-up; every refusal moves nothing.

let t: TestContext;
let demo: Caller;
let otra: Caller;
let finance: string;
let support: string;
let key = 0;
const idem = () => ({ 'idempotency-key': `credit-${++key}` });

beforeAll(async () => {
  t = await setupApp();
  demo = await loginAs(t, 'demo@trayecto.test');
  otra = await loginAs(t, 'otra@trayecto.test');
  finance = await loginAdmin(t.app, 'finance');
  support = await loginAdmin(t.app, 'support');
});
afterAll(async () => {
  await t?.close();
});

const day = (offsetDays: number) =>
  dayIn(new Date(t.clock.now().getTime() + offsetDays * 86_400_000), 'America/Caracas');

let grantKey = 0;
const consoleCall = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key = `grant-${++grantKey}`,
) =>
  t.app.inject({
    method,
    url,
    // a grant needs its Idempotency-Key; other console calls ignore it
    headers: { ...auth(token), 'accept-language': 'en', 'idempotency-key': key },
    ...(payload ? { payload } : {}),
  });

const balanceCents = async (corporateId: string) => {
  const [row] = await t.handle.db
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, corporateId)));
  return row?.balance ?? 0;
};
const me = async (who: Caller) => (await api(t, who).get('/api/corporate/me')).json();
const ledgerSum = async () =>
  (await t.handle.db.select().from(ledgerEntries)).reduce((s, e) => s + e.amountCents, 0);

async function request(who: Caller, amount: number) {
  return api(t, who).post(
    '/api/corporate/credits',
    { amount, note: 'Viajes de fin de mes' },
    idem(),
  );
}

describe('asking and deciding', () => {
  let creditId: string;

  it('lets a company with credits ask; finance approves and the wallet grows', async () => {
    const before = await balanceCents(demo._id);
    const res = await request(demo, 50);
    expect(res.statusCode, res.body).toBe(201);
    creditId = res.json().data._id;
    expect(res.json().data).toMatchObject({ status: 'waiting', amount: 50, due: 0 });
    expect(await balanceCents(demo._id)).toBe(before);

    const approved = await consoleCall(
      finance,
      'POST',
      `/api/console/credits/${creditId}/approve`,
      {
        expires_on: day(30),
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const data = consoleCreditResponseSchema.parse(approved.json()).data;
    expect(data).toMatchObject({ status: 'active', amount: 50, paid: 0, due: 50 });
    expect(data.movements.map((m) => [m.kind, m.amount])).toEqual([['credit_added', 50]]);
    expect(await balanceCents(demo._id)).toBe(before + 5000);
    expect((await me(demo)).corporate.credits_due).toBe(50);
    expect(await ledgerSum()).toBe(0);
  });

  it('answers 409 to a second decision, also when two arrive at once', async () => {
    const id = (await request(demo, 5)).json().data._id as string;
    const url = `/api/console/credits/${id}/approve`;
    const before = await balanceCents(demo._id);
    const [a, b] = await Promise.all([
      consoleCall(finance, 'POST', url, { expires_on: day(10) }),
      consoleCall(finance, 'POST', url, { expires_on: day(10) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceCents(demo._id)).toBe(before + 500);
    const deny = await consoleCall(finance, 'POST', `/api/console/credits/${id}/deny`, {
      reason: 'Ya fue aprobado',
    });
    expect(deny.json().error_code).toBe('credit_already_decided');
  });

  it('refuses an expiration in the past or too far, an amount above the asked one, and support', async () => {
    const id = (await request(demo, 10)).json().data._id as string;
    const url = `/api/console/credits/${id}/approve`;
    for (const expires_on of [day(0), day(-3), day(181)]) {
      const res = await consoleCall(finance, 'POST', url, { expires_on });
      expect(res.statusCode).toBe(422);
      expect(res.json().error_code).toBe('credit_expiry_invalid');
      expect(res.json().message).toContain('180');
    }
    expect(
      (await consoleCall(finance, 'POST', url, { expires_on: day(5), amount: 11 })).statusCode,
    ).toBe(422);
    expect((await consoleCall(support, 'POST', url, { expires_on: day(5) })).statusCode).toBe(403);
    const denied = await consoleCall(finance, 'POST', `/api/console/credits/${id}/deny`, {
      reason: 'Saldo suficiente por ahora',
    });
    expect(denied.json().data).toMatchObject({
      status: 'not_approved',
      deny_reason: 'Saldo suficiente por ahora',
    });
  });

  it.each([
    ['amount 0', { amount: 0 }, 'amount_positive'],
    ['three decimals', { amount: 1.234 }, 'amount_decimals'],
    ['no amount', {}, 'amount_required'],
  ])('refuses a request with %s', async (_n, body, code) => {
    const res = await api(t, demo).post('/api/corporate/credits', body, idem());
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
  });

  it('refuses a company without credits, from the panel and from the console', async () => {
    const asked = await request(otra, 10);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({
      error_code: 'credits_not_allowed',
      message: 'Credits are not enabled for this company',
    });
    const granted = await consoleCall(
      finance,
      'POST',
      `/api/console/companies/${otra._id}/credits`,
      {
        amount: 10,
        expires_on: day(10),
      },
    );
    expect(granted.statusCode).toBe(403);
    const list = creditsPageSchema.parse((await api(t, otra).get('/api/corporate/credits')).json());
    expect(list.data).toMatchObject({ credits: [], allowed: false, credits_due: 0 });
  });

  it("answers 404 for another company's credit", async () => {
    const res = await api(t, otra).get(`/api/corporate/credits/${creditId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('not_found');
  });
});

describe('reverting', () => {
  it('takes back a credit the wallet still holds whole, and refuses one already used', async () => {
    await t.handle.db
      .update(corporates)
      .set({ isAllowCredits: true })
      .where(eq(corporates.id, otra._id));
    const grant = async (amount: number) =>
      consoleCall(finance, 'POST', `/api/console/companies/${otra._id}/credits`, {
        amount,
        expires_on: day(20),
      });
    const before = await balanceCents(otra._id);
    const whole = (await grant(30)).json().data._id as string;
    const reverted = await consoleCall(finance, 'POST', `/api/console/credits/${whole}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data.status).toBe('reverted');
    expect(reverted.json().data.movements.map((m: { kind: string }) => m.kind)).toEqual([
      'credit_added',
      'reverted',
    ]);
    expect(await balanceCents(otra._id)).toBe(before);

    // spend all but a cent of the wallet on a collaborator: the credit is partly used
    const used = (await grant(40)).json().data._id as string;
    const wallet = (await me(otra)).corporate.wallet as number;
    const user = await api(t, otra).post('/api/corporate/users', newUser());
    const give = await api(t, otra).post(
      `/api/corporate/users/${user.json().data.user._id}/balance`,
      { amount: Math.round((wallet - 39.99) * 100) / 100 + 0, direction: 'give' },
      idem(),
    );
    expect(give.statusCode, give.body).toBe(200);
    const refused = await consoleCall(finance, 'POST', `/api/console/credits/${used}/revert`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error_code: 'credit_in_use',
      message: 'It cannot be reverted: part of the credit was already used or paid back',
    });
    const still = await consoleCall(finance, 'GET', `/api/console/credits/${used}`);
    expect(still.json().data.status).toBe('active');
  });
});

describe('paid back by the next top-up', () => {
  it('pays due credits first, oldest expiry first, and shows how much went where', async () => {
    const due = (await me(demo)).corporate.credits_due as number;
    expect(due).toBe(55);
    const receipt = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/topups/receipts',
      headers: { ...auth(demo.token), 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    const topup = await api(t, demo).post(
      '/api/corporate/topups',
      {
        method: 'zelle',
        zelle_owner: 'Ana Pérez',
        zelle_sender: 'ana@example.com',
        reference: 'CREDITPAY01',
        payment_date: day(0),
        amount: 30,
        currency: 'USD',
        receipt_id: receipt.json().data.receipt_id,
      },
      idem(),
    );
    expect(topup.statusCode, topup.body).toBe(201);
    const before = await balanceCents(demo._id);
    const approved = await consoleCall(
      finance,
      'POST',
      `/api/console/topups/${topup.json().data._id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // $30 by Zelle credits $29.13 after IGTF, all of it to the credits due
    expect(approved.json().data).toMatchObject({ credited_usd: 29.13, credits_paid_usd: 29.13 });
    expect(await balanceCents(demo._id)).toBe(before);
    expect((await me(demo)).corporate.credits_due).toBe(25.87);
    const list = creditsPageSchema.parse((await api(t, demo).get('/api/corporate/credits')).json());
    const active = list.data.credits.filter((c) => c.paid > 0);
    expect(active.reduce((s, c) => s + c.paid, 0)).toBeCloseTo(29.13, 2);
    const detail = creditDetailResponseSchema.parse(
      (await api(t, demo).get(`/api/corporate/credits/${active[0]!._id}`)).json(),
    ).data;
    expect(detail.movements.at(-1)).toMatchObject({ kind: 'payment' });
    expect(detail.movements.at(-1)!.topup_unique_id).toMatch(/^REC-\d{6}$/);
    expect(await ledgerSum()).toBe(0);
  });

  it('exports the credits as CSV in the caller language', async () => {
    const csv = await api(t, demo, 'es').get('/api/corporate/credits?format=csv');
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r['Estado'] === 'No aprobado')).toBe(true);
  });
});

describe('granting', () => {
  it('makes one credit of five grants sent at once under one Idempotency-Key', async () => {
    await t.handle.db
      .update(corporates)
      .set({ isAllowCredits: true })
      .where(eq(corporates.id, otra._id));
    const before = await balanceCents(otra._id);
    const url = `/api/console/companies/${otra._id}/credits`;
    const body = { amount: 7, expires_on: day(15) };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => consoleCall(finance, 'POST', url, body, 'una-sola-vez')),
    );
    expect(answers.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const made = answers.filter((r) => r.statusCode === 200);
    expect(new Set(made.map((r) => r.json().data._id)).size).toBe(1);
    expect(await balanceCents(otra._id)).toBe(before + 700);
    // the same key again replays the credit; without a key nothing is granted
    const replay = await consoleCall(finance, 'POST', url, body, 'una-sola-vez');
    expect(replay.json().data._id).toBe(made[0]!.json().data._id);
    const keyless = await t.app.inject({
      method: 'POST',
      url,
      headers: auth(finance),
      payload: body,
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error_code).toBe('idempotency_key_required');
    expect(await balanceCents(otra._id)).toBe(before + 700);
  });
});

describe('expiry', () => {
  it('flags an advance past its date to the company and to finance, once', async () => {
    const granted = await consoleCall(
      finance,
      'POST',
      `/api/console/companies/${demo._id}/credits`,
      {
        amount: 15,
        expires_on: day(1),
      },
    );
    expect(granted.statusCode, granted.body).toBe(200);
    const id = granted.json().data._id as string;
    await t.clock.advance(3 * 86_400_000);
    await t.app.creditExpiry.sweepNow();
    await t.app.creditExpiry.sweepNow();
    // three days on, the sessions have ended: sign in again
    demo = await loginAs(t, 'demo@trayecto.test');
    support = await loginAdmin(t.app, 'support');
    const detail = await api(t, demo).get(`/api/corporate/credits/${id}`);
    expect(detail.json().data).toMatchObject({ status: 'expired', due: 15 });
    const mails = await t.handle.db.select().from(emailOutbox);
    const unique = granted.json().data.unique_id as string;
    expect(mails.filter((m) => m.text.includes(unique))).toHaveLength(2);
    expect(
      mails.some((m) => m.to === t.config.money.financeEmail && m.subject.includes(unique)),
    ).toBe(true);
    const list = await consoleCall(support, 'GET', '/api/console/credits?status=expired');
    expect(list.json().data.credits.map((c: { _id: string }) => c._id)).toContain(id);
  });
});
