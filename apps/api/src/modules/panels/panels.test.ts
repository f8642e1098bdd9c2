import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PANEL_CSV_COLUMNS,
  monthRange,
  panelDetailResponseSchema,
  panelsPageSchema,
  paymentsResponseSchema,
  walletOperationsPageSchema,
} from '@trayecto/contracts';
import { payrollUsers } from '@trayecto/db';
import { corporateIdByEmail, login, setupApp, type TestContext } from '../../../test/helpers.ts';
import { createHold } from '../ledger/ledger-hold.service.ts';
import {
  api,
  createCorporate,
  fund,
  insertOrders,
  order,
  otherMasterWithPanel,
  walletRow,
} from './panels-test-helpers.ts';

let t: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let other: { masterId: string; panelId: string };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await setupApp();
  for (const who of ['demo', 'otra', 'master', 'pending']) {
    ids[who] = await corporateIdByEmail(t.handle, `${who}@trayecto.test`);
    if (who !== 'pending') tokens[who] = (await login(t.app, `${who}@trayecto.test`)).token;
  }
  other = await otherMasterWithPanel(t);
  // from a known master balance: the seeded wallet back to the bank, then $500
  await fund(t, ids.master!, 50_000 - ((await walletRow(t, ids.master!))?.balanceCents ?? 0));
});
afterAll(async () => {
  await t?.close();
});

const master = () => api(t, tokens.master!);
const page = async (url: string) => {
  const res = await master().get(url);
  expect(res.statusCode, res.body).toBe(200);
  return panelsPageSchema.parse(res.json()).data;
};
const activeCount = async (corporateId: string) => {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(payrollUsers)
    .where(
      and(
        eq(payrollUsers.corporateId, corporateId),
        eq(payrollUsers.isActive, true),
        isNull(payrollUsers.deletedAt),
      ),
    );
  return row!.n;
};

