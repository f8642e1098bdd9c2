import { describe, expect, it } from 'vitest';
import { apiClient, caracasRoutes, guestTrip, loginDemo, pollReply } from './fault-api.ts';
import { startServer, waitFor, useFaultCluster } from './fault-harness.ts';
import {
  bookTrip,
  bookingLoad,
  tripsSeenIn,
  unsettledTrips,
  waitTripsFinal,
} from './fault-fleet.ts';
import { leaderName, ledgerViolations } from './fault-sql.ts';

// Issue 7, defects 2 and 8: the database stopped and started under bookings. While it is down
// the server says so (503, fast); once it is back the fleet has a leader again, new trips finish
// and every trip and hold left in flight is resumed or released.

const fault = useFaultCluster();

/** How long the server may take to notice the outage, and to lead again after it. */
const NOTICE_MS = 5_000;
const RELEAD_MS = 20_000;

/** What a crashed server printed that is not a log line (pino writes JSON): its last words. */
const crashText = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('{'))
    .slice(0, 8)
    .map((l) => l.slice(0, 300))
    .join('\n');

describe('database stopped and started under load', () => {
  it('answers 503 while it is down; afterwards the fleet resumes and no hold is left', async () => {
    const { cluster, pool, servers } = fault;
    const server = await startServer(cluster, 'fault-outage');
    servers.push(server);
    const token = await loginDemo(server.baseUrl);
    const api = apiClient(server.baseUrl, token);
    const routes = await caracasRoutes(api);
    const prefix = `outage-${Date.now().toString(36)}`;
    // Problems are collected, so one run shows every part that fails, not only the first.
    const problems: string[] = [];
    const check = <T>(p: Promise<T>) =>
      p.catch((error: Error) => {
        problems.push(error.message);
        return undefined;
      });

    const load = bookingLoad(api, routes, prefix, 3);
    await waitFor(
      'trips with a driver before the outage',
      async () => (await tripsSeenIn(pool, prefix, ['accepted', 'coming'])).length >= 3,
      { timeoutMs: 60_000, intervalMs: 250 },
    );

    cluster.stop('fast');
    const health = await check(
      pollReply(
        'GET /api/health answers 503 while the database is down',
        () => api.call('GET', '/api/health', { timeoutMs: 3_000 }),
        (r) => r.status === 503,
        NOTICE_MS,
      ),
    );
    if (health && !/database|\bdb\b|postgres/i.test(JSON.stringify(health.body)))
      problems.push(
        `health's 503 does not say the database is down: ${JSON.stringify(health.body)}`,
      );
    for (const [method, path] of [
      ['GET', '/api/corporate/me'],
      ['POST', '/api/corporate/trips'],
    ] as const) {
      await check(
        pollReply(
          `${method} ${path} answers 503 service_unavailable while the database is down`,
          () =>
            api.call(method, path, {
              timeoutMs: 3_000,
              ...(method === 'POST'
                ? { key: `${prefix}-down`, body: guestTrip(routes[0]!, `${prefix}-down`) }
                : {}),
            }),
          (r) => r.status === 503 && r.body?.error_code === 'service_unavailable',
          NOTICE_MS,
        ),
      );
    }

    await cluster.start();
    const back = Date.now();
    // Leadership is measured from the restart, alongside the waits below (not after them).
    const releading = check(
      waitFor('an instance holds the simulator lock again', () => leaderName(pool), {
        timeoutMs: RELEAD_MS,
        intervalMs: 200,
      }).then((name) => ({ name, at: Date.now() })),
    );
    if (!server.isAlive()) {
      problems.push(`the server exited during the outage:\n${crashText(server.output())}`);
      expect(problems).toEqual([]); // nothing left to resume
    }
    await pollReply(
      'GET /api/health answers 200 once the database is back',
      () => api.call('GET', '/api/health', { timeoutMs: 3_000 }),
      (r) => r.status === 200,
      30_000,
    );
    await load.stop(); // what it booked is what must be resumed or released
    const relead = await releading;
    const leader = relead?.name;
    const leaderAt = relead?.at ?? Date.now();
    // a booking after the recovery goes through the whole life of a trip (~10 s at SIM_SPEED)
    const after = [];
    for (const route of routes.slice(0, 3)) after.push(await bookTrip(api, route, prefix));
    const statuses = await check(waitTripsFinal(pool, after, 45_000));
    if (statuses && ![...statuses.values()].includes('completed'))
      problems.push(`no trip booked after the outage completed: ${[...statuses.values()]}`);

    // With no fleet there is nothing to wait for: only list what was left running.
    const fleetUp = Boolean(leader && statuses);
    const booked = load.replies.filter((r) => r.status === 201).length;
    console.log(
      `database outage: health ${health?.status ?? '-'} in ${Math.round(health?.ms ?? 0)} ms; ` +
        `leader ${leader ?? 'none'} ${((leaderAt - back) / 1000).toFixed(1)} s after the restart; ` +
        `${booked} trips booked by the load`,
    );
    problems.push(...(await unsettledTrips(pool, prefix, fleetUp ? 60_000 : 2_000)));
    problems.push(...(await ledgerViolations(pool)));
    expect(problems).toEqual([]);
  });
});
