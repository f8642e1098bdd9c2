import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corporateUsersResponseSchema,
  dashboardResponseSchema,
  ORDER_KINDS,
  paymentsResponseSchema,
} from '@trayecto/contracts';
import { corporates, payrollUsers, trips } from '@trayecto/db';
import {
  auth,
  corporateIdByEmail,
  login,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import { ensureAccount, transfer } from '../ledger/ledger.service.ts';
import { monthFigures } from '../panels/panels.repository.ts';

let t: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await setupApp();
  for (const who of ['demo', 'otra', 'master'])
    tokens[who] = (await login(t.app, `${who}@trayecto.test`)).token;
});
afterAll(async () => {
  await t?.close();
});

const get = (who: string, url: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/v2/corporate/${url}`,
    headers: { ...auth(tokens[who]!), 'accept-language': 'en' },
  });

describe('GET /api/admin/v2/corporate/dashboard', () => {
  it('answers totals and details (zero until trips exist)', async () => {
    const res = await get('demo', 'dashboard?startDate=2026-11-01&endDate=2026-11-30');
    expect(res.statusCode).toBe(200);
    expect(dashboardResponseSchema.parse(res.json())).toEqual({
      success: true,
      data: { totals: { trips: 0, shipments: 0 }, details: { trips: [], shipments: [] } },
    });
  });

  it('counts dispatched trips per local day and status, for the caller’s corporates only', async () => {
    const ids = {
      demo: await corporateIdByEmail(t.handle, 'demo@trayecto.test'),
      otra: await corporateIdByEmail(t.handle, 'otra@trayecto.test'),
    };
    let n = 0;
    const trip = (
      corporateId: string,
      requestedAt: string,
      status: string,
      fareCents: number | null,
      dispatched = true,
    ) => {
      n++;
      return {
        corporateId,
        uniqueId: `VJ-DASH${n}`,
        shareTokenHash: `share-token-dashboard-${n}`,
        passengerType: 'third_party' as never,
        passengerName: 'Pasajero',
        payer: 'corporate' as never,
        payerAccountId: corporateId,
        originAddress: 'A',
        originLat: 10.5,
        originLng: -66.9,
        destinationAddress: 'B',
        destinationLat: 10.49,
        destinationLng: -66.85,
        serviceTypeId: 'economy',
        cityId: 'caracas',
        status,
        type: 'immediate' as const,
        requestedAt: new Date(requestedAt),
        dispatchedAt: dispatched ? new Date(requestedAt) : null,
        estimatedFareCents: 500,
        estimatedFareGrossCents: 500,
        finalFareCents: fareCents,
        route: [],
        distanceKm: 5,
        durationMin: 12,
      };
    };
    await t.handle.db.insert(trips).values([
      // 02:30 UTC on Nov 2 is still Nov 1 in Caracas (UTC-4)
      trip(ids.demo, '2026-11-02T02:30:00Z', 'completed', 1250),
      trip(ids.demo, '2026-11-01T15:00:00Z', 'completed', 800),
      trip(ids.demo, '2026-11-03T15:00:00Z', 'cancelled', null),
      // not dispatched: not counted
      trip(ids.demo, '2026-11-03T16:00:00Z', 'completed', 999, false),
      // outside the range
      trip(ids.demo, '2026-10-31T12:00:00Z', 'completed', 700),
      trip(ids.otra, '2026-11-05T15:00:00Z', 'completed', 300),
    ]);
    const demo = dashboardResponseSchema.parse(
      (await get('demo', 'dashboard?startDate=2026-11-01&endDate=2026-11-30')).json(),
    );
    expect(demo.data.totals).toEqual({ trips: 3, shipments: 0 });
    expect(demo.data.details.trips).toEqual([
      { date: '2026-11-01', status: 'completed', count: 2, amount: 20.5 },
      { date: '2026-11-03', status: 'cancelled', count: 1, amount: 0 },
    ]);
    const master = dashboardResponseSchema.parse(
      (await get('master', 'dashboard?startDate=2026-11-01&endDate=2026-11-30')).json(),
    );
    expect(master.data.totals.trips).toBe(4);
    const otra = dashboardResponseSchema.parse(
      (await get('otra', 'dashboard?startDate=2026-11-01&endDate=2026-11-30')).json(),
    );
    expect(otra.data.totals.trips).toBe(1);
    await t.handle.db.delete(trips);

    // every kind of order counts, as the master's panel list counts it: a completed multistop
    // trip is a trip, a parcel a shipment
    await t.handle.db.insert(trips).values(
      ORDER_KINDS.map((kind, i) => ({
        ...trip(ids.demo, `2026-11-1${i}T15:00:00Z`, 'completed', 1000 + i),
        kind,
      })),
    );
    const all = dashboardResponseSchema.parse(
      (await get('demo', 'dashboard?startDate=2026-11-01&endDate=2026-11-30')).json(),
    );
    const [panel] = await monthFigures(
      t.handle.db,
      [ids.demo],
      { startDate: '2026-11-01', endDate: '2026-11-30' },
      'America/Caracas',
    );
    const sum = (rows: { amount: number }[]) => rows.reduce((a, r) => a + r.amount, 0);
    expect(all.data.totals).toEqual({ trips: panel!.trips, shipments: panel!.parcels });
    expect(sum(all.data.details.trips)).toBeCloseTo(panel!.tripsCents / 100, 2);
    expect(sum(all.data.details.shipments)).toBeCloseTo(panel!.parcelsCents / 100, 2);
    expect(all.data.totals.trips + all.data.totals.shipments).toBe(ORDER_KINDS.length);
    await t.handle.db.delete(trips);
  });

  it.each([
    ['no dates', 'dashboard', 'field_required'],
    ['a missing end', 'dashboard?startDate=2026-11-01', 'field_required'],
    ['a malformed date', 'dashboard?startDate=01/11/2026&endDate=2026-11-30', 'validation_error'],
    ['an impossible date', 'dashboard?startDate=2026-02-30&endDate=2026-03-01', 'validation_error'],
    [
      'an inverted range',
      'dashboard?startDate=2026-11-30&endDate=2026-11-01',
      'date_range_reversed',
    ],
  ])('refuses %s with 400', async (_n, url, code) => {
    const res = await get('demo', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v2/corporate/dashboard?startDate=2026-11-01&endDate=2026-11-30',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error_code: 'token_required',
      message: 'A token is required for authentication',
    });
  });
});

describe('GET /api/admin/v2/corporate/users', () => {
  it('lists the corporate’s own payroll users, filtered by isActive', async () => {
    const active = corporateUsersResponseSchema.parse(
      (await get('demo', 'users?isActive=true')).json(),
    );
    expect(active.data.count).toBe(10);
    expect(active.data.users).toHaveLength(10);
    expect(active.data.users.every((u) => u.is_active && u.email.endsWith('@elavila.com.ve'))).toBe(
      true,
    );
    const all = corporateUsersResponseSchema.parse((await get('demo', 'users')).json());
    expect(all.data.count).toBe(12);
    const inactive = corporateUsersResponseSchema.parse(
      (await get('demo', 'users?isActive=false')).json(),
    );
    expect(inactive.data.users.map((u) => u.name).sort()).toEqual([
      'Génesis Valentina Mora',
      'Óscar Enrique Villalobos',
    ]);
  });

  it('leaves out deleted users', async () => {
    const otraId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const [victim] = await t.handle.db
      .select()
      .from(payrollUsers)
      .where(eq(payrollUsers.corporateId, otraId))
      .limit(1);
    const before = corporateUsersResponseSchema.parse((await get('otra', 'users')).json()).data
      .count;
    await t.handle.db
      .update(payrollUsers)
      .set({ deletedAt: t.clock.now() })
      .where(eq(payrollUsers.id, victim!.id));
    const after = corporateUsersResponseSchema.parse((await get('otra', 'users')).json());
    expect(after.data.count).toBe(before - 1);
    expect(after.data.users.some((u) => u._id === victim!.id)).toBe(false);
  });

  it('counts a master’s collaborators across its associated panels', async () => {
    const body = corporateUsersResponseSchema.parse(
      (await get('master', 'users?isActive=true')).json(),
    );
    const demo = corporateUsersResponseSchema.parse(
      (await get('demo', 'users?isActive=true')).json(),
    );
    const otra = corporateUsersResponseSchema.parse(
      (await get('otra', 'users?isActive=true')).json(),
    );
    expect(body.data.count).toBe(demo.data.count + otra.data.count);
  });

  it('refuses a bad isActive value', async () => {
    const res = await get('demo', 'users?isActive=yes');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/v2/corporate/payments', () => {
  it('lists the corporate’s wallet movements, newest first, paginated', async () => {
    const first = paymentsResponseSchema.parse(
      (await get('demo', 'payments?page=1&limit=3')).json(),
    );
    expect(first.data).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(first.data.detail).toHaveLength(3);
    const dates = first.data.detail.map((d) => d.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data.detail[0]).toMatchObject({
      amount: 300,
      origin: 'topup',
      corporate_unique_id: 'TE-100101',
    });
    const second = paymentsResponseSchema.parse(
      (await get('demo', 'payments?page=2&limit=3')).json(),
    );
    expect(second.data.detail).toHaveLength(1);
    expect(second.data.detail[0]).toMatchObject({
      amount: 1500,
      origin: 'seed_topup',
      description: 'Saldo inicial',
    });
    const ids = new Set([...first.data.detail, ...second.data.detail].map((d) => d._id));
    expect(ids.size).toBe(4);
  });

  it('shows a master its associated panels’ movements and never another corporate’s', async () => {
    // A movement of a corporate outside the master's panels.
    const [stranger] = await t.handle.db
      .insert(corporates)
      .values({
        email: 'ajena@example.test',
        uniqueId: 'TE-999999',
        name: 'Ajena C.A.',
        passwordHash: 'x',
        status: 'approved',
      })
      .returning();
    const bank = await ensureAccount(t.handle.db, { type: 'provider', code: 'bank_clearing' });
    const acct = await ensureAccount(t.handle.db, { type: 'corporate', corporateId: stranger!.id });
    await transfer(t.handle.db, {
      corporateId: stranger!.id,
      kind: 'topup',
      description: 'Recarga ajena',
      entries: [
        { accountId: bank.id, amountCents: -10_000 },
        { accountId: acct.id, amountCents: 10_000 },
      ],
    });

    const res = await get('master', 'payments?page=1&limit=10&onlyAssociatedPanelsMov=true');
    const body = paymentsResponseSchema.parse(res.json());
    expect(body.data.total).toBe(7);
    expect(new Set(body.data.detail.map((d) => d.corporate_unique_id))).toEqual(
      new Set(['TE-100101', 'TE-100102']),
    );
    expect(body.data.detail.some((d) => d.description === 'Recarga ajena')).toBe(false);

    const own = paymentsResponseSchema.parse(
      (await get('master', 'payments?page=1&limit=10')).json(),
    );
    // the master's own top-ups (the seed's two), never its panels'
    expect(own.data.total).toBe(2);
    expect(own.data.detail.every((d) => d.corporate_unique_id === 'TE-100100')).toBe(true);

    for (const who of ['demo', 'otra']) {
      // a company that is no master has no associated panels: only their movements is nothing
      const panels = paymentsResponseSchema.parse(
        (await get(who, 'payments?page=1&limit=100&onlyAssociatedPanelsMov=true')).json(),
      );
      expect(panels.data).toMatchObject({ detail: [], total: 0 });
      const list = paymentsResponseSchema.parse(
        (await get(who, 'payments?page=1&limit=100')).json(),
      );
      const expected = who === 'demo' ? 'TE-100101' : 'TE-100102';
      expect(list.data.detail.length).toBeGreaterThan(0);
      expect(list.data.detail.every((d) => d.corporate_unique_id === expected)).toBe(true);
    }
  });

  it.each([
    ['page 0', 'payments?page=0&limit=10'],
    ['a limit over 100', 'payments?page=1&limit=101'],
    ['a non-numeric page', 'payments?page=abc&limit=10'],
    ['a bad flag', 'payments?onlyAssociatedPanelsMov=1'],
  ])('refuses %s with 400', async (_n, url) => {
    const res = await get('demo', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBeTruthy();
  });
});
