import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TYPE_IDS, type ServiceTypeId } from '@trayecto/contracts';
import { ledgerHolds, tripEvents, trips } from '@trayecto/db';
import { corporateIdByEmail, testEnv } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { findAccount } from '../ledger/ledger.service.ts';
import {
  altamira,
  collaborator,
  giveBalance,
  loginDemo,
  plazaBolivar,
  runUntil,
  settle,
  setupTrips,
  simulator,
  statusOf,
  tripsApi,
  newKey,
  type Faults,
  type TripsContext,
} from './trips-test-helpers.ts';

// The simulator stepped on the manual clock: 3 drivers per city, so some service types have
// nobody in Caracas (no_driver) and the others complete.
let t: TripsContext & { faults: Faults };
let token: string;
let corporateId: string;
let served: ServiceTypeId;
let unserved: ServiceTypeId;
beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 3 });
  token = (await loginDemo(t)).token;
  corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  const present = new Set(
    t.provider
      .drivers()
      .filter((d) => d.profile.cityId === 'caracas')
      .map((d) => d.profile.serviceTypeId),
  );
  served = present.has('economy') ? 'economy' : [...present][0]!;
  unserved = SERVICE_TYPE_IDS.find((s) => !present.has(s))!;
}, 120_000);
afterAll(async () => t?.close());

const wallet = async () => (await findAccount(t.handle.db, { type: 'corporate', corporateId }))!;
const guest = { type: 'guest', name: 'Invitada Prueba', phone: '4141234567' } as const;
const tripCount = async () =>
  (
    await t.handle.db.select({ n: count() }).from(trips).where(eq(trips.corporateId, corporateId))
  )[0]!.n;

