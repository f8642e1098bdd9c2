// A process of socket.io clients for bench/sockets.mjs, forked with an IPC channel.
// Messages in:  {type:'connect', clients:[{url, token, group}], concurrency}
//               {type:'collect'}  {type:'close'}
// Messages out: {type:'connected', ok, failed, firstError, ms, memory}
//               {type:'samples', groups:{[group]: {latencies: Float64Array, count}}, …}
// Latency = receive time − the `sent_at` the server put in the payload (both
// performance.timeOrigin + performance.now(), so comparable on one machine).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const now = () => performance.timeOrigin + performance.now();
const sockets = [];
const groups = new Map();
let disconnects = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let cpuAtStart = process.cpuUsage();
let wallAtStart = now();

function groupOf(name) {
  let g = groups.get(name);
  if (!g) {
    g = { latencies: new Float64Array(1 << 16), count: 0 };
    groups.set(name, g);
  }
  return g;
}

function record(g, ms) {
  if (g.count === g.latencies.length) {
    const bigger = new Float64Array(g.latencies.length * 2);
    bigger.set(g.latencies);
    g.latencies = bigger;
  }
  g.latencies[g.count] = ms;
  g.count += 1;
}

/** Opens one client the way apps/web/src/lib/socket.ts does, over WebSocket directly. */
function open({ url, token, group }) {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: '/socket.io',
      auth: { token },
      // The browser starts with long-polling and upgrades; the steady state is the same
      // WebSocket, and skipping the polling phase keeps 5,000 handshakes cheap.
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    const g = groupOf(group);
    socket.on('trip:update', (payload) => record(g, now() - payload.sent_at));
    socket.once('connect', () => {
      socket.on('disconnect', () => {
        disconnects += 1;
      });
      resolve({ socket });
    });
    socket.once('connect_error', (error) => resolve({ error: error.message }));
  });
}

async function connectAll(clients, concurrency) {
  const t0 = now();
  const memoryBefore = process.memoryUsage();
  let next = 0;
  let failed = 0;
  let firstError;
  const worker = async () => {
    while (next < clients.length) {
      const result = await open(clients[next++]);
      if (result.socket) sockets.push(result.socket);
      else {
        failed += 1;
        firstError ??= result.error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // Measurements count from here: connecting is not part of the steady state.
  for (const g of groups.values()) g.count = 0;
  loopDelay.reset();
  cpuAtStart = process.cpuUsage();
  wallAtStart = now();
  return { ok: sockets.length, failed, firstError, ms: now() - t0, memoryBefore };
}

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    const result = await connectAll(msg.clients, msg.concurrency);
    process.send({ type: 'connected', ...result, memory: process.memoryUsage() });
  } else if (msg.type === 'collect') {
    const cpu = process.cpuUsage(cpuAtStart);
    const wallMs = now() - wallAtStart;
    const out = {};
    for (const [name, g] of groups) out[name] = { latencies: g.latencies.slice(0, g.count) };
    process.send({
      type: 'samples',
      groups: out,
      connected: sockets.filter((s) => s.connected).length,
      disconnects,
      cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
      // beyond the 10 ms the sampling timer waits anyway
      loopDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - 10),
      loopDelayMaxMs: Math.max(0, loopDelay.max / 1e6 - 10),
      memory: process.memoryUsage(),
    });
  } else if (msg.type === 'close') {
    for (const s of sockets) s.close();
    process.exit(0);
  }
});