describe('GET /api/corporate/panels', () => {
  it("lists the master's panels by name with wallet, overdraft, the month's figures and active collaborators", async () => {
    const month = monthRange(t.clock.now(), 'America/Caracas');
    // Caracas is UTC-4 all year: its local midnight of the 1st is 04:00 UTC
    const start = new Date(`${month.startDate}T04:00:00Z`).getTime();
    const nextMonth = new Date(`${month.endDate}T04:00:00Z`).getTime() + DAY;
    const at = (ms: number) => new Date(ms);
    await insertOrders(t, [
      order(ids.demo!, at(start + 3_600_000), 'completed', 1250),
      order(ids.demo!, at(start + 7_200_000), 'completed', 2000, { kind: 'multistop' }),
      // not served: not counted, but what it was charged is spent
      order(ids.demo!, at(start + 7_300_000), 'cancelled_by_user', 150),
      // never dispatched: not counted
      order(ids.demo!, at(start + 7_400_000), 'completed', 999, { dispatched: false }),
      // 23:30 of the last day of the previous month in Caracas (the same UTC day as the 1st)
      order(ids.demo!, at(start - 1_800_000), 'completed', 700),
      order(ids.demo!, at(nextMonth + 60_000), 'completed', 800),
      order(ids.demo!, at(start + 9_000_000), 'completed', 900, { kind: 'parcel' }),
      order(ids.demo!, at(start + 9_100_000), 'partially_completed', 400, { kind: 'parcel' }),
      order(ids.otra!, at(start + 9_200_000), 'completed', 300),
      // not a panel of this master
      order(ids.pending!, at(start + 9_300_000), 'completed', 5000),
      order(other.panelId, at(start + 9_400_000), 'completed', 5000),
    ]);
    const demoAccount = (await walletRow(t, ids.demo!))!;
    const otraAccount = (await walletRow(t, ids.otra!))!;

    const data = await page('/api/corporate/panels');
    expect(data.month).toEqual({ start_date: month.startDate, end_date: month.endDate });
    expect(data.next_cursor).toBeNull();
    expect(data.panels).toEqual([
      {
        _id: ids.demo,
        name: 'Distribuidora El Ávila C.A.',
        unique_id: 'TE-100101',
        email: 'demo@trayecto.test',
        status: 'approved',
        wallet: (demoAccount.balanceCents - demoAccount.heldCents) / 100,
        overdraft: 500,
        month: { trips: 2, parcels: 2, trips_spend: 34, parcels_spend: 13, spend: 47 },
        active_collaborators: await activeCount(ids.demo!),
      },
      {
        _id: ids.otra,
        name: 'Servicios Logísticos del Lago C.A.',
        unique_id: 'TE-100102',
        email: 'otra@trayecto.test',
        status: 'approved',
        wallet: (otraAccount.balanceCents - otraAccount.heldCents) / 100,
        overdraft: 250,
        month: { trips: 1, parcels: 0, trips_spend: 3, parcels_spend: 0, spend: 3 },
        active_collaborators: await activeCount(ids.otra!),
      },
    ]);
    expect(data.panels[0]!.active_collaborators).toBeGreaterThan(0);
  });

  it('shows the wallet less what running orders hold', async () => {
    const account = (await walletRow(t, ids.otra!))!;
    await createHold(t.handle.db, {
      accountId: account.id,
      corporateId: ids.otra!,
      amountCents: 1_000,
    });
    const row = (await page('/api/corporate/panels?q=lago')).panels[0]!;
    expect(row.wallet).toBe((account.balanceCents - 1_000) / 100);
  });

  it('searches by name, panel ID or e-mail, case-insensitively, and takes % and _ literally', async () => {
    const names = async (q: string) =>
      (await page(`/api/corporate/panels?q=${encodeURIComponent(q)}`)).panels.map((p) => p._id);
    expect(await names('LAGO')).toEqual([ids.otra]);
    expect(await names('te-100101')).toEqual([ids.demo]);
    expect(await names('otra@')).toEqual([ids.otra]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('Panel Ajeno')).toEqual([]);
  });

  it('pages by keyset: each panel once, then no cursor', async () => {
    const first = await page('/api/corporate/panels?limit=1');
    expect(first.panels.map((p) => p._id)).toEqual([ids.demo]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await page(`/api/corporate/panels?limit=1&cursor=${first.next_cursor}`);
    expect(second.panels.map((p) => p._id)).toEqual([ids.otra]);
    expect(second.next_cursor).toBeNull();
  });

  it.each([
    ['limit=0', 'validation_error'],
    ['limit=101', 'validation_error'],
    ['limit=abc', 'validation_error'],
    ['cursor=not%20a%20cursor', 'invalid_cursor'],
    ['cursor=eyJ4IjoxfQ', 'invalid_cursor'],
    [`q=${'a'.repeat(101)}`, 'too_long'],
    ['q=a%00b', 'invalid_text'],
    ['format=pdf', 'validation_error'],
  ])('refuses %s with 400 %s', async (query, code) => {
    const res = await master().get(`/api/corporate/panels?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: code, message: expect.any(String) });
  });

  it('exports the list as CSV in the caller’s language', async () => {
    const res = await api(t, tokens.master!, 'es').get('/api/corporate/panels?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('paneles.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      [
        'Panel',
        'ID del panel',
        'Correo electrónico',
        'Estado',
        'Saldo ($)',
        'Sobregiro ($)',
        'Viajes del mes',
        'Envíos del mes',
        'Gasto del mes ($)',
        'Colaboradores activos',
      ].join(','),
    );
    expect(lines).toHaveLength(3);
    const json = await page('/api/corporate/panels');
    const demo = json.panels[0]!;
    expect(lines[1]).toBe(
      [
        demo.name,
        'TE-100101',
        'demo@trayecto.test',
        'Aprobada',
        demo.wallet.toFixed(2),
        '500.00',
        '2',
        '2',
        '47.00',
        String(demo.active_collaborators),
      ].join(','),
    );
    const en = await master().get('/api/corporate/panels?format=csv&q=lago');
    const enLines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(enLines[0]!.split(',')[1]).toBe(PANEL_CSV_COLUMNS.unique_id.en);
    expect(enLines).toHaveLength(2);
    expect(enLines[1]).toContain('TE-100102');
  });
});

describe('GET /api/corporate/panels/{id}', () => {
  it("answers the panel's figures, its balance history and payments, and the master's funds", async () => {
    const res = await master().get(`/api/corporate/panels/${ids.demo}`);
    expect(res.statusCode, res.body).toBe(200);
    const { panel, master: funds, month } = panelDetailResponseSchema.parse(res.json()).data;
    const account = (await walletRow(t, ids.demo!))!;
    expect(panel).toMatchObject({
      _id: ids.demo,
      unique_id: 'TE-100101',
      balance: account.balanceCents / 100,
      holds: account.heldCents / 100,
      overdraft: account.overdraftCents / 100,
      available: (account.balanceCents + account.overdraftCents - account.heldCents) / 100,
      takeable: Math.max(0, account.balanceCents - account.heldCents) / 100,
      month: { trips: 2, parcels: 2, trips_spend: 34, parcels_spend: 13, spend: 47 },
    });
    expect(month.start_date).toBe(monthRange(t.clock.now(), 'America/Caracas').startDate);
    // the balance history is the panel's own (what it sees on its balance page)
    const own = walletOperationsPageSchema.parse(
      (await api(t, tokens.demo!).get('/api/corporate/wallet/operations?limit=20')).json(),
    ).data;
    expect(panel.operations).toEqual(own.operations);
    expect(panel.operations.length).toBeGreaterThan(0);
    expect(panel.operations_next_cursor).toBe(own.next_cursor);
    // the payments are the admin-host payments call of the panel
    const paid = paymentsResponseSchema.parse(
      (await api(t, tokens.demo!).get('/api/admin/v2/corporate/payments?page=1&limit=10')).json(),
    ).data;
    expect(panel.payments).toEqual(paid.detail);
    expect(panel.payments_total).toBe(paid.total);
    expect(panel.payments.every((p) => p.corporate_id === ids.demo)).toBe(true);
    expect(funds).toEqual({ wallet: 500, overdraft: 0, available: 500 });
  });

  it('answers 404 for another master’s panel, a company that is not a panel, the master itself, an unknown or a malformed id', async () => {
    const stranger = await createCorporate(t);
    for (const id of [
      other.panelId,
      other.masterId,
      ids.pending,
      stranger,
      ids.master,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ]) {
      for (const url of [
        `/api/corporate/panels/${id}`,
        `/api/corporate/panels/${id}/operations`,
        `/api/corporate/panels/${id}/operations?format=csv`,
      ]) {
        const res = await master().get(url);
        expect(`${url} ${res.statusCode}`).toBe(`${url} 404`);
        expect(res.json()).toEqual({ error_code: 'not_found', message: expect.any(String) });
      }
    }
  });
});

describe('GET /api/corporate/panels/{id}/operations', () => {
  it("pages the panel's balance history like its own balance page, and exports it", async () => {
    const first = walletOperationsPageSchema.parse(
      (await master().get(`/api/corporate/panels/${ids.demo}/operations?limit=2`)).json(),
    ).data;
    const own = walletOperationsPageSchema.parse(
      (await api(t, tokens.demo!).get('/api/corporate/wallet/operations?limit=2')).json(),
    ).data;
    expect(first).toEqual(own);
    expect(first.next_cursor).not.toBeNull();
    const next = await master().get(
      `/api/corporate/panels/${ids.demo}/operations?limit=2&cursor=${first.next_cursor}`,
    );
    expect(next.statusCode).toBe(200);
    const csv = await master().get(`/api/corporate/panels/${ids.demo}/operations?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const ownCsv = await api(t, tokens.demo!).get('/api/corporate/wallet/operations?format=csv');
    expect(csv.body).toBe(ownCsv.body);
  });

  it('refuses a bad query with 400', async () => {
    const res = await master().get(`/api/corporate/panels/${ids.demo}/operations?limit=0`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('validation_error');
  });
});

describe('who may read panels', () => {
  it('refuses a normal corporate 403 forbidden on every panels route', async () => {
    for (const url of [
      '/api/corporate/panels',
      '/api/corporate/panels?format=csv',
      `/api/corporate/panels/${ids.demo}`,
      `/api/corporate/panels/${ids.otra}/operations`,
    ]) {
      const res = await api(t, tokens.demo!).get(url);
      expect(`${url} ${res.statusCode}`).toBe(`${url} 403`);
      expect(res.json().error_code).toBe('forbidden');
    }
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/corporate/panels' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('token_required');
  });
});
