import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, LANGUAGES, type ConsoleCompanyDetail } from '@trayecto/contracts';
import {
  auditLog,
  corporates,
  exchangeRates,
  ledgerAccounts,
  promoCodes,
  sessions,
} from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import {
  auth,
  corporateIdByEmail,
  freshIp,
  login,
  loginAdmin,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import { consoleApi } from './console-test-helpers.ts';

// The provider's console (issue 10): its login, the companies' life (approve, suspend,
// reactivate, features, overdraft, panels), rates, promo codes and the audit log, each write
// audited with the admin. Who may call what is swept in test/access-matrix.test.ts; assist mode
// is in assist.test.ts.

let t: TestContext;
let owner: ReturnType<typeof consoleApi>;
let support: ReturnType<typeof consoleApi>;
let finance: ReturnType<typeof consoleApi>;
let ids: Record<'demo' | 'otra' | 'master' | 'pending', string>;

beforeAll(async () => {
  t = await setupApp();
  owner = consoleApi(t.app, await loginAdmin(t.app, 'owner'));
  support = consoleApi(t.app, await loginAdmin(t.app, 'support'));
  finance = consoleApi(t.app, await loginAdmin(t.app, 'finance'));
  ids = {
    demo: await corporateIdByEmail(t.handle, 'demo@trayecto.test'),
    otra: await corporateIdByEmail(t.handle, 'otra@trayecto.test'),
    master: await corporateIdByEmail(t.handle, 'master@trayecto.test'),
    pending: await corporateIdByEmail(t.handle, 'pending@trayecto.test'),
  };
});
afterAll(() => t?.close());

const auditOf = (action: string, corporateId?: string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(
      corporateId
        ? and(eq(auditLog.action, action), eq(auditLog.corporateId, corporateId))
        : eq(auditLog.action, action),
    );
const nothingWritten = async (work: () => Promise<unknown>) => {
  const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
  await work();
  expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
};

describe('console login', () => {
  it('signs an admin in with a console session that is not a corporate one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: 'Soporte@Trayecto.test', password: 'Admin1234!' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admin).toMatchObject({ email: 'soporte@trayecto.test', role: 'support' });
    expect(body.admin.permissions).toContain('manage:assist');
    expect(body.admin.permissions).not.toContain('money:companies');
    const [session] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.adminId, body.admin._id));
    expect(session?.corporateId).toBeNull();
    const me = await consoleApi(t.app, body.token).get('/me');
    expect(me.json().admin.role).toBe('support');
  });

  it('refuses wrong passwords and corporate accounts with invalid_credentials, in the language asked', async () => {
    for (const payload of [
      { email: 'admin@trayecto.test', password: 'wrong-password' },
      { email: 'demo@trayecto.test', password: 'Demo1234!' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/console/login',
        payload,
        headers: { 'accept-language': 'en' },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error_code: 'invalid_credentials',
        message: 'Invalid credentials',
      });
    }
    // and the corporate login does not take an admin's credentials
    const corporate = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/login',
      payload: { email: 'admin@trayecto.test', password: 'Admin1234!' },
      remoteAddress: freshIp(),
    });
    expect(corporate.statusCode).toBe(401);
  });

  it('ends the console session at logout', async () => {
    const token = await loginAdmin(t.app, 'finance');
    const api = consoleApi(t.app, token);
    expect((await api.post('/logout')).statusCode).toBe(200);
    expect((await api.get('/me')).statusCode).toBe(401);
    expect(await auditOf('admin_logout')).toHaveLength(1);
  });
});

