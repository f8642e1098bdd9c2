import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testEnv } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  altamira,
  loginDemo,
  plazaBolivar,
  runUntil,
  setupTrips,
  simulator,
  statusOf,
  tripsApi,
  type Faults,
  type TripsContext,
} from './trips-test-helpers.ts';

// Two API instances on one PostgreSQL database: only the one holding the advisory lock runs the
// simulator; a trip requested on the other is dispatched by the leader (NOTIFY). PGlite is a
// single process, so there this file checks that the one instance leads.
let t: TripsContext & { faults: Faults };
let second: FastifyInstance | undefined;
beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 20 });
  for (let i = 0; i < 200 && !t.app.trips.cluster.isLeader(); i++)
    await new Promise((r) => setTimeout(r, 50));
  if (t.handle.driver === 'postgres') {
    second = await buildApp({
      db: t.handle,
      config: loadConfig(testEnv()),
      clock: t.clock,
      provider: simulator(t.clock, {}, 99),
    });
    await second.ready();
  }
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** A guest trip requested through the instance that does not run the simulator. */
async function requestOnSecond(app: FastifyInstance, guest: string) {
  const demo = await loginDemo(t);
  const viaSecond = tripsApi({ ...t, app }, demo.token);
  const res = await viaSecond.create({
    passenger: { type: 'guest', name: guest, phone: '4141234567' },
    origin: plazaBolivar,
    destination: altamira,
    service_type_id: 'economy',
  });
  return { viaSecond, res };
}

describe('one simulator per cluster', () => {
  it('the first instance leads; a trip requested on another instance is dispatched by the leader', async () => {
    expect(t.app.trips.cluster.isLeader()).toBe(true);
    if (!second) return;
    expect(second.trips.cluster.isLeader()).toBe(false);
    const { viaSecond, res } = await requestOnSecond(second, 'Invitado Cluster');
    expect(res.statusCode, res.body).toBe(201);
    const tripId = res.json().data._id;
    await runUntil(t, async () => (await t.provider.track(tripId)) !== null, 600_000, 250);
    await runUntil(t, async () => (await statusOf(t, tripId)) === 'completed');
    expect(
      (await viaSecond.get(`/api/corporate/trips/${tripId}`)).json().data.final_fare,
    ).toBeGreaterThan(0);
  }, 180_000);

  // only where there can be a second instance (PostgreSQL); PGlite has one process
  if (process.env.DATABASE_URL)
    it('a trip requested on another instance answers there at once, and a cancel there stops the driver', async () => {
      if (!second) throw new Error('the second instance did not start');
      const { viaSecond, res } = await requestOnSecond(second, 'Invitada Cluster');
      expect(res.statusCode, res.body).toBe(201);
      const tripId: string = res.json().data._id;
      // readable on the instance that took it, dispatched or not yet
      const read = await viaSecond.get(`/api/corporate/trips/${tripId}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.unique_id).toBe(res.json().data.unique_id);

      // the leader's simulator has it and a driver is on the way
      await runUntil(
        t,
        async () => (await t.provider.track(tripId))?.status === 'coming',
        600_000,
        1_000,
      );
      const cancelled = await viaSecond.post(`/api/corporate/trips/${tripId}/cancel`, {
        reason_id: 'booked_by_mistake',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await statusOf(t, tripId)).toBe('cancelled_by_user');
      // the cancel reached the simulator through the leader: the driver stopped
      await runUntil(
        t,
        async () => (await t.provider.track(tripId))?.status === 'cancelled_by_user',
        60_000,
        250,
      );
      expect(await statusOf(t, tripId)).toBe('cancelled_by_user');
    }, 180_000);
});
