import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  movementText,
  OPERATION_KIND_LABELS,
  csvDateTime,
  toBolivares,
  walletOperationsPageSchema,
  walletResponseSchema,
  type WalletOperation,
} from '@trayecto/contracts';
import { exchangeRates, ledgerAccounts } from '@trayecto/db';
import { setupApp, type TestContext } from '../../../test/helpers.ts';
import { createHold, voidHold } from '../ledger/ledger-hold.service.ts';
import { api, loginAs, newUser, type Caller } from '../payroll/payroll-test-helpers.ts';

let t: TestContext;
let demo: Caller;
let otra: Caller;
let userId: string;
beforeAll(async () => {
  t = await setupApp();
  demo = await loginAs(t, 'demo@trayecto.test');
  otra = await loginAs(t, 'otra@trayecto.test');
  // A collaborator with a few movements: give 100, give 20.5, take 30.25.
  const created = await api(t, demo).post(
    '/api/corporate/users',
    newUser({ name: 'Zoila Movimientos' }),
  );
  userId = created.json().data.user._id;
  let k = 0;
  for (const [amount, direction] of [
    [100, 'give'],
    [20.5, 'give'],
    [30.25, 'take'],
  ] as const) {
    const res = await api(t, demo).post(
      `/api/corporate/users/${userId}/balance`,
      { amount, direction },
      { 'idempotency-key': `w-${++k}` },
    );
    if (res.statusCode !== 200) throw new Error(res.body);
  }
});
afterAll(async () => {
  await t?.close();
});