describe('companies', () => {
  it('lists companies by status with counts, search and keyset pages, and exports CSV', async () => {
    const all = await owner.get('/companies?limit=2');
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.companies).toHaveLength(2);
    expect(page.counts).toEqual({ pending: 1, approved: 3, suspended: 0 });
    const next = (await owner.get(`/companies?limit=2&cursor=${page.next_cursor}`)).json();
    expect(next.next_cursor).toBeNull();
    const seen = [...page.companies, ...next.companies].map((c: { _id: string }) => c._id);
    expect(new Set(seen).size).toBe(4);

    const pending = (await owner.get('/companies?status=pending')).json();
    expect(pending.companies.map((c: { _id: string }) => c._id)).toEqual([ids.pending]);
    const search = (await owner.get('/companies?search=te-100102')).json();
    expect(search.companies.map((c: { _id: string }) => c._id)).toEqual([ids.otra]);
    expect(search.counts).toEqual({ pending: 0, approved: 1, suspended: 0 });
    // LIKE wildcards are searched for, not obeyed
    expect((await owner.get('/companies?search=%25')).json().companies).toEqual([]);

    const csv = await owner.get('/companies?format=csv&status=approved', 'en');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Panel ID');
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain('TE-100101');
  });

  it('refuses bad list filters and cursors with 400 and its code', async () => {
    for (const [query, code] of [
      ['status=deleted', 'validation_error'],
      ['limit=0', 'validation_error'],
      ['cursor=!!', 'invalid_cursor'],
      [`search=${'x'.repeat(101)}`, 'too_long'],
    ]) {
      const res = await owner.get(`/companies?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error_code, query).toBe(code);
    }
  });

  it("shows a company's profile, wallet, collaborators, last orders and panels; unknown ids are 404", async () => {
    const demo = (await owner.get(`/companies/${ids.demo}`)).json<ConsoleCompanyDetail>();
    expect(demo.company).toMatchObject({
      unique_id: 'TE-100101',
      status: 'approved',
      overdraft: 500,
      fiscal_name: 'Distribuidora El Ávila C.A.',
      invoice_emails: ['demo@trayecto.test'],
    });
    expect(demo.collaborators.total).toBeGreaterThan(5);
    expect(demo.masters.map((m) => m._id)).toEqual([ids.master]);
    const master = (await owner.get(`/companies/${ids.master}`)).json<ConsoleCompanyDetail>();
    expect(master.panels.map((p) => p._id).sort()).toEqual([ids.demo, ids.otra].sort());
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await owner.get(`/companies/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('not_found');
    }
  });

  it('approves a pending company once: it can then use its panel; a second approval is 409', async () => {
    const { token } = await login(t.app, 'pending@trayecto.test');
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/corporate/users', headers: auth(token) });
    expect((await me()).json().error_code).toBe('not_approved');
    const res = await support.post(`/companies/${ids.pending}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({ status: 'approved' });
    expect(res.json().company.approved_at).toBeTruthy();
    expect((await me()).statusCode).toBe(200);
    const again = await support.post(`/companies/${ids.pending}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('company_status_conflict');
    const [entry] = await auditOf('company_approved', ids.pending);
    expect(entry).toMatchObject({ actorType: 'admin', assistAdminId: null });
    // the company still has to complete onboarding (its fiscal data) on first login
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/me',
      headers: auth(token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('suspends with a reason: every session of the company ends at once; reactivating lets it sign in again', async () => {
    const { token } = await login(t.app, 'otra@trayecto.test');
    await nothingWritten(async () => {
      const noReason = await support.post(`/companies/${ids.otra}/suspend`, { reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error_code).toBe('field_required');
      const tooLong = await support.post(`/companies/${ids.otra}/suspend`, {
        reason: 'x'.repeat(301),
      });
      expect(tooLong.json().error_code).toBe('too_long');
    });
    const res = await support.post(`/companies/${ids.otra}/suspend`, { reason: 'Pagos vencidos' });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      status: 'suspended',
      suspended_reason: 'Pagos vencidos',
    });
    // the panel still open is told why (not "Sesión expirada"), in its language, with whom to
    // write to, on every kind of corporate call
    for (const lang of LANGUAGES) {
      for (const url of ['/api/corporate/me', '/api/corporate/users']) {
        const after = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...auth(token), 'accept-language': lang },
        });
        expect(after.statusCode, url).toBe(403);
        expect(after.json()).toEqual({
          error_code: 'not_approved',
          message: errorMessage('not_approved', lang, {
            provider: 'Trayecto',
            support_email: 'soporte@trayecto.test',
          }),
        });
        expect(after.json().message).toMatch(/soporte@trayecto\.test\.$/);
      }
    }
    const relogin = await login(t.app, 'otra@trayecto.test');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/users',
      headers: auth(relogin.token),
    });
    expect(refused.json().error_code).toBe('not_approved');
    const twice = await support.post(`/companies/${ids.otra}/suspend`, { reason: 'otra vez' });
    expect(twice.statusCode).toBe(409);

    const back = await support.post(`/companies/${ids.otra}/reactivate`);
    expect(back.json().company).toMatchObject({ status: 'approved', suspended_reason: null });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/users',
      headers: auth(relogin.token),
    });
    expect(ok.statusCode).toBe(200);
    // the session suspension ended stays ended, now only expired
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/me',
      headers: auth(token),
    });
    expect(stale.statusCode).toBe(401);
    const [suspended] = await auditOf('company_suspended', ids.otra);
    expect(suspended?.after).toMatchObject({ reason: 'Pagos vencidos', sessions_revoked: 1 });
  });

  it('switches features; credits need the money permission', async () => {
    const res = await support.patch(`/companies/${ids.otra}/features`, {
      is_active_shipments: true,
    });
    expect(res.json().company.is_active_shipments).toBe(true);
    const { token } = await login(t.app, 'otra@trayecto.test');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/me',
      headers: auth(token),
    });
    expect(me.json().corporate.is_active_shipments).toBe(true);

    await nothingWritten(async () => {
      const credits = await support.patch(`/companies/${ids.otra}/features`, {
        is_allow_credits: true,
      });
      expect(credits.statusCode).toBe(403);
      expect(credits.json().error_code).toBe('permission_denied');
      const empty = await support.patch(`/companies/${ids.otra}/features`, {});
      expect(empty.statusCode).toBe(400);
      const notBool = await support.patch(`/companies/${ids.otra}/features`, {
        is_active_shipments: 'yes',
      });
      expect(notBool.statusCode).toBe(400);
    });
    const byOwner = await owner.patch(`/companies/${ids.otra}/features`, {
      is_allow_credits: true,
    });
    expect(byOwner.json().company.is_allow_credits).toBe(true);
    const [entry] = await auditOf('company_features_changed', ids.otra);
    expect(entry?.before).toEqual({ is_active_shipments: false });
  });

  it('sets the overdraft within its bounds, through the ledger account', async () => {
    const res = await finance.put(`/companies/${ids.otra}/overdraft`, { overdraft: 750.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().company.overdraft).toBe(750.5);
    const [account] = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, ids.otra)));
    expect(account?.overdraftCents).toBe(75050);
    await nothingWritten(async () => {
      for (const [overdraft, code] of [
        [-1, 'amount_not_negative'],
        [1.234, 'amount_decimals'],
        [100_000.01, 'overdraft_too_high'],
        ['10', 'validation_error'],
      ] as const) {
        const bad = await finance.put(`/companies/${ids.otra}/overdraft`, { overdraft });
        expect(bad.statusCode, String(overdraft)).toBe(400);
        expect(bad.json().error_code, String(overdraft)).toBe(code);
      }
      const unknown = await finance.put(
        '/companies/00000000-0000-4000-8000-000000000000/overdraft',
        {
          overdraft: 1,
        },
      );
      expect(unknown.statusCode).toBe(404);
    });
  });

  it("links and unlinks a master's panels, refusing what cannot be a panel", async () => {
    await nothingWritten(async () => {
      for (const [master, panel] of [
        [ids.demo, ids.otra], // demo is not a master
        [ids.master, ids.master], // a master is not a panel
      ]) {
        const res = await support.post(`/companies/${master}/panels`, { panel_id: panel });
        expect(res.statusCode).toBe(422);
        expect(res.json().error_code).toBe('panel_link_invalid');
      }
      const unknown = await support.post(`/companies/${ids.master}/panels`, {
        panel_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
    });
    const unlink = await support.delete(`/companies/${ids.master}/panels/${ids.otra}`);
    expect(unlink.json().panels.map((p: { _id: string }) => p._id)).toEqual([ids.demo]);
    const masterToken = (await login(t.app, 'master@trayecto.test')).token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/me',
      headers: auth(masterToken),
    });
    expect(me.json().associated_panels.map((p: { _id: string }) => p._id)).toEqual([ids.demo]);
    const link = await support.post(`/companies/${ids.master}/panels`, { panel_id: ids.otra });
    expect(link.json().panels).toHaveLength(2);
    expect((await support.delete(`/companies/${ids.master}/panels/${ids.otra}`)).statusCode).toBe(
      200,
    );
    expect((await support.delete(`/companies/${ids.master}/panels/${ids.otra}`)).statusCode).toBe(
      404,
    );
    await support.post(`/companies/${ids.master}/panels`, { panel_id: ids.otra });
    expect(await auditOf('panel_unlinked', ids.master)).toHaveLength(2);
  });
});

