import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHolds, payrollUsers, promoCodes, trips } from '@trayecto/db';
import { CANCEL_REASON_LABELS, TRIP_STATUS_LABELS } from '@trayecto/contracts';
import { auth, corporateIdByEmail } from '../../../test/helpers.ts';
import { seedDemoTrips } from '../../seed/seed-trips.ts';
import { findAccount } from '../ledger/ledger.service.ts';
import {
  altamira,
  collaborator,
  loginDemo,
  newKey,
  nowhere,
  plazaBolivar,
  runUntil,
  settle,
  setupTrips,
  statusOf,
  tripsApi,
  type Faults,
  type TripsContext,
} from './trips-test-helpers.ts';

let t: TripsContext & { faults: Faults };
let demo: { token: string };
let otra: { token: string };
let demoId: string;
let otraId: string;
const guest = { type: 'guest', name: 'Invitado Reglas', phone: '4141234567' } as const;
const base = {
  passenger: guest,
  origin: plazaBolivar,
  destination: altamira,
  service_type_id: 'economy',
};
const minutes = (n: number) => new Date(t.clock.now().getTime() + n * 60_000).toISOString();

beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 20 });
  await seedDemoTrips(t.handle.db, t.clock.now());
  demo = await loginDemo(t);
  otra = await loginDemo(t, 'otra@trayecto.test');
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  otraId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
  const now = t.clock.now().getTime();
  await t.handle.db.insert(promoCodes).values([
    {
      code: 'UNAVEZ',
      kind: 'fixed',
      value: 100,
      validFrom: new Date(now - 86_400_000),
      validUntil: new Date(now + 86_400_000),
      usageLimit: 1,
    },
    {
      code: 'SOLOOTRA',
      kind: 'percentage',
      value: 50,
      corporateId: otraId,
      validFrom: new Date(now - 86_400_000),
      validUntil: new Date(now + 86_400_000),
    },
  ]);
}, 120_000);
afterAll(async () => t?.close());

const tripCount = async () => (await t.handle.db.select({ n: count() }).from(trips))[0]!.n;

