import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '@trayecto/db';
import { login, testEnv } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  runUntil,
  settle,
  setupTrips,
  simulator,
  type Faults,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';
import { minutesFrom, quoteBody, quotesApi, watchExpiry } from './quotes-test-helpers.ts';

// A quote's expiry is a timer on the elected leader that nothing keeps only in memory: after a
// restart in between it still expires at its moment, a quote the desk had not priced yet is
// asked again, and with two instances on PostgreSQL it expires once.

let t: TripsContext & { faults: Faults };
let token: string;

beforeAll(async () => {
  t = await setupTrips({ deskDeclineRate: 0 });
  token = (await login(t.app, 'demo@trayecto.test')).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The app closed and built again on the same database and clock (a new simulator: a restart). */
async function restart() {
  await t.app.close();
  const app = await buildApp({
    db: t.handle,
    config: loadConfig(testEnv()),
    clock: t.clock,
    provider: simulator(t.clock, { deskDeclineRate: 0 }, 23),
  });
  await settle(t, Promise.resolve(app.ready()));
  t.app = app;
  for (let i = 0; i < 200 && !app.trips.cluster.isLeader(); i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(app.trips.cluster.isLeader()).toBe(true);
}

const expiries = async (id: string) =>
  (
    await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote_expired'), eq(auditLog.entityId, id)))
  ).length;

describe('after a restart', () => {
  it('a priced quote still expires on time, once; an unpriced one is asked again', async () => {
    let api = quotesApi(t, token);
    const priced = (await api.create(quoteBody(t, { scheduled_at: minutesFrom(t, 40) }))).json()
      .data;
    await runUntil(
      t,
      async () => (await api.quote(priced._id)).status !== 'waiting',
      2 * 60_000,
      5_000,
    );
    const unpriced = (await api.create(quoteBody(t, { scheduled_at: minutesFrom(t, 90) }))).json()
      .data;
    expect(unpriced.status).toBe('waiting');

    await restart();
    api = quotesApi(t, token);
    // the new leader asks the desk again for the quote it never answered
    await runUntil(
      t,
      async () => (await api.quote(unpriced._id)).status !== 'waiting',
      2 * 60_000,
      5_000,
    );
    expect((await api.quote(unpriced._id)).status).toBe('waiting_for_approval');

    const late = await watchExpiry(t, priced._id, new Date(priced.expires_at));
    expect(late).toBeLessThanOrEqual(1_000);
    expect(await expiries(priced._id)).toBe(1);
  }, 300_000);

  it('a quote whose expiry passed while the server was down expires when it starts', async () => {
    let api = quotesApi(t, token);
    const quote = (await api.create(quoteBody(t, { scheduled_at: minutesFrom(t, 30) }))).json()
      .data;
    await runUntil(
      t,
      async () => (await api.quote(quote._id)).status !== 'waiting',
      2 * 60_000,
      5_000,
    );
    await t.app.close();
    // down across its expiry
    await t.clock.advanceTo(new Date(new Date(quote.expires_at).getTime() + 5 * 60_000));
    await restart();
    api = quotesApi(t, token);
    await runUntil(t, async () => (await api.quote(quote._id)).status === 'expired', 60_000, 1_000);
    expect((await api.quote(quote._id)).decided_at).toBe(quote.expires_at);
    expect(await expiries(quote._id)).toBe(1);
  }, 300_000);
});

// only where there can be a second instance (PostgreSQL); PGlite has one process
if (process.env.DATABASE_URL)
  describe('two instances on PostgreSQL', () => {
    let second: FastifyInstance | undefined;
    afterAll(async () => {
      await second?.close();
    });

    it('a quote asked on the instance that does not lead is priced by the leader and expires once', async () => {
      second = await buildApp({
        db: t.handle,
        config: loadConfig(testEnv()),
        clock: t.clock,
        provider: simulator(t.clock, { deskDeclineRate: 0 }, 99),
      });
      await second.ready();
      expect(t.app.trips.cluster.isLeader()).toBe(true);
      expect(second.trips.cluster.isLeader()).toBe(false);
      const viaSecond = quotesApi({ ...t, app: second }, token);
      const quote = (
        await viaSecond.create(quoteBody(t, { scheduled_at: minutesFrom(t, 40) }))
      ).json().data;
      // NOTIFY reaches the leader, whose desk prices it
      await runUntil(
        t,
        async () => (await viaSecond.quote(quote._id)).status !== 'waiting',
        2 * 60_000,
        5_000,
      );
      const late = await watchExpiry(t, quote._id, new Date(quote.expires_at));
      expect(late).toBeLessThanOrEqual(1_000);
      expect(await expiries(quote._id)).toBe(1);
    }, 300_000);
  });