describe('a trip from request to completed', () => {
  it('holds the estimate, charges the driven fare to the collaborator and records every status', async () => {
    const user = await collaborator(t, corporateId, { active: true });
    const api = tripsApi(t, token);
    await giveBalance(t, token, user.id, 50);
    const before = (await findAccount(t.handle.db, {
      type: 'payroll_user',
      corporateId,
      userId: user.id,
    }))!;

    const res = await api.create({
      passenger: { type: 'payroll', user_id: user.id },
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: served,
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    expect(trip).toMatchObject({
      status: 'waiting',
      type: 'immediate',
      payer: 'payroll_user',
      passenger: { user_id: user.id, name: user.name },
    });
    const during = (await findAccount(t.handle.db, {
      type: 'payroll_user',
      corporateId,
      userId: user.id,
    }))!;
    expect(during.heldCents - before.heldCents).toBe(Math.round(trip.estimated_fare * 100));

    // positions are written in batches while the car moves
    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'started');
    await t.clock.advance(12_000);
    await t.app.trips.idle();
    const [moving] = await t.handle.db.select().from(trips).where(eq(trips.id, trip._id));
    expect(moving!.position).not.toBeNull();

    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'completed');
    const done = (await api.get(`/api/corporate/trips/${trip._id}`)).json().data;
    expect(done.final_fare).toBeGreaterThan(0);
    expect(done.path.length).toBeGreaterThan(1);
    expect(done.driver).toMatchObject({
      name: expect.any(String),
      vehicle: { plate: expect.any(String) },
    });
    const after = (await findAccount(t.handle.db, {
      type: 'payroll_user',
      corporateId,
      userId: user.id,
    }))!;
    expect(after.heldCents).toBe(before.heldCents);
    expect(before.balanceCents - after.balanceCents).toBe(Math.round(done.final_fare * 100));
    const [hold] = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.referenceId, trip._id));
    expect(hold!.status).toBe('posted');
    const statuses = (
      await t.handle.db.select().from(tripEvents).where(eq(tripEvents.tripId, trip._id))
    ).map((e) => e.status);
    for (const s of ['waiting', 'accepted', 'coming', 'arrived', 'started', 'completed'])
      expect(statuses).toContain(s);

    // the driver's profile is visible to this corporate now
    const profile = await api.get(`/api/corporate/providers/${done.driver._id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      _id: done.driver._id,
      vehicle: {
        brand: expect.any(String),
        model: expect.any(String),
        colour: expect.any(String),
        plate: expect.any(String),
      },
      rating: expect.any(Number),
    });
  }, 180_000);

  it('charges a guest trip to the corporate wallet, shown as trip_charge in the operations', async () => {
    const api = tripsApi(t, token);
    const before = await wallet();
    const res = await api.create({
      passenger: guest,
      origin: altamira,
      destination: plazaBolivar,
      service_type_id: served,
      comment: 'Portón azul',
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    expect(trip).toMatchObject({
      payer: 'corporate',
      passenger: { type: 'guest', name: 'Invitada Prueba', phone: '4141234567' },
      comment: 'Portón azul',
    });
    expect((await wallet()).heldCents - before.heldCents).toBe(
      Math.round(trip.estimated_fare * 100),
    );
    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'completed');
    const done = (await api.get(`/api/corporate/trips/${trip._id}`)).json().data;
    const after = await wallet();
    expect(after.heldCents).toBe(before.heldCents);
    expect(before.balanceCents - after.balanceCents).toBe(Math.round(done.final_fare * 100));
    const ops = (await api.get('/api/corporate/wallet/operations?limit=5')).json().data.operations;
    expect(ops[0]).toMatchObject({ origin: 'trip_charge', amount: -done.final_fare });
    expect(ops[0].description).toContain(done.unique_id);
  }, 180_000);
});

describe('no driver and provider failures', () => {
  it('ends with no_driver when nobody drives that service type, and releases the hold', async () => {
    const api = tripsApi(t, token);
    const before = await wallet();
    const res = await api.create({
      passenger: guest,
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: unserved,
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    expect((await wallet()).heldCents).toBeGreaterThan(before.heldCents);
    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'no_driver');
    const after = await wallet();
    expect(after).toMatchObject({ heldCents: before.heldCents, balanceCents: before.balanceCents });
    const [hold] = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.referenceId, trip._id));
    expect(hold!.status).toBe('voided');
    const detail = (await api.get(`/api/corporate/trips/${trip._id}`)).json().data;
    expect(detail).toMatchObject({ status: 'no_driver', final_fare: null });
    const running = (await api.get('/api/corporate/trips?scope=running')).json().data.trips;
    expect(running.map((r: { _id: string }) => r._id)).not.toContain(trip._id);
  }, 180_000);

  it('answers 502 trip_create_error on a provider failure: nothing held or charged, no trip left', async () => {
    const api = tripsApi(t, token);
    const before = await wallet();
    const trips0 = await tripCount();
    const key = newKey();
    t.faults.dispatch = 1;
    const res = await api.create(
      { passenger: guest, origin: plazaBolivar, destination: altamira, service_type_id: served },
      key,
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      error_code: 'trip_create_error',
      message: 'Error creating trip',
    });
    expect(await wallet()).toMatchObject({
      heldCents: before.heldCents,
      balanceCents: before.balanceCents,
    });
    expect(await tripCount()).toBe(trips0);
    const voided = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.accountId, before.id), eq(ledgerHolds.status, 'pending')));
    expect(voided).toEqual([]);
    // the same key may be retried once the provider is back
    const retry = await api.create(
      { passenger: guest, origin: plazaBolivar, destination: altamira, service_type_id: served },
      key,
    );
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await tripCount()).toBe(trips0 + 1);
  }, 120_000);
});

describe('after a restart', () => {
  it('hands the running trips to the (in-memory) provider again with the same ids', async () => {
    const api = tripsApi(t, token);
    const res = await api.create({
      passenger: guest,
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: served,
    });
    expect(res.statusCode, res.body).toBe(201);
    const tripId = res.json().data._id;
    await t.app.close();
    const provider = simulator(t.clock, { driversPerCity: 3 }, 11);
    const app = await buildApp({
      db: t.handle,
      config: loadConfig(testEnv()),
      clock: t.clock,
      provider,
    });
    await settle(t, Promise.resolve(app.ready()));
    t.app = app;
    // leadership is taken over a real database session
    for (let i = 0; i < 200 && !app.trips.cluster.isLeader(); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(app.trips.cluster.isLeader()).toBe(true);
    await runUntil(t, async () => (await provider.track(tripId)) !== null, 600_000, 250);
    await runUntil(t, async () => (await statusOf(t, tripId)) === 'completed');
    const events = await t.handle.db.select().from(tripEvents).where(eq(tripEvents.tripId, tripId));
    expect(
      events.some((e) => (e.payload as { type?: string } | null)?.type === 'redispatched'),
    ).toBe(true);
  }, 180_000);
});
