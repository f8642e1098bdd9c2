// Realtime delivery: 5,000 socket.io clients (500 corporates × 10 sessions), each corporate room
// getting one trip:update a second (spread evenly over the second), so every client receives one
// update a second. Emission is the real emitToCorporate inside the real app
// (bench/lib/socket-server.mjs); latency is receive time − the send time in the payload.
// Sessions are created by the auth module's own createSession (a random token stored as its
// SHA-256 hash) in the bench database, through the bench entry's provision route.
// Scenarios: one instance (no Redis); two instances sharing PostgreSQL and Redis, each
// corporate's sessions split 5 + 5, every update emitted on instance A (B's clients get it
// through the Redis adapter).
import { createTempDatabase } from '../scripts/lib/server-harness.mjs';
import { concatSamples, load1, mib, summarize } from './lib/percentiles.mjs';
import {
  control,
  redisReachable,
  startClientFleet,
  startSocketServer,
} from './lib/socket-fleet.mjs';
import { socketTables } from './lib/socket-tables.mjs';

const env = process.env;
const CORPORATES = Number(env.BENCH_SOCKETS_CORPORATES) || 500;
const PER_CORPORATE = Number(env.BENCH_SOCKETS_PER_CORPORATE) || 10;
const SECONDS = Number(env.BENCH_SOCKETS_SECONDS) || 60;
const CLIENT_PROCS = Number(env.BENCH_SOCKETS_CLIENT_PROCS) || 1;
const CONNECT_CONCURRENCY = 100;
const SETTLE_MS = 3000;
const REDIS_URL = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const memOf = (s) => ({ rss: s.memory.rss, heap: s.memory.heapUsed });

