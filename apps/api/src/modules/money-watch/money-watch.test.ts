import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyNotices,
  corporateCredits,
  emailOutbox,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  statementRuns,
  trips,
} from '@trayecto/db';
import {
  forecastBalance,
  monthBounds,
  shiftMonth,
  toCents,
  zonedMonthString,
  type CreateTopupBody,
} from '@trayecto/contracts';
import { auth, loginAdmin, setupApp, type TestContext } from '../../../test/helpers.ts';
import { api, loginAs, type Caller } from '../payroll/payroll-test-helpers.ts';
import { seedDemoTrips } from '../../seed/seed-trips.ts';
import { dayIn } from '../topups/topups.service.ts';

// Watching a company's money (issue 13, parts 6 and 7): the forecast, the alerts (low balance,
// a credit near its end, a rejected top-up) told once by e-mail to the chosen recipients and in
// the panel's bell, and the monthly statement whose totals are the ledger's, sent once a month.

let t: TestContext;
let demo: Caller;
let otra: Caller;
let finance: string;
const TZ = 'America/Caracas';

const settings = (patch: Record<string, unknown> = {}) => ({
  threshold: null,
  days_before: 7,
  recipients: ['tesoreria@elavila.test', 'gerencia@elavila.test'],
  alerts_enabled: true,
  statement_enabled: true,
  ...patch,
});

const mailsTo = (to: string) =>
  t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

const notices = (corporateId: string, kind: string) =>
  t.handle.db
    .select()
    .from(companyNotices)
    .where(and(eq(companyNotices.corporateId, corporateId), eq(companyNotices.kind, kind)));

beforeAll(async () => {
  t = await setupApp();
  await seedDemoTrips(t.handle.db, t.clock.now());
  demo = await loginAs(t, 'demo@trayecto.test');
  otra = await loginAs(t, 'otra@trayecto.test');
  finance = await loginAdmin(t.app, 'finance');
});
afterAll(async () => {
  await t?.close();
});

describe('the forecast', () => {
  it('projects the wallet from its last 30 days of spend by the contracts rule', async () => {
    const res = await api(t, demo).get('/api/corporate/wallet/forecast');
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json().data;
    expect(f.points).toHaveLength(61);
    expect(f.points[0].date).toBe(dayIn(t.clock.now(), TZ));
    // the spend it reports, recomputed from the ledger: what left the wallet for travel
    const [account] = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, demo._id)));
    const since = new Date(t.clock.now().getTime() - 30 * 86_400_000);
    const [spent] = await t.handle.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerEntries.accountId, account!.id),
          inArray(ledgerTransfers.kind, [
            'trip_charge',
            'parcel_charge',
            'give_balance',
            'take_balance',
            'user_removed',
          ]),
          gte(ledgerTransfers.createdAt, since),
        ),
      );
    expect(toCents(f.spent_30d)).toBe(Math.max(0, -Number(spent!.sum)));
    const expected = forecastBalance({
      startCents: account!.balanceCents - account!.heldCents + toCents(f.scheduled),
      spentCents: toCents(f.spent_30d),
      scheduled: [],
    });
    if (f.scheduled === 0) expect(f.days_left).toBe(expected.daysLeft);
    expect(f.low).toBe(false);
  });
});