const operations = async (who: Caller, query = '') => {
  const res = await api(t, who).get(`/api/corporate/wallet/operations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return walletOperationsPageSchema.strict().parse(res.json()).data;
};
const allOperations = async (who: Caller, query = '') => {
  const out: WalletOperation[] = [];
  let cursor: string | null = null;
  do {
    const page = await operations(who, `?limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`);
    out.push(...page.operations);
    cursor = page.next_cursor;
  } while (cursor);
  return out;
};

describe('GET /api/corporate/wallet', () => {
  it('answers wallet, balance, overdraft, holds, available, credits due and the rate', async () => {
    const res = await api(t, demo).get('/api/corporate/wallet');
    expect(res.statusCode).toBe(200);
    const data = walletResponseSchema.strict().parse(res.json()).data;
    // 3050.75 seeded, minus 100 and 20.5 given, plus 30.25 taken back.
    expect(data).toEqual({
      currency: 'USD',
      wallet: 2960.5,
      balance: 2960.5,
      overdraft: 500,
      holds: 0,
      available: 3460.5,
      credits_due: 0,
      exchange_rate: { currency: 'VES', rate: 236.4571, effective_at: expect.any(String) },
    });
  });

  it('subtracts pending holds from wallet and available, not from the balance', async () => {
    const [account] = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerId, demo._id));
    const hold = await createHold(t.handle.db, {
      accountId: account!.id,
      corporateId: demo._id,
      amountCents: 1050,
    });
    const data = walletResponseSchema.parse(
      (await api(t, demo).get('/api/corporate/wallet')).json(),
    ).data;
    expect(data).toMatchObject({ wallet: 2950, balance: 2960.5, holds: 10.5, available: 3450 });
    await voidHold(t.handle.db, hold.id);
  });

  it('has no credits due without credits, and answers a master too', async () => {
    expect(
      walletResponseSchema.parse((await api(t, otra).get('/api/corporate/wallet')).json()).data,
    ).toMatchObject({ wallet: 1375.5, overdraft: 250, credits_due: null });
    const master = await loginAs(t, 'master@trayecto.test');
    expect((await api(t, master).get('/api/corporate/wallet')).statusCode).toBe(200);
  });
});

describe('GET /api/corporate/wallet/operations', () => {
  it('lists SPEC §3 operations newest first; each row final = initial + amount and rows chain', async () => {
    const ops = await allOperations(demo);
    expect(ops.map((o) => [o.origin, o.amount])).toEqual([
      ['take_balance', 30.25],
      ['give_balance', -20.5],
      ['give_balance', -100],
      ['topup', 300],
      ['topup', 450.75],
      ['topup', 800],
      ['seed_topup', 1500],
    ]);
    for (const [i, op] of ops.entries()) {
      expect(Math.round((op.initial_balance + op.amount) * 100)).toBe(
        Math.round(op.final_balance * 100),
      );
      if (i + 1 < ops.length) expect(ops[i + 1]!.final_balance).toBe(op.initial_balance);
    }
    expect(ops[0]!.final_balance).toBe(2960.5);
    expect(ops[ops.length - 1]!.initial_balance).toBe(0);
    expect(ops[0]).toMatchObject({
      user_amount: -30.25,
      user: { _id: userId, name: 'Zoila Movimientos' },
      description: 'Zoila Movimientos',
      exchange_rate: 236.4571,
    });
    expect(ops[1]).toMatchObject({ user_amount: 20.5, user: { _id: userId } });
    expect(ops[3]).toMatchObject({
      user_amount: null,
      user: null,
      description: 'Recarga por pago móvil · Ref. 1954',
    });
  });

  it('filters by kind and by date range', async () => {
    expect((await operations(demo, '?kind=topup')).operations.map((o) => o.amount)).toEqual([
      300, 450.75, 800,
    ]);
    const now = t.clock.now().getTime();
    const day = 24 * 60 * 60 * 1000;
    // Seeded demo top-ups: 68, 64 and 61 days ago (seed-data.ts).
    const from = new Date(now - 66 * day).toISOString();
    const to = new Date(now - 60 * day).toISOString();
    const ranged = await operations(
      demo,
      `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(ranged.operations.map((o) => o.amount)).toEqual([300, 450.75]);
  });

  it('shows only the caller’s own operations', async () => {
    const ops = await allOperations(otra);
    expect(ops.map((o) => o.amount)).toEqual([125, 350.5, 900]);
  });

  it.each([
    ['a bad cursor', '?cursor=abc', 'invalid_cursor'],
    [
      'a cursor that is not an entry id',
      `?cursor=${Buffer.from('{"e":-1}').toString('base64url')}`,
      'invalid_cursor',
    ],
    ['an unknown kind', '?kind=robbery', 'validation_error'],
    ['a bad date', '?from=yesterday', 'validation_error'],
    ['a date without offset', '?to=2026-01-01T00:00:00', 'validation_error'],
    ['limit 0', '?limit=0', 'validation_error'],
    ['limit 101', '?limit=101', 'validation_error'],
  ])('refuses %s with 400', async (_n, query, code) => {
    const res = await api(t, demo).get(`/api/corporate/wallet/operations${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
  });

  it('exports every filtered operation as CSV in dollars, each at the rate of its own date', async () => {
    const res = await api(t, demo).get('/api/corporate/wallet/operations?format=csv&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="movimientos.csv"');
    const rows = parse(res.body, { bom: true }) as string[][];
    // English (the caller's language): the screen's words, not codes
    expect(rows[0]).toEqual([
      'Date',
      'Origin',
      'Description',
      'Amount ($)',
      'Initial balance ($)',
      'Final balance ($)',
      'Collaborator',
      "Collaborator's amount ($)",
      'Rate (Bs. per $)',
      'Amount (Bs.)',
    ]);
    expect(rows).toHaveLength(8);
    expect(rows[1]!.slice(1)).toEqual([
      OPERATION_KIND_LABELS.take_balance.en,
      'Zoila Movimientos',
      '30.25',
      '2930.25',
      '2960.50',
      'Zoila Movimientos',
      '-30.25',
      '236.4571',
      '7152.83',
    ]);
    expect(rows[4]!.slice(1, 8)).toEqual([
      OPERATION_KIND_LABELS.topup.en,
      'Top-up by mobile payment · Ref. 1954',
      '300.00',
      '2750.75',
      '3050.75',
      '',
      '',
    ]);
    expect(rows[7]!.slice(1, 6)).toEqual([
      OPERATION_KIND_LABELS.seed_topup.en,
      'Opening balance',
      '1500.00',
      '0.00',
      '1500.00',
    ]);
    // every row: the rate in force at its date (the seed has one a day), bolívares rounded once
    const rates = (
      await t.handle.db.select().from(exchangeRates).orderBy(asc(exchangeRates.effectiveAt))
    ).map((r) => ({ rate: Number(r.rate), at: r.effectiveAt.getTime() }));
    // times are the company's (America/Caracas, UTC-4), to the minute
    const ops = (await api(t, demo).get('/api/corporate/wallet/operations?limit=7')).json<{
      data: { operations: WalletOperation[] };
    }>().data.operations;
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      ops.map((o) => csvDateTime(new Date(o.created_at), 'America/Caracas')),
    );
    for (const [i, row] of rows.slice(1).entries()) {
      const at = Date.parse(ops[i]!.created_at);
      const inForce = rates.filter((r) => r.at <= at).at(-1) ?? rates[0]!;
      expect(Number(row[8]), row.join(',')).toBe(inForce.rate);
      expect(row[9], row.join(',')).toBe(toBolivares(Number(row[3]), inForce.rate).toFixed(2));
    }
    // an operation of days ago is not converted at today's rate
    expect(Number(rows[7]![8])).toBeLessThan(236.4571);
    const kinds = parse(
      (await api(t, demo).get('/api/corporate/wallet/operations?format=csv&kind=give_balance'))
        .body,
      { bom: true },
    ) as string[][];
    expect(kinds.slice(1).map((r) => r[3])).toEqual(['-20.50', '-100.00']);
  });
  it.each(['en', 'fr', 'ar', 'es'] as const)(
    "exports the movements' descriptions in the reader's language (%s)",
    async (lang) => {
      const res = await api(t, demo, lang).get('/api/corporate/wallet/operations?format=csv');
      expect(res.statusCode).toBe(200);
      const descriptions = (parse(res.body, { bom: true }) as string[][])
        .slice(1)
        .map((r) => r[2]!);
      // the seeded opening balance and top-ups are stored in Spanish words
      const opening = movementText({ code: 'opening_balance' }, lang);
      expect(descriptions).toContain(opening);
      const topups = descriptions.filter((d) => d.includes('4821') || d.includes('7730'));
      expect(topups).toHaveLength(2);
      if (lang === 'es') expect(topups).toContain('Recarga por Zelle · Ref. 7730');
      else
        for (const d of descriptions)
          expect(d).not.toMatch(/\b(Saldo inicial|Recarga|Crédito|Pago de créditos)\b/);
    },
  );
});
