// Give-balance throughput: POST /api/corporate/users/{id}/balance with 20 concurrent clients,
// each request a fresh Idempotency-Key, on PGlite and on PostgreSQL (a fresh database), with
// p50/p99 latency. After the load it checks the books: the collaborator received exactly
// what the corporate wallet lost, and at least (2xx answers × amount).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createTempDatabase, startApiServer } from '../scripts/lib/server-harness.mjs';

const DEMO = { email: 'demo@trayecto.test', password: 'Demo1234!' };
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_LEDGER_SECONDS) || 10;
const WARMUP_S = 2;
const AMOUNT = 0.01;
/** More than either backend can do on this machine; the wallet must cover it. */
const MAX_RPS_ASSUMED = 5000;

async function call(baseUrl, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { 'access-token': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

function load(url, token, duration) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: { 'access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: AMOUNT, direction: 'give' }),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });
}

/** The wallet once requests still in flight when autocannon stopped have finished (it stops changing). */
async function settledWallet(baseUrl, token) {
  let last = (await call(baseUrl, '/api/corporate/wallet', { token })).data;
  for (let i = 0; i < 60; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = (await call(baseUrl, '/api/corporate/wallet', { token })).data;
    if (now.balance === last.balance) return now;
    last = now;
  }
  throw new Error('the wallet kept changing after the load stopped');
}

async function measureGive(ctx, backend, databaseUrl) {
  const server = await startApiServer({
    env: { DATABASE_URL: databaseUrl ?? '', REDIS_URL: '', DEMO_SEED: 'true', LOG_LEVEL: 'warn' },
  });
  try {
    const { token } = await call(server.baseUrl, '/api/corporate/login', {
      method: 'POST',
      body: DEMO,
    });
    const users = await call(server.baseUrl, '/api/corporate/users?is_active=true&limit=1', {
      token,
    });
    const user = users.data.users[0];
    const walletPath = '/api/corporate/wallet';
    const before = (await call(server.baseUrl, walletPath, { token })).data;
    const needed = MAX_RPS_ASSUMED * (DURATION_S + WARMUP_S) * AMOUNT;
    // The seeded wallet (3,050.75 + 500 overdraft) funds far more gives of one cent than a run makes.
    if (before.available < needed)
      throw new Error(`the wallet has ${before.available} available, the run may need ${needed}`);
    const url = `${server.baseUrl}/api/corporate/users/${user._id}/balance`;
    ctx.log(
      `${backend}: warm-up ${WARMUP_S} s, then ${DURATION_S} s of gives with ${CONNECTIONS} clients`,
    );
    const warm = await load(url, token, WARMUP_S);
    const r = await load(url, token, DURATION_S);
    const after = await settledWallet(server.baseUrl, token);
    const userAfter = (await call(server.baseUrl, `/api/corporate/users/${user._id}`, { token }))
      .data.user;
    // Requests still in flight when autocannon stops may complete on the server afterwards,
    // so the books must show at least the 2xx answers, and both sides must move by the same amount.
    const okCents = (warm['2xx'] + r['2xx']) * Math.round(AMOUNT * 100);
    const userDelta = Math.round(userAfter.balance * 100) - Math.round(user.balance * 100);
    const walletDelta = Math.round(before.balance * 100) - Math.round(after.balance * 100);
    const booksOk =
      userDelta === walletDelta &&
      userDelta >= okCents &&
      userDelta % Math.round(AMOUNT * 100) === 0;
    return {
      target: `POST /users/{id}/balance give (${backend})`,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      avgMs: r.latency.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      books: booksOk
        ? 'balanced'
        : `MISMATCH user ${userDelta} wallet ${walletDelta} 2xx ${okCents}`,
      loadAvg: loadavg()[0].toFixed(1),
    };
  } finally {
    await server.stop();
  }
}

export const benchmark = {
  name: 'ledger',
  order: 30,
  async run(ctx) {
    const rows = [await measureGive(ctx, 'PGlite', undefined)];
    if (ctx.pgAvailable) {
      const db = await createTempDatabase(ctx.pgUrl, 'bench');
      try {
        rows.push(await measureGive(ctx, 'PostgreSQL', db.url));
      } finally {
        await db.drop();
      }
    } else {
      ctx.log(`PostgreSQL not reachable at ${ctx.pgUrl}: skipped`);
    }
    if (rows.some((r) => r.books !== 'balanced'))
      throw new Error(`the books do not balance: ${JSON.stringify(rows)}`);
    return {
      data: rows,
      tables: [
        {
          title: `Ledger: give balance, ${CONNECTIONS} concurrent clients, ${DURATION_S} s each, a fresh Idempotency-Key per request (load generator on the same machine)`,
          columns: [
            { key: 'target', label: 'target' },
            { key: 'rps', label: 'gives/s', align: 'right' },
            { key: 'avgMs', label: 'avg ms', align: 'right' },
            { key: 'p50Ms', label: 'p50 ms', align: 'right' },
            { key: 'p99Ms', label: 'p99 ms', align: 'right' },
            { key: 'requests', label: 'requests', align: 'right' },
            { key: 'non2xx', label: 'non-2xx', align: 'right' },
            { key: 'errors', label: 'errors', align: 'right' },
            { key: 'books', label: 'books', align: 'right' },
            { key: 'loadAvg', label: 'load avg', align: 'right' },
          ],
          rows,
        },
      ],
    };
  },
};
