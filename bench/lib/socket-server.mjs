// Bench-only server entry for bench/sockets.mjs. Run with `node --expose-gc --import tsx`.
// It builds the real app (buildApp: the same plugins, realtime and Redis adapter as
// apps/api/src/server.ts) and adds three routes outside /api that exist only in this process:
//   POST /__bench/provision  corporates + sessions through the auth module's createSession
//   GET  /__bench/stats      memory (after a full GC), CPU, sockets, event-loop delay
//   POST /__bench/emit       the real emitToCorporate on a timer, with the send time in the payload
// Nothing here is reachable from the product's own server entry.
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { TRIP_UPDATE_EVENT } from '@trayecto/contracts';
import { corporates, openDatabase } from '@trayecto/db';
import { buildApp, emitToCorporate } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createSession } from '../../apps/api/src/modules/auth/session.service.ts';

/** Wall-clock ms with sub-ms precision, comparable between processes of one machine. */
const now = () => performance.timeOrigin + performance.now();

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ db: handle, config });
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

app.post('/__bench/provision', async (req) => {
  const { corporates: count, sessionsPerCorporate } = req.body;
  const run = randomBytes(4).toString('hex');
  const at = app.deps.clock.now();
  // One transaction: 5,000 session rows commit in seconds instead of one round trip each.
  return handle.db.transaction(async (tx) => {
    const rows = await tx
      .insert(corporates)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `bench-${run}-${i}@bench.trayecto.test`,
          uniqueId: `TB-${run}-${i}`,
          // Not a scrypt hash: these corporates cannot log in, only their sessions work.
          passwordHash: 'bench:no-login',
          name: `Bench ${run} ${i}`,
          status: 'approved',
        })),
      )
      .returning({ id: corporates.id });
    const out = [];
    for (const { id } of rows) {
      const tokens = [];
      for (let s = 0; s < sessionsPerCorporate; s += 1) {
        const { token } = await createSession(
          tx,
          at,
          { corporateId: id, adminId: null },
          { ip: '127.0.0.1', userAgent: 'bench/sockets' },
        );
        tokens.push(token);
      }
      out.push({ id, tokens });
    }
    return { corporates: out };
  });
});

app.get('/__bench/stats', async (req) => {
  if (req.query.gc === '1' && globalThis.gc) {
    // Twice: the first pass can leave finalizable garbage for the second.
    globalThis.gc();
    globalThis.gc();
  }
  const stats = {
    at: now(),
    memory: process.memoryUsage(),
    cpu: process.cpuUsage(),
    engineClients: app.io.engine.clientsCount,
    localSockets: app.io.of('/').sockets.size,
    // beyond the 10 ms the sampling timer waits anyway
    loopDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - 10),
    loopDelayMaxMs: Math.max(0, loopDelay.max / 1e6 - 10),
  };
  if (req.query.reset === '1') loopDelay.reset();
  return stats;
});

/**
 * Emits one trip:update per corporate per `periodMs`, spread evenly over the period (corporate i
 * at i × period / n), for `seconds`. A 5 ms tick emits every update whose slot has come, so a
 * late tick catches up instead of dropping updates.
 */
app.post('/__bench/emit', async (req) => {
  const { corporateIds, seconds, periodMs = 1000 } = req.body;
  const n = corporateIds.length;
  const total = Math.round((n * seconds * 1000) / periodMs);
  const started = now();
  let sent = 0;
  let maxTickGapMs = 0;
  let lastTick = started;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const t = now();
      maxTickGapMs = Math.max(maxTickGapMs, t - lastTick);
      lastTick = t;
      const due = Math.min(total, Math.floor(((t - started) * n) / periodMs) + 1);
      for (; sent < due; sent += 1) {
        const i = sent % n;
        emitToCorporate(app, corporateIds[i], TRIP_UPDATE_EVENT, {
          trip_id: `bench-trip-${i}`,
          status: 'coming',
          position: { lat: 10.4806 + i * 1e-5, lng: -66.9036, heading: 90 },
          eta: 4,
          sent_at: now(),
        });
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  return { emitted: sent, perCorporate: sent / n, ms: now() - started, maxTickGapMs };
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  try {
    await app.close();
  } finally {
    await handle.close();
    process.exit(0);
  }
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.port, host: config.host });
