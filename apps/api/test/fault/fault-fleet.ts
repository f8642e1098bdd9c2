import type pg from 'pg';
import { guestTrip, type Api, type Reply, type Route } from './fault-api.ts';
import { sleep, waitFor } from './fault-harness.ts';
import { isFinal, tripStatuses, tripsOfRun } from './fault-sql.ts';

// Bookings as load, and waiting for the fleet to finish what it was given.

let counter = 0;
/** A key unique in this process; `prefix` lets SQL find the run's trips by their comment. */
export const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/**
 * Books one guest trip, retrying the same key while the answer is transient (no answer, 503,
 * 409 in progress), and returns the trip id. Throws with the last answer after `timeoutMs`.
 */
export async function bookTrip(api: Api, route: Route, prefix: string, timeoutMs = 30_000) {
  const key = newKey(prefix);
  const reply = await waitFor(
    `booking ${key} answers 201`,
    async () => {
      const res = await api.call('POST', '/api/corporate/trips', {
        body: guestTrip(route, key),
        key,
      });
      if (res.status === 201) return res;
      if ([0, 409, 503].includes(res.status)) return null;
      throw new Error(`booking answered ${res.status} ${JSON.stringify(res.body)}`);
    },
    { timeoutMs, intervalMs: 250 },
  );
  return reply.body.data._id as string;
}

/**
 * `workers` loops booking guest trips until `stop()`. Failures are expected (the fault is on)
 * and kept in `replies`; nothing here asserts.
 */
export function bookingLoad(api: Api, routes: Route[], prefix: string, workers = 3) {
  const replies: Reply[] = [];
  let stopped = false;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) {
      const key = newKey(prefix);
      const route = routes[n++ % routes.length]!;
      const res = await api.call('POST', '/api/corporate/trips', {
        body: guestTrip(route, key),
        key,
        timeoutMs: 10_000,
      });
      replies.push(res);
      // an error answers at once: do not spin on the CPU the servers need
      if (res.status !== 201) await sleep(200);
    }
  });
  return {
    replies,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Waits until the given trips are all final; returns their statuses. */
export async function waitTripsFinal(pool: pg.Pool, ids: string[], timeoutMs: number) {
  return waitFor(
    `trips ${ids.join(', ')} reach a final status`,
    async () => {
      const statuses = await tripStatuses(pool, ids);
      return ids.every((id) => isFinal(statuses.get(id))) ? statuses : null;
    },
    { timeoutMs, intervalMs: 250 },
  );
}

/**
 * Lets the fleet settle: every trip of the run final within `timeoutMs`. Returns one line per
 * trip still running then (resumed neither by this instance nor another: the fleet stopped).
 */
export async function unsettledTrips(pool: pg.Pool, prefix: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const running = (await tripsOfRun(pool, prefix)).filter((t) => !isFinal(t.status));
    if (running.length === 0) return [];
    if (Date.now() > deadline) {
      const lines = running
        .slice(0, 10)
        .map((t) => `trip ${t.id} (${t.comment}) still ${t.status} ${timeoutMs / 1000} s later`);
      if (running.length > 10) lines.push(`… and ${running.length - 10} more trips still running`);
      return lines;
    }
    await sleep(500);
  }
}

/** Trips of the run that reached `status` at least once (from the trip history). */
export async function tripsSeenIn(pool: pg.Pool, prefix: string, statuses: string[]) {
  const { rows } = await pool.query<{ id: string }>(
    `select distinct t.id from trips t join trip_events e on e.trip_id = t.id
      where t.comment like $1 || '%' and e.status = any($2::text[])`,
    [prefix, statuses],
  );
  return rows.map((r) => r.id);
}
