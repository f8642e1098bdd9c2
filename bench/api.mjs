// Throughput and p50/p99 latency of GET /api/corporate/me under autocannon, on PGlite and on
// PostgreSQL (a fresh database), beside a bare Fastify hello world measured in the same run.
// Each server is a child process on a free port with a fresh temporary DATA_DIR, with a statement
// counter preloaded (lib/query-counter.mjs) to report SQL statements per request.
import { join } from 'node:path';
import { createTempDatabase, startApiServer } from '../scripts/lib/server-harness.mjs';
import { measure } from './lib/load.mjs';
import {
  COUNTED_SERVER_COMMAND,
  createQueryCountReader,
  statementsPerRequest,
} from './lib/query-count.mjs';

const DEMO = { email: 'demo@trayecto.test', password: 'Demo1234!' };

async function login(baseUrl) {
  const res = await fetch(`${baseUrl}/api/corporate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = await res.json();
  if (res.status !== 200 || !body.token)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

async function measureMe(ctx, backend, databaseUrl) {
  const counter = createQueryCountReader();
  const server = await startApiServer({
    env: { DATABASE_URL: databaseUrl ?? '', REDIS_URL: '', DEMO_SEED: 'true', LOG_LEVEL: 'warn' },
    command: COUNTED_SERVER_COMMAND,
    log: counter.onOutput,
  });
  try {
    const token = await login(server.baseUrl);
    const headers = { 'access-token': token, authorization: `Bearer ${token}` };
    const check = await fetch(`${server.baseUrl}/api/corporate/me`, { headers });
    if (check.status !== 200) throw new Error(`GET /api/corporate/me answered ${check.status}`);
    ctx.log(
      `${backend}: server healthy in ${Math.round(server.healthyMs)} ms; loading /api/corporate/me`,
    );
    const url = `${server.baseUrl}/api/corporate/me`;
    const load = await measure(url, { headers });
    // counted after the load, in the steady state a signed-in panel sees
    const queriesPerRequest = await statementsPerRequest(server, counter, url, { headers });
    return { target: `GET /api/corporate/me (${backend})`, ...load, queriesPerRequest };
  } finally {
    await server.stop();
  }
}

export const benchmark = {
  name: 'api',
  order: 20,
  async run(ctx) {
    const rows = [];
    const hello = await startApiServer({
      command: [process.execPath, [join(ctx.root, 'bench/lib/hello-server.mjs')]],
      healthPath: '/',
    });
    try {
      ctx.log('bare Fastify hello world');
      rows.push({
        target: 'GET / (bare Fastify hello world)',
        ...(await measure(`${hello.baseUrl}/`)),
      });
    } finally {
      await hello.stop();
    }
    rows.push(await measureMe(ctx, 'PGlite', undefined));
    if (ctx.pgAvailable) {
      const db = await createTempDatabase(ctx.pgUrl, 'bench');
      try {
        rows.push(await measureMe(ctx, 'PostgreSQL', db.url));
      } finally {
        await db.drop();
      }
    } else {
      ctx.log(`PostgreSQL not reachable at ${ctx.pgUrl}: skipped`);
    }
    const hw = rows[0].rps;
    for (const row of rows) row.vsHello = `${Math.round((row.rps / hw) * 100)}%`;
    return {
      data: rows,
      tables: [
        {
          title: `API under autocannon (${rows[0].connections} connections, ${rows[0].durationS} s each, load generator on the same machine)`,
          columns: [
            { key: 'target', label: 'target' },
            { key: 'rps', label: 'req/s', align: 'right' },
            { key: 'vsHello', label: 'vs hello', align: 'right' },
            { key: 'avgMs', label: 'avg ms', align: 'right' },
            { key: 'p50Ms', label: 'p50 ms', align: 'right' },
            { key: 'p99Ms', label: 'p99 ms', align: 'right' },
            { key: 'queriesPerRequest', label: 'SQL/req', align: 'right' },
            { key: 'requests', label: 'requests', align: 'right' },
            { key: 'non2xx', label: 'non-2xx', align: 'right' },
            { key: 'errors', label: 'errors', align: 'right' },
          ],
          rows,
        },
      ],
    };
  },
};