describe('balance alerts', () => {
  it('refuses bad settings with the field and changes nothing', async () => {
    for (const [patch, field, code] of [
      [{ threshold: -5 }, 'threshold', 'amount_positive'],
      [{ days_before: 0 }, 'days_before', 'validation_error'],
      [{ recipients: ['x'] }, 'recipients.0', 'email_invalid'],
      [{ recipients: ['a@b.co', 'a@b.co'] }, 'recipients', 'duplicate_recipient'],
      [{ alerts_enabled: 'sí' }, 'alerts_enabled', 'validation_error'],
    ] as const) {
      const res = await api(t, demo).put('/api/corporate/wallet/alerts', settings(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().error_code, res.body).toBe(code);
      expect(Object.keys(res.json().fields ?? {}), res.body).toContain(field);
    }
    const read = await api(t, demo).get('/api/corporate/wallet/alerts');
    expect(read.json().data).toMatchObject({ threshold: null, recipients: [] });
  });

  it('warns the recipients once when the balance falls under the threshold, again after it recovers', async () => {
    const wallet = (await api(t, demo).get('/api/corporate/wallet')).json().data;
    const before = (await mailsTo('tesoreria@elavila.test')).length;
    // a threshold above what the wallet has: low at once
    const put = await api(t, demo).put(
      '/api/corporate/wallet/alerts',
      settings({ threshold: wallet.available + 1000 }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const mails = await mailsTo('tesoreria@elavila.test');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/Saldo bajo/);
    expect(mails.at(-1)!.text).toContain('/balance');
    expect((await mailsTo('gerencia@elavila.test')).length).toBe(1);
    // the sweep again: still low, not told twice
    await t.app.moneyAlerts.sweepNow();
    await t.app.moneyAlerts.sweepNow();
    expect((await mailsTo('tesoreria@elavila.test')).length).toBe(before + 1);
    expect(await notices(demo._id, 'balance_low')).toHaveLength(1);
    const forecast = (await api(t, demo).get('/api/corporate/wallet/forecast')).json().data;
    expect(forecast.low).toBe(true);
    // healthy again (a lower threshold), then low again: a second episode, a second e-mail
    await api(t, demo).put('/api/corporate/wallet/alerts', settings({ threshold: 1 }));
    await t.app.moneyAlerts.sweepNow();
    expect((await mailsTo('tesoreria@elavila.test')).length).toBe(before + 1);
    await api(t, demo).put(
      '/api/corporate/wallet/alerts',
      settings({ threshold: wallet.available + 2000 }),
    );
    expect((await mailsTo('tesoreria@elavila.test')).length).toBe(before + 2);
    // the bell: unread notices, newest first; marking them read
    const bell = await api(t, demo).get('/api/corporate/notices');
    expect(bell.json().data.unread).toBe(2);
    expect(bell.json().data.notices[0]).toMatchObject({ kind: 'balance_low', read: false });
    const one = bell.json().data.notices[0]._id;
    const read = await api(t, demo).post(`/api/corporate/notices/${one}/read`, {});
    expect(read.json().data.unread).toBe(1);
    expect((await api(t, demo).post('/api/corporate/notices/read', {})).json().data.unread).toBe(0);
  });

  it("keeps one company's notices and settings from another", async () => {
    const bell = await api(t, otra).get('/api/corporate/notices');
    expect(bell.json().data.notices).toEqual([]);
    const [mine] = await notices(demo._id, 'balance_low');
    const read = await api(t, otra).post(`/api/corporate/notices/${mine!.id}/read`, {});
    expect(read.statusCode).toBe(404);
    expect((await api(t, otra).post('/api/corporate/notices/nope/read', {})).statusCode).toBe(404);
    expect((await api(t, otra).get('/api/corporate/wallet/alerts')).json().data.recipients).toEqual(
      [],
    );
  });

  it('shows a coordinator none of the money notices, and lets only money writers change alerts', async () => {
    const coordinator = await loginAs(t, 'coordinacion@elavila.test');
    const bell = await api(t, coordinator).get('/api/corporate/notices');
    expect(bell.statusCode).toBe(200);
    expect(bell.json().data).toEqual({ notices: [], unread: 0 });
    const put = await api(t, coordinator).put('/api/corporate/wallet/alerts', settings());
    expect(put.statusCode).toBe(403);
    const viewer = await loginAs(t, 'lectura@elavila.test');
    expect((await api(t, viewer).put('/api/corporate/wallet/alerts', settings())).statusCode).toBe(
      403,
    );
    expect((await api(t, viewer).get('/api/corporate/wallet/forecast')).statusCode).toBe(200);
    const tesoreria = await loginAs(t, 'tesoreria@elavila.test');
    expect(
      (await api(t, tesoreria).get('/api/corporate/notices')).json().data.notices.length,
    ).toBeGreaterThan(0);
  });

  it('warns once of a credit that ends within three days', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 2 * 86_400_000);
    await t.handle.db.insert(corporateCredits).values({
      corporateId: demo._id,
      status: 'active',
      amountCents: 50_000,
      paidCents: 10_000,
      expiresAt,
      requestedBy: 'provider',
      approvedAt: t.clock.now(),
    });
    const before = (await mailsTo('tesoreria@elavila.test')).length;
    await t.app.moneyAlerts.sweepNow();
    await t.app.moneyAlerts.sweepNow();
    const told = await notices(demo._id, 'credit_expiring');
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ due: 400, date: dayIn(expiresAt, TZ) });
    const mails = await mailsTo('tesoreria@elavila.test');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text).toMatch(/vence el .* con \$400,00 pendientes/);
  });

  it('tells the recipients and the bell when a top-up is rejected', async () => {
    const receipt = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/topups/receipts',
      headers: { ...auth(demo.token), 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    const body: CreateTopupBody = {
      method: 'zelle',
      zelle_owner: 'Ana Pérez',
      zelle_sender: 'ana@example.com',
      reference: 'ZLALERTA1',
      payment_date: dayIn(t.clock.now(), TZ),
      amount: 100,
      currency: 'USD',
      receipt_id: receipt.json().data.receipt_id,
    } as CreateTopupBody;
    const created = await api(t, demo).post('/api/corporate/topups', body, {
      'idempotency-key': `alert-topup-${Date.now()}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = (await mailsTo('gerencia@elavila.test')).length;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/console/topups/${created.json().data._id}/reject`,
      headers: auth(finance),
      payload: { reason: 'El Zelle no llegó a la cuenta' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mails = await mailsTo('gerencia@elavila.test');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text).toContain('El Zelle no llegó a la cuenta');
    const told = await notices(demo._id, 'topup_rejected');
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ amount: 100 });
  });
});

