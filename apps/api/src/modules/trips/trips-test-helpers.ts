import { eq } from 'drizzle-orm';
import type { Place } from '@trayecto/contracts';
import { openTestDatabase } from '@trayecto/db/test-db';
import { payrollUsers, trips } from '@trayecto/db';
import { auth, login, testEnv, type TestContext } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { ProviderError } from '../../providers/provider-gateway.ts';
import { createRandom, type Random } from '../../lib/random.ts';
import { DEFAULT_SIM_CONFIG, type SimConfig } from '../../providers/simulated/sim-config.ts';
import {
  createSimulatedProvider,
  type SimulatedProvider,
} from '../../providers/simulated/simulated-provider.ts';
import { seedDemo } from '../../seed/seed.ts';
import { io as connect, type Socket } from 'socket.io-client';

// Shared by the trips *.test.ts files only: the app on a manual clock with a seeded simulator.

export type TripsContext = TestContext & { provider: SimulatedProvider };

export const plazaBolivar: Place = {
  address: 'Plaza Bolívar de Caracas',
  lat: 10.5061,
  lng: -66.9146,
};
export const altamira: Place = { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 };
/** Mid-Atlantic: no service area. */
export const nowhere: Place = { address: 'Océano', lat: 14.5, lng: -60.5 };

export type Faults = { dispatch: number; quote: number };

/**
 * The simulated provider behind a seam-level fault switch: `faults.dispatch = n` makes the next
 * n dispatches fail as a provider outage would (ProviderError 'unavailable').
 */
export function withFaults(inner: SimulatedProvider, faults: Faults): SimulatedProvider {
  return {
    ...inner,
    async dispatch(request) {
      if (faults.dispatch > 0) {
        faults.dispatch -= 1;
        throw new ProviderError('unavailable', 'test outage');
      }
      return inner.dispatch(request);
    },
    async quote(request) {
      if (faults.quote > 0) {
        faults.quote -= 1;
        throw new ProviderError('unavailable', 'test outage');
      }
      return inner.quote(request);
    },
  };
}

/**
 * The seeded random source with the drop-off outcomes scripted for `rate` (the simulator's
 * dropoffFailureRate): true, the receiver is absent; once the script runs out, present.
 */
export function scriptedDropoffs(seed: number, absent: boolean[], rate: number): Random {
  const inner = createRandom(seed);
  return { ...inner, chance: (p) => (p === rate ? (absent.shift() ?? false) : inner.chance(p)) };
}

/** The seeded simulator (or one on a given random source, e.g. with scripted outcomes). */
export function simulator(
  clock: ManualClock,
  sim: Partial<SimConfig> = {},
  seed: number | Random = 7,
) {
  return createSimulatedProvider({
    clock,
    random: typeof seed === 'number' ? createRandom(seed) : seed,
    config: { ...DEFAULT_SIM_CONFIG, cancelRate: 0, failureRate: 0, ...sim },
  });
}

export async function setupTrips(
  sim: Partial<SimConfig> = {},
  seed: number | Random = 7,
  env: Record<string, string> = {},
): Promise<TripsContext & { faults: Faults }> {
  const handle = await openTestDatabase();
  const clock = createManualClock(new Date());
  await seedDemo(handle.db, clock.now());
  const config = loadConfig({ ...testEnv(), ...env });
  const faults: Faults = { dispatch: 0, quote: 0 };
  const provider = withFaults(simulator(clock, sim, seed), faults);
  const app = await buildApp({ db: handle, config, clock, provider });
  await app.ready();
  const ctx: TripsContext & { faults: Faults } = {
    app,
    handle,
    clock,
    config,
    provider,
    faults,
    // closes the app in use (a test may replace it to simulate a restart)
    close: async () => {
      await ctx.app.close();
      await handle.close();
    },
  };
  return ctx;
}

/**
 * Resolves `pending` while moving the manual clock (the simulator's latencies run on it). Each
 * step first gives the database a moment of real time, so the clock does not race ahead of a
 * request that is still waiting on PostgreSQL.
 */
export async function settle<T>(t: TestContext, pending: Promise<T>, stepMs = 250): Promise<T> {
  let done = false;
  const tracked = pending.finally(() => {
    done = true;
  });
  tracked.catch(() => undefined);
  const deadline = Date.now() + 60_000;
  while (!done && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (!done) await t.clock.advance(stepMs);
  }
  return tracked;
}

/** Steps the clock until `check` holds (simulated minutes, not real time). */
export async function runUntil(
  t: TestContext,
  check: () => Promise<boolean> | boolean,
  limitMs = 3 * 3_600_000,
  stepMs = 10_000,
) {
  const start = t.clock.now().getTime();
  while (!(await check())) {
    if (t.clock.now().getTime() - start > limitMs)
      throw new Error('the simulation did not get there in time');
    await t.clock.advance(stepMs);
    await t.app.trips.idle();
  }
}

let keyN = 0;
export const newKey = () => `test-key-${Date.now()}-${++keyN}`;

export function tripsApi(t: TestContext, token: string, lang = 'en') {
  const headers = (extra: Record<string, string> = {}) => ({
    ...auth(token),
    'accept-language': lang,
    ...extra,
  });
  return {
    get: (url: string) => settle(t, t.app.inject({ method: 'GET', url, headers: headers() })),
    post: (url: string, payload: unknown, extra: Record<string, string> = {}) =>
      settle(
        t,
        t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(extra) }),
      ),
    create: (payload: unknown, key = newKey()) =>
      settle(
        t,
        t.app.inject({
          method: 'POST',
          url: '/api/corporate/trips',
          payload: payload as object,
          headers: headers({ 'idempotency-key': key }),
        }),
      ),
  };
}

export async function loginDemo(t: TestContext, email = 'demo@trayecto.test') {
  return login(t.app, email);
}

export async function collaborator(
  t: TestContext,
  corporateId: string,
  filter: { active?: boolean } = {},
) {
  const rows = await t.handle.db
    .select()
    .from(payrollUsers)
    .where(eq(payrollUsers.corporateId, corporateId));
  const row = rows.find(
    (r) => !r.deletedAt && (filter.active === undefined || r.isActive === filter.active),
  );
  if (!row) throw new Error('no such collaborator in the seed');
  return row;
}

/** Gives a collaborator balance from the corporate wallet through the payroll API. */
export async function giveBalance(t: TestContext, token: string, userId: string, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/corporate/users/${userId}/balance`,
    payload: { amount, direction: 'give' },
    headers: { ...auth(token), 'idempotency-key': newKey() },
  });
  if (res.statusCode !== 200) throw new Error(`give balance failed: ${res.body}`);
}

/** The stored status of a trip (read straight from the database: cheap enough to poll). */
export async function statusOf(t: TestContext, tripId: string) {
  const [row] = await t.handle.db
    .select({ status: trips.status })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row?.status ?? null;
}

/**
 * A panel's socket on a listening app, signed in with `token` (kept in `sockets` to be closed):
 * every event it hears, in order.
 */
export async function listenAs(url: string, token: string, sockets: Socket[]) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const events: { name: string; payload: Record<string, unknown> }[] = [];
  socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
  return events;
}