async function scenario(ctx, { label, databaseUrl, redisUrl, instances }) {
  const common = { DATABASE_URL: databaseUrl ?? '', REDIS_URL: redisUrl ?? '' };
  const servers = [];
  const fleet = startClientFleet(CLIENT_PROCS);
  try {
    for (let i = 0; i < instances; i += 1) servers.push(await startSocketServer(common));
    const { corporates } = await control(servers[0], '/__bench/provision', {
      corporates: CORPORATES,
      sessionsPerCorporate: PER_CORPORATE,
    });
    const before = await Promise.all(servers.map((s) => control(s, '/__bench/stats?gc=1')));
    const half = Math.ceil(PER_CORPORATE / 2);
    const clients = corporates.flatMap(({ tokens }) =>
      tokens.map((token, s) => {
        const on = instances === 2 && s >= half ? 1 : 0;
        return { url: servers[on].baseUrl, token, group: on === 0 ? 'A' : 'B' };
      }),
    );
    ctx.log(`${label}: connecting ${clients.length} clients from ${fleet.size} process(es)`);
    const connected = await fleet.connect(clients, CONNECT_CONCURRENCY);
    const failed = connected.reduce((n, c) => n + c.failed, 0);
    if (failed) ctx.log(`${label}: ${failed} failed to connect: ${connected[0].firstError}`);
    const afterConnect = await Promise.all(
      servers.map((s) => control(s, '/__bench/stats?gc=1&reset=1')),
    );
    const loadBefore = load1();
    ctx.log(`${label}: ${SECONDS} s of trip:update, one per corporate room per second`);
    const emitted = await control(servers[0], '/__bench/emit', {
      corporateIds: corporates.map((c) => c.id),
      seconds: SECONDS,
    });
    await sleep(SETTLE_MS);
    const afterEmit = await Promise.all(servers.map((s) => control(s, '/__bench/stats')));
    const loadAfter = load1();
    const samples = await fleet.collect();
    const afterGc = await Promise.all(servers.map((s) => control(s, '/__bench/stats?gc=1')));

    const groups = instances === 2 ? ['A', 'B'] : ['A'];
    const socketsOn = afterConnect.map((s) => s.localSockets);
    const latencyRows = (instances === 2 ? [...groups, 'all'] : groups).map((g) => {
      const parts = samples.flatMap((s) =>
        Object.entries(s.groups)
          .filter(([name]) => g === 'all' || name === g)
          .map(([, v]) => v.latencies),
      );
      const sockets =
        g === 'all' ? socketsOn.reduce((a, b) => a + b, 0) : socketsOn[g === 'A' ? 0 : 1];
      const expected = emitted.perCorporate * sockets;
      const summary = summarize(concatSamples(parts));
      return {
        scenario: label,
        clients:
          g === 'all'
            ? 'all'
            : instances === 2
              ? `on ${g}${g === 'B' ? ' (via Redis)' : ''}`
              : 'all',
        sockets,
        delivered: summary.count,
        expected,
        lost: expected - summary.count,
        ...summary,
        loadAvg: `${loadBefore} → ${loadAfter}`,
      };
    });
    const emitWallS = (afterEmit[0].at - afterConnect[0].at) / 1000;
    const cpuPct = (a, b) =>
      Math.round(((b.cpu.user - a.cpu.user + b.cpu.system - a.cpu.system) / 1e6 / emitWallS) * 100);
    const memoryRows = servers.map((_, i) => {
      const b = memOf(before[i]);
      const a = memOf(afterConnect[i]);
      const n = socketsOn[i] || 1;
      return {
        scenario: label,
        instance: String.fromCharCode(65 + i),
        sockets: socketsOn[i],
        rssBefore: mib(b.rss),
        rssAfter: mib(a.rss),
        rssAfterRun: mib(afterGc[i].memory.rss),
        heapBefore: mib(b.heap),
        heapAfter: mib(a.heap),
        heapAfterRun: mib(afterGc[i].memory.heapUsed),
        rssPerSocketKiB: Math.round((a.rss - b.rss) / n / 1024),
        heapPerSocketKiB: Math.round(((a.heap - b.heap) / n / 1024) * 10) / 10,
        cpuPct: cpuPct(afterConnect[i], afterEmit[i]),
        loopP99Ms: Number(afterEmit[i].loopDelayP99Ms.toFixed(1)),
      };
    });
    const clientRows = samples.map((s, p) => ({
      scenario: label,
      process: p + 1,
      sockets: connected[p].ok,
      stillConnected: s.connected,
      disconnects: s.disconnects,
      connectS: Number((connected[p].ms / 1000).toFixed(1)),
      cpuPct: Math.round(s.cpuPercent),
      loopP99Ms: Number(s.loopDelayP99Ms.toFixed(1)),
      rssMiB: mib(s.memory.rss),
      kibPerSocket: Math.round(
        (connected[p].memory.rss - connected[p].memoryBefore.rss) / 1024 / (connected[p].ok || 1),
      ),
    }));
    return { latencyRows, memoryRows, clientRows, emitted, failed };
  } finally {
    await fleet.close();
    for (const s of servers.reverse()) await s.stop();
  }
}

export const benchmark = {
  name: 'sockets',
  order: 60,
  async run(ctx) {
    const results = [];
    const db = ctx.pgAvailable ? await createTempDatabase(ctx.pgUrl, 'bench') : undefined;
    try {
      const backend = db ? 'PostgreSQL' : 'PGlite';
      results.push(
        await scenario(ctx, {
          label: `1 instance (${backend})`,
          databaseUrl: db?.url,
          instances: 1,
        }),
      );
      if (!db) ctx.log('two instances need PostgreSQL: skipped');
      else if (!(await redisReachable(REDIS_URL)))
        ctx.log(`Redis not reachable at ${REDIS_URL}: skipped`);
      else
        results.push(
          await scenario(ctx, {
            label: '2 instances + Redis',
            databaseUrl: db.url,
            redisUrl: REDIS_URL,
            instances: 2,
          }),
        );
    } finally {
      await db?.drop();
    }
    const setup = {
      corporates: CORPORATES,
      perCorporate: PER_CORPORATE,
      seconds: SECONDS,
      clientProcs: CLIENT_PROCS,
    };
    return { data: { setup, results }, tables: socketTables(setup, results) };
  },
};