describe('the monthly statement', () => {
  const lastMonth = () => shiftMonth(zonedMonthString(t.clock.now(), TZ), -1);

  it('lists closed months only, newest first, and refuses others', async () => {
    const res = await api(t, demo).get('/api/corporate/statements');
    expect(res.statusCode).toBe(200);
    const months = res.json().data.months.map((m: { month: string }) => m.month);
    expect(months[0]).toBe(lastMonth());
    expect([...months].sort().reverse()).toEqual(months);
    const current = zonedMonthString(t.clock.now(), TZ);
    for (const month of [current, '2099-01', '1999-01']) {
      const r = await api(t, demo).get(`/api/corporate/statements/${month}`);
      expect(r.statusCode, month).toBe(404);
      expect(r.json().error_code).toBe('statement_month_unavailable');
    }
    for (const bad of ['2026-13', '26-10', 'octubre']) {
      expect((await api(t, demo).get(`/api/corporate/statements/${bad}`)).statusCode).toBe(400);
    }
    const pdf = await api(t, demo).get(`/api/corporate/statements/${lastMonth()}?format=xls`);
    expect(pdf.statusCode).toBe(400);
  });

  it("adds up to the ledger's movements of the month, by kind, cost centre and collaborator", async () => {
    const month = lastMonth();
    const res = await api(t, demo).get(`/api/corporate/statements/${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    const { from, to } = monthBounds(month, TZ);
    // every entry on the company's accounts in the month, straight from the ledger
    const entries = await t.handle.db
      .select({
        cents: ledgerEntries.amountCents,
        kind: ledgerTransfers.kind,
        ownerType: ledgerAccounts.ownerType,
        orderKind: trips.kind,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .leftJoin(trips, sql`${trips.id}::text = ${ledgerTransfers.referenceId}`)
      .where(
        and(
          eq(ledgerAccounts.corporateId, demo._id),
          inArray(ledgerAccounts.ownerType, ['corporate', 'payroll_user']),
          gte(ledgerTransfers.createdAt, from),
          lt(ledgerTransfers.createdAt, to),
        ),
      );
    const net = entries.reduce((sum, e) => sum + e.cents, 0);
    const totals = s.totals;
    const shown =
      toCents(totals.topups) +
      toCents(totals.credit_advances) -
      toCents(totals.credit_payments) -
      toCents(totals.trips) -
      toCents(totals.parcels) +
      toCents(totals.other);
    expect(shown).toBe(net);
    const charged = entries
      .filter((e) => e.kind === 'trip_charge')
      .reduce((sum, e) => sum - e.cents, 0);
    expect(toCents(totals.trips)).toBe(charged);
    expect(charged).toBeGreaterThan(0); // the demo's history has trips every month
    // by cost centre and by collaborator: the same charges split two ways
    const sumOf = (lines: { total: number }[]) => lines.reduce((a, l) => a + toCents(l.total), 0);
    expect(sumOf(s.by_cost_center)).toBe(toCents(totals.trips) + toCents(totals.parcels));
    expect(sumOf(s.by_collaborator)).toBe(toCents(totals.trips) + toCents(totals.parcels));
    // the opening and closing balances (the company's accounts together) differ by the month
    expect(toCents(s.closing_balance) - toCents(s.opening_balance)).toBe(net);
  });

  it('downloads the PDF and the CSV, in the caller’s language', async () => {
    const month = lastMonth();
    const pdf = await api(t, demo, 'en').get(`/api/corporate/statements/${month}?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/estado-de-cuenta-.*\.pdf/);
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Statement ${month}`);
    const csv = await api(t, demo, 'es').get(`/api/corporate/statements/${month}?format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Sección,Concepto,Cantidad,Monto (USD)');
    expect(lines.some((l) => l.startsWith('Resumen,Viajes,'))).toBe(true);
  });

  it('is e-mailed with its files once for the month just closed, even when two sweeps race', async () => {
    await api(t, demo).put('/api/corporate/wallet/alerts', settings({ threshold: null }));
    const before = (await mailsTo('tesoreria@elavila.test')).length;
    await Promise.all([t.app.statementTimer.sweepNow(), t.app.statementTimer.sweepNow()]);
    await t.app.statementTimer.sweepNow();
    const runs = await t.handle.db
      .select()
      .from(statementRuns)
      .where(eq(statementRuns.corporateId, demo._id));
    expect(runs.map((r) => r.month)).toEqual([lastMonth()]);
    const mails = await mailsTo('tesoreria@elavila.test');
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toMatch(/Estado de cuenta listo/);
    expect(mail.text).toMatch(/El estado de cuenta de [a-z]+ de \d{4} está listo/);
    expect(mail.attachments?.map((a) => a.filename)).toEqual([
      expect.stringMatching(new RegExp(`${lastMonth()}\\.pdf$`)),
      expect.stringMatching(new RegExp(`${lastMonth()}\\.csv$`)),
    ]);
    // another company that did not ask for it gets none
    const otraRuns = await t.handle.db
      .select()
      .from(statementRuns)
      .where(eq(statementRuns.corporateId, otra._id));
    expect(otraRuns).toEqual([]);
    // the list says it was sent
    const list = (await api(t, demo).get('/api/corporate/statements')).json().data.months;
    expect(list[0].sent_at).not.toBeNull();
  });

  it('sends the next month on the first, on the test clock', async () => {
    const next = shiftMonth(zonedMonthString(t.clock.now(), TZ), 1);
    await t.clock.advanceTo(new Date(monthBounds(next, TZ).from.getTime() + 3_600_000));
    await t.app.statementTimer.sweepNow();
    const runs = await t.handle.db
      .select({ month: statementRuns.month })
      .from(statementRuns)
      .where(eq(statementRuns.corporateId, demo._id));
    expect(runs.map((r) => r.month).sort()).toEqual([shiftMonth(next, -2), shiftMonth(next, -1)]);
  });
});