describe('exchange rates', () => {
  it("sets a day's rate, replacing that day's, and shows today's", async () => {
    const res = await finance.post('/rates', { date: '2030-01-02', rate: 512.345678 });
    expect(res.statusCode).toBe(200);
    expect(res.json().rates[0]).toMatchObject({ date: '2030-01-02', rate: 512.345678 });
    await finance.post('/rates', { date: '2030-01-02', rate: 600 });
    const rows = await t.handle.db.select().from(exchangeRates);
    expect(rows.filter((r) => Number(r.rate) === 600)).toHaveLength(1);
    expect(rows.filter((r) => Number(r.rate) === 512.345678)).toHaveLength(0);
    // a future day is not today's
    const list = (await finance.get('/rates')).json();
    expect(list.today.date < '2030-01-02').toBe(true);
    const [entry] = await auditOf('exchange_rate_set');
    expect(entry?.after).toMatchObject({ rate: 512.345678 });
  });

  it("replaces a day's rate however it got there: seeded, imported at noon, or set twice at once", async () => {
    const rowsOfDay = async (day: string) =>
      (await t.handle.db.select().from(exchangeRates)).filter(
        (r) =>
          new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(
            r.effectiveAt,
          ) === day,
      );
    const { token } = await login(t.app, 'demo@trayecto.test');
    const corporate = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/corporate${url}`, headers: auth(token) });
    // today's seeded rate: the one set now is the one shown and used from now on
    const before = (await finance.get('/rates')).json().today;
    expect((await rowsOfDay(before.date)).length).toBe(1);
    expect((await finance.post('/rates', { date: before.date, rate: 777.123456 })).statusCode).toBe(
      200,
    );
    expect((await finance.get('/rates')).json().today).toMatchObject({
      date: before.date,
      rate: 777.123456,
    });
    expect((await rowsOfDay(before.date)).map((r) => Number(r.rate))).toEqual([777.123456]);
    expect((await corporate('/wallet')).json().data.exchange_rate.rate).toBe(777.123456);
    expect((await corporate('/topups/instructions')).json().data.exchange_rate).toBe(777.123456);
    // a rate imported at noon of its day: setting that day replaces it, from the day's first minute
    await t.handle.db
      .insert(exchangeRates)
      .values({ currency: 'VES', rate: '301', effectiveAt: new Date('2031-05-05T16:00:00Z') });
    expect((await finance.post('/rates', { date: '2031-05-05', rate: 302 })).statusCode).toBe(200);
    expect(
      (await rowsOfDay('2031-05-05')).map((r) => [Number(r.rate), r.effectiveAt.toISOString()]),
    ).toEqual([[302, '2031-05-05T04:00:00.000Z']]);
    // two first settings of a day at once: one row, the day has one rate
    const both = await Promise.all([
      finance.post('/rates', { date: '2031-06-06', rate: 401 }),
      finance.post('/rates', { date: '2031-06-06', rate: 402 }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOfDay('2031-06-06')).toHaveLength(1);
    await finance.post('/rates', { date: before.date, rate: before.rate });
  });

  it('refuses bad rates and dates, writing nothing', async () => {
    await nothingWritten(async () => {
      for (const [body, code] of [
        [{ date: '2030-01-03', rate: 0 }, 'amount_positive'],
        [{ date: '2030-01-03', rate: -3 }, 'amount_positive'],
        [{ date: '2030-01-03' }, 'amount_required'],
        [{ date: '2030-02-30', rate: 40 }, 'validation_error'],
        [{ date: '0000-01-01', rate: 40 }, 'date_out_of_range'],
        [{ date: '2030-01-03', rate: 1.0000001 }, 'rate_decimals'],
        [{ date: '2030-01-03', rate: 2_000_000 }, 'rate_too_high'],
      ] as const) {
        const res = await finance.post('/rates', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error_code, JSON.stringify(body)).toBe(code);
      }
    });
  });
});

describe('promo codes', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    code: 'bienvenida-10',
    kind: 'percentage',
    value: 10,
    valid_from: '2026-01-01T00:00:00Z',
    valid_until: '2031-01-01T00:00:00Z',
    usage_limit: 100,
    ...extra,
  });

  it('creates a code for some companies, refuses the same code again, pauses and resumes it', async () => {
    const res = await finance.post('/promos', body({ corporate_ids: [ids.demo, ids.otra] }));
    expect(res.statusCode).toBe(200);
    const created = res.json().promos.filter((p: { code: string }) => p.code === 'BIENVENIDA-10');
    expect(created).toHaveLength(2);
    const again = await finance.post('/promos', body({ corporate_ids: [ids.otra] }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('promo_code_taken');
    const global = await finance.post('/promos', body());
    expect(global.statusCode).toBe(409);

    const id = created[0]._id as string;
    const paused = await finance.post(`/promos/${id}/pause`, { paused: true });
    expect(paused.json().promos.find((p: { _id: string }) => p._id === id).paused).toBe(true);
    const [row] = await t.handle.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row?.pausedAt).toBeTruthy();
    await finance.post(`/promos/${id}/pause`, { paused: false });
    expect(await auditOf('promo_paused')).toHaveLength(1);
    expect(await auditOf('promo_resumed')).toHaveLength(1);
    const uses = await finance.get(`/promos/${id}/uses`);
    expect(uses.json().uses).toEqual([]);
    expect(
      (await finance.get('/promos/00000000-0000-4000-8000-000000000000/uses')).statusCode,
    ).toBe(404);
  });

  it('refuses bad codes, values and windows, and unknown companies, creating nothing', async () => {
    await nothingWritten(async () => {
      for (const [extra, code, status] of [
        [{ code: 'a' }, 'promo_code_format', 400],
        [{ code: 'con espacio' }, 'promo_code_format', 400],
        [{ value: 101 }, 'promo_percentage_range', 400],
        [{ value: 2.5 }, 'promo_percentage_range', 400],
        [{ kind: 'fixed', value: 1.234 }, 'amount_format', 400],
        [{ value: 0 }, 'amount_positive', 400],
        [{ valid_until: '2025-01-01T00:00:00Z' }, 'date_range_reversed', 400],
        [{ corporate_ids: ['00000000-0000-4000-8000-000000000000'] }, 'not_found', 404],
        [{ corporate_ids: ['nope'] }, 'not_found', 404],
      ] as const) {
        const res = await finance.post('/promos', body({ code: 'OTRO-CODIGO', ...extra }));
        expect(res.statusCode, JSON.stringify(extra)).toBe(status);
        expect(res.json().error_code, JSON.stringify(extra)).toBe(code);
      }
    });
  });
});

describe('the audit log', () => {
  it('lists every write newest first with who did it, filters, pages and exports', async () => {
    const page = (await owner.get('/audit?limit=5')).json();
    expect(page.entries).toHaveLength(5);
    const ids5 = page.entries.map((e: { _id: string }) => Number(e._id));
    expect([...ids5].sort((a, b) => b - a)).toEqual(ids5);
    const next = (await owner.get(`/audit?limit=5&cursor=${page.next_cursor}`)).json();
    expect(Number(next.entries[0]._id)).toBeLessThan(ids5[4]!);

    const approvals = (await owner.get(`/audit?action=company_approved`)).json();
    expect(approvals.entries).toHaveLength(1);
    expect(approvals.entries[0]).toMatchObject({
      actor_type: 'admin',
      actor_name: 'Andrea Salas (Trayecto)',
      company: { _id: ids.pending },
    });
    const byCompany = (await owner.get(`/audit?corporate_id=${ids.otra}&actor_type=admin`)).json();
    expect(byCompany.entries.length).toBeGreaterThan(3);
    expect(
      byCompany.entries.every((e: { company: { _id: string } }) => e.company._id === ids.otra),
    ).toBe(true);
    const none = (await owner.get('/audit?corporate_id=not-a-uuid')).json();
    expect(none.entries).toEqual([]);

    const csv = await owner.get('/audit?format=csv&action=company_suspended', 'en');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Assist mode by');
    expect(lines).toHaveLength(2);
  });

  it('refuses bad filters with 400', async () => {
    for (const [query, code] of [
      ['actor_type=robot', 'validation_error'],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'date_range_reversed'],
      ['from=yesterday', 'validation_error'],
      ['assist_only=maybe', 'validation_error'],
      ['cursor=%25%25', 'invalid_cursor'],
    ]) {
      const res = await owner.get(`/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error_code, query).toBe(code);
      expect(res.json().message).toBe(errorMessage(res.json().error_code, 'es'));
    }
  });
});

describe('corporates table', () => {
  it('keeps one row per company (no company was created by the console here)', async () => {
    expect(await t.handle.db.select({ id: corporates.id }).from(corporates)).toHaveLength(4);
  });
});