describe('POST /trips rules', () => {
  it('needs an Idempotency-Key; a replay answers the first trip; another body with the key is refused', async () => {
    const api = tripsApi(t, demo.token);
    const none = await settle(
      t,
      t.app.inject({
        method: 'POST',
        url: '/api/corporate/trips',
        payload: base,
        headers: auth(demo.token),
      }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error_code).toBe('idempotency_key_required');
    const key = newKey();
    const n0 = await tripCount();
    const first = await api.create(base, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await api.create(base, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await tripCount()).toBe(n0 + 1);
    const other = await api.create({ ...base, comment: 'otro' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error_code).toBe('idempotency_mismatch');
  });

  it('scheduled trips: at least 15 minutes ahead, never in the past', async () => {
    const api = tripsApi(t, demo.token);
    const soon = await api.create({ ...base, scheduled_at: minutes(5) });
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toMatchObject({
      error_code: 'scheduled_too_soon',
      message: 'A scheduled trip must be at least 15 minutes from now',
    });
    const past = await api.create({ ...base, scheduled_at: minutes(-5) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error_code).toBe('scheduled_in_past');
    const at = minutes(40);
    const ok = await api.create({ ...base, scheduled_at: at });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({
      status: 'scheduled',
      type: 'scheduled',
      scheduled_at: at,
    });
  });

  it('refuses bad places and an origin no service area covers', async () => {
    const api = tripsApi(t, demo.token);
    const bad = await api.create({ ...base, origin: { address: 'X', lat: 200, lng: 0 } });
    expect(bad.statusCode).toBe(400);
    const blank = await api.create({
      ...base,
      destination: { address: ' ', lat: 10.5, lng: -66.9 },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('destination.address');
    const far = await api.create({ ...base, origin: nowhere });
    expect(far.statusCode).toBe(422);
    expect(far.json()).toMatchObject({
      error_code: 'origin_not_served',
      message: 'Sorry, the provider does not serve that origin address',
    });
    const unknownType = await api.create({ ...base, service_type_id: 'helicopter' });
    expect(unknownType.statusCode).toBe(400);
  });

  it('refuses the same place as origin and destination, at the estimate and at booking', async () => {
    const api = tripsApi(t, demo.token);
    const near = { ...base.origin, lat: base.origin.lat + 0.0004 }; // ~45 m away
    const before = await tripCount();
    for (const res of [
      await api.post('/api/corporate/trips/estimate', { origin: base.origin, destination: near }),
      await api.create({ ...base, destination: near }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_code: 'same_origin_destination',
        message: 'The origin and the destination are the same place: choose another destination',
        fields: { destination: expect.any(String) },
      });
    }
    expect(await tripCount()).toBe(before);
  });

  it('only takes active, live collaborators of this corporate, and needs their balance', async () => {
    const api = tripsApi(t, demo.token);
    const inactive = await collaborator(t, demoId, { active: false });
    const r1 = await api.create({ ...base, passenger: { type: 'payroll', user_id: inactive.id } });
    expect(r1.statusCode).toBe(422);
    expect(r1.json().error_code).toBe('user_inactive');
    const foreign = await collaborator(t, otraId, { active: true });
    const r2 = await api.create({ ...base, passenger: { type: 'payroll', user_id: foreign.id } });
    expect(r2.statusCode).toBe(404);
    const users = await t.handle.db
      .select()
      .from(payrollUsers)
      .where(eq(payrollUsers.corporateId, demoId));
    const victim = users.filter((u) => u.isActive && !u.deletedAt).at(-1)!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/corporate/users/${victim.id}`,
      headers: auth(demo.token),
    });
    expect(del.statusCode, del.body).toBe(200);
    const r3 = await api.create({ ...base, passenger: { type: 'payroll', user_id: victim.id } });
    expect(r3.statusCode).toBe(404);
    // a collaborator with nothing: refused, nothing created or held
    const broke = users.filter((u) => u.isActive && !u.deletedAt).at(-2)!;
    const n0 = await tripCount();
    const r4 = await api.create({ ...base, passenger: { type: 'payroll', user_id: broke.id } });
    expect(r4.statusCode).toBe(422);
    expect(r4.json()).toMatchObject({
      error_code: 'insufficient_balance',
      message: "User does not have sufficient balance or there isn't enough overdraft",
    });
    expect(await tripCount()).toBe(n0);
    const account = await findAccount(t.handle.db, {
      type: 'payroll_user',
      corporateId: demoId,
      userId: broke.id,
    });
    expect(account?.heldCents ?? 0).toBe(0);
  });

  it('promo codes: applied in the estimate; unknown, expired, another corporate’s or used up refused', async () => {
    const api = tripsApi(t, demo.token);
    const plain = (
      await api.post('/api/corporate/trips/estimate', {
        origin: plazaBolivar,
        destination: altamira,
        service_type_id: 'economy',
      })
    ).json().data;
    const promo = await api.post('/api/corporate/trips/estimate', {
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'economy',
      promo_code: 'bienvenida10',
    });
    expect(promo.statusCode, promo.body).toBe(200);
    const fare = promo.json().data.fares[0];
    expect(fare.fare_before_discount).toBe(plain.fares[0].fare);
    expect(fare.fare).toBeCloseTo(plain.fares[0].fare * 0.9, 1);
    for (const code of ['NOEXISTE', 'VERANO2025', 'SOLOOTRA']) {
      const res = await api.post('/api/corporate/trips/estimate', {
        origin: plazaBolivar,
        destination: altamira,
        promo_code: code,
      });
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toMatchObject({
        error_code: 'promo_invalid',
        message: 'The promo code has expired or is invalid',
      });
    }
    const used = await api.create({ ...base, promo_code: 'UNAVEZ' });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json().data).toMatchObject({ promo_code: 'UNAVEZ' });
    expect(Math.round(used.json().data.estimated_fare * 100)).toBe(
      Math.round(plain.fares[0].fare * 100) - 100,
    );
    const over = await api.create({ ...base, promo_code: 'UNAVEZ' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error_code).toBe('promo_invalid');
    t.faults.quote = 1;
    const down = await api.post('/api/corporate/trips/estimate', {
      origin: plazaBolivar,
      destination: altamira,
      promo_code: 'BIENVENIDA10',
    });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({
      error_code: 'promo_estimate_error',
      message: 'Error getting estimated fare with promo code',
    });
  });

  it('bars a corporate master', async () => {
    const master = await loginDemo(t, 'master@trayecto.test');
    const res = await tripsApi(t, master.token).create(base);
    expect(res.statusCode).toBe(403);
    expect((await tripsApi(t, master.token).get('/api/corporate/trips')).statusCode).toBe(403);
  });
});

describe('cancel', () => {
  it('needs a reason, voids the hold, and refuses a second cancel', async () => {
    const api = tripsApi(t, demo.token);
    const trip = (await api.create(base)).json().data;
    const noReason = await api.post(`/api/corporate/trips/${trip._id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason_id');
    const ok = await api.post(`/api/corporate/trips/${trip._id}/cancel`, {
      reason_id: 'booked_by_mistake',
      comment: 'error',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'cancelled_by_user',
      cancel_reason_id: 'booked_by_mistake',
      cancel_comment: 'error',
    });
    // the reason and the comment stay on the trip, in its detail and in the CSV
    const stored = (await api.get(`/api/corporate/trips/${trip._id}`)).json().data;
    expect(stored).toMatchObject({
      cancel_reason_id: 'booked_by_mistake',
      cancel_comment: 'error',
    });
    const csvRows = (await api.get('/api/corporate/trips?scope=history&format=csv')).body.split(
      '\n',
    );
    expect(csvRows[0]).toContain('Reason for cancelling,Cancellation comment');
    expect(csvRows.find((l) => l.startsWith(trip.unique_id))).toMatch(
      new RegExp(`,Cancelled by user,.*,${CANCEL_REASON_LABELS.booked_by_mistake.en},error$`),
    );
    const [hold] = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.referenceId, trip._id));
    expect(hold!.status).toBe('voided');
    const again = await api.post(`/api/corporate/trips/${trip._id}/cancel`, { reason_id: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('trip_not_cancellable');
  });

  it('refuses a trip that already started', async () => {
    const api = tripsApi(t, demo.token);
    const trip = (await api.create(base)).json().data;
    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'started');
    const res = await api.post(`/api/corporate/trips/${trip._id}/cancel`, { reason_id: 'other' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('trip_not_cancellable');
    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'completed');
  }, 120_000);
});

/** A token one character off: its last changed (never to itself: a token ending in "x" stays wrong). */
const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;

describe('tenancy and the public link', () => {
  it('answers 404 for another corporate’s trip everywhere; the token shows only its trip, no costs', async () => {
    const mine = (await tripsApi(t, demo.token).create(base)).json().data;
    const theirs = tripsApi(t, otra.token);
    expect((await theirs.get(`/api/corporate/trips/${mine._id}`)).statusCode).toBe(404);
    expect(
      (await theirs.post(`/api/corporate/trips/${mine._id}/cancel`, { reason_id: 'other' }))
        .statusCode,
    ).toBe(404);
    expect((await theirs.get('/api/corporate/trips/not-a-uuid')).statusCode).toBe(404);
    const list = (await theirs.get('/api/corporate/trips?scope=running')).json().data.trips;
    expect(list.map((x: { _id: string }) => x._id)).not.toContain(mine._id);
    const demoDriver = (
      await t.handle.db.select().from(trips).where(eq(trips.corporateId, demoId))
    ).find((r) => r.driverId);
    if (demoDriver)
      expect((await theirs.get(`/api/corporate/providers/${demoDriver.driverId}`)).statusCode).toBe(
        404,
      );
    expect((await theirs.get('/api/corporate/providers/drv-xx-999')).statusCode).toBe(404);

    const pub = await t.app.inject({
      method: 'GET',
      url: `/api/public/trip-info/${mine.share_token}`,
    });
    expect(pub.statusCode).toBe(200);
    const body = pub.json().data;
    expect(body).toMatchObject({
      unique_id: mine.unique_id,
      origin: mine.origin,
      destination: mine.destination,
    });
    const text = JSON.stringify(body);
    for (const leak of ['fare', 'amount', 'passenger', 'corporate', 'payer', 'cents', 'Invitado'])
      expect(text).not.toContain(leak);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/trip-info/${tampered(mine.share_token!)}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/trip-info/nope' })).statusCode,
    ).toBe(404);
  });
});

describe('lists, search, dashboard', () => {
  it('history: keyset pages without overlap, totals, filters and CSV', async () => {
    const api = tripsApi(t, demo.token);
    const seen: string[] = [];
    let cursor: string | null = null;
    let totals: { count: number; amount: number } | null = null;
    do {
      const res = await api.get(
        `/api/corporate/trips?scope=history&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      totals ??= data.totals;
      seen.push(...data.trips.map((x: { _id: string }) => x._id));
      cursor = data.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(totals!.count).toBe(seen.length);
    const rows = await t.handle.db.select().from(trips).where(eq(trips.corporateId, demoId));
    const finals = rows.filter((r) =>
      ['completed', 'no_driver', 'cancelled_by_user', 'cancelled_by_provider'].includes(r.status),
    );
    expect(seen.length).toBe(finals.length);
    expect(totals!.amount).toBeCloseTo(
      finals.reduce((s, r) => s + (r.finalFareCents ?? 0), 0) / 100,
      2,
    );

    const completed = (
      await api.get('/api/corporate/trips?scope=history&status=completed&limit=100')
    ).json().data.trips;
    expect(completed.every((x: { status: string }) => x.status === 'completed')).toBe(true);
    const byType = (
      await api.get('/api/corporate/trips?scope=history&service_type_id=xl&limit=100')
    ).json().data.trips;
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((x: { service_type_id: string }) => x.service_type_id === 'xl')).toBe(true);
    const byName = (
      await api.get(
        `/api/corporate/trips?scope=history&passenger=${encodeURIComponent('ricardo')}&limit=100`,
      )
    ).json().data.trips;
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every((x: { passenger: { name: string } }) => x.passenger.name === 'Ricardo Salazar'),
    ).toBe(true);
    const bad = await api.get('/api/corporate/trips?scope=history&cursor=zzz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('invalid_cursor');

    const csv = await api.get('/api/corporate/trips?scope=history&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    // the caller's language (English here), the screen's labels, times in the company's zone
    expect(lines[0]).toMatch(/^Trip,Requested,Scheduled for,Status,Type,Service type,/);
    expect(lines.length).toBe(finals.length + 1);
    const first = lines[1]!.split(',');
    expect(first[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(Object.values(TRIP_STATUS_LABELS).map((l) => l.en)).toContain(first[3]);
    const es = (
      await tripsApi(t, demo.token, 'es').get('/api/corporate/trips?scope=history&format=csv')
    ).body
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(es[0]).toMatch(/^Viaje,Solicitado,Programado para,Estado,/);
  });

  it('history totals agree with the trips for date ranges cutting days, status and service type', async () => {
    const api = tripsApi(t, demo.token);
    const rows = (
      await t.handle.db.select().from(trips).where(eq(trips.corporateId, demoId))
    ).filter(
      (r) =>
        r.dispatchedAt &&
        ['completed', 'no_driver', 'cancelled_by_user', 'cancelled_by_provider'].includes(r.status),
    );
    const now = t.clock.now().getTime();
    const from = new Date(now - 9.6 * 86_400_000);
    const to = new Date(now - 2.3 * 86_400_000);
    const cases: [string, (r: (typeof rows)[number]) => boolean][] = [
      [
        `from=${from.toISOString()}&to=${to.toISOString()}`,
        (r) => r.requestedAt >= from && r.requestedAt <= to,
      ],
      [`from=${from.toISOString()}`, (r) => r.requestedAt >= from],
      [
        `to=${to.toISOString()}&status=completed`,
        (r) => r.requestedAt <= to && r.status === 'completed',
      ],
      ['service_type_id=comfort', (r) => r.serviceTypeId === 'comfort'],
    ];
    for (const [query, keep] of cases) {
      const totals = (await api.get(`/api/corporate/trips?scope=history&limit=1&${query}`)).json()
        .data.totals;
      const expected = rows.filter(keep);
      expect(totals, query).toEqual({
        count: expected.length,
        amount: expected.reduce((s, r) => s + (r.finalFareCents ?? 0), 0) / 100,
      });
    }
  });

  it('search finds trips by unique id and passenger; the dashboard counts them per day and status', async () => {
    const api = tripsApi(t, demo.token);
    const [one] = await t.handle.db
      .select()
      .from(trips)
      .where(eq(trips.corporateId, demoId))
      .limit(1);
    const byId = (await api.get(`/api/corporate/search?q=${one!.uniqueId.toLowerCase()}`)).json()
      .data.trips;
    expect(byId.map((h: { _id: string }) => h._id)).toContain(one!.id);
    const byName = (await api.get('/api/corporate/search?q=mariela')).json().data.trips;
    expect(byName.length).toBeGreaterThan(0);
    expect(
      (await tripsApi(t, otra.token).get(`/api/corporate/search?q=${one!.uniqueId}`)).json().data
        .trips,
    ).toEqual([]);

    const day = (d: Date) => d.toISOString().slice(0, 10);
    const now = t.clock.now();
    // every seeded trip is within the last 60 days (seed-trips.ts)
    const from = day(new Date(now.getTime() - 62 * 86_400_000));
    const to = day(new Date(now.getTime() + 86_400_000));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/v2/corporate/dashboard?startDate=${from}&endDate=${to}`,
      headers: auth(demo.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const stored = (
      await t.handle.db.select().from(trips).where(eq(trips.corporateId, demoId))
    ).filter((r) => r.dispatchedAt);
    expect(data.totals.trips).toBe(stored.length);
    const completedAmount = data.details.trips
      .filter((r: { status: string }) => r.status === 'completed')
      .reduce((s: number, r: { amount: number }) => s + r.amount, 0);
    expect(completedAmount).toBeCloseTo(
      stored.reduce((s, r) => s + (r.finalFareCents ?? 0), 0) / 100,
      2,
    );
  });

  it('lists the trip routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/corporate/trips',
      '/api/corporate/trips/estimate',
      '/api/corporate/trips/{id}',
      '/api/corporate/trips/{id}/cancel',
      '/api/corporate/cancel-reasons',
      '/api/corporate/service-types',
      '/api/corporate/providers/{id}',
      '/api/corporate/search',
      '/api/public/trip-info/{token}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(JSON.stringify(doc.paths['/api/corporate/trips'].post.parameters)).toContain(
      'idempotency-key',
    );
  });

  it('service types of the corporate’s city, cancel reasons in the caller’s language', async () => {
    const es = tripsApi(t, demo.token, 'es');
    const types = (await es.get('/api/corporate/service-types')).json().data;
    expect(types.city_id).toBe('caracas');
    expect(types.service_types.map((s: { id: string }) => s.id)).toContain('economy');
    const reasons = (await es.get('/api/corporate/cancel-reasons')).json().data.reasons;
    expect(reasons).toContainEqual({ id: 'other', label: 'Otro motivo' });
  });
});
