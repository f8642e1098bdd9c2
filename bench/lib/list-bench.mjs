// What the list benchmarks share (trips-history, quotes-list): a demo login, a GET timed by the
// client on the same machine, a PostgreSQL client that explains, and a first start that migrates
// and seeds a fresh database.
import pg from 'pg';
import { startApiServer } from '../../scripts/lib/server-harness.mjs';

export const DEMO = { email: 'demo@trayecto.test', password: 'Demo1234!' };
const RUNS = 25;

export async function call(baseUrl, path, token) {
  const res = await fetch(`${baseUrl}${path}`, { headers: token ? { 'access-token': token } : {} });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export const ADMIN = { email: 'admin@trayecto.test', password: 'Admin1234!' };

/** A session token: the demo company's, or with `console` the seeded owner admin's. */
export async function login(baseUrl, { console: asAdmin = false } = {}) {
  const res = await fetch(`${baseUrl}/api/${asAdmin ? 'console' : 'corporate'}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(asAdmin ? ADMIN : DEMO),
  });
  return (await res.json()).token;
}

/** Median and p95 of the request's time, measured by the client on the same machine. */
export async function timeGet(baseUrl, path, token) {
  for (let i = 0; i < 3; i++) await call(baseUrl, path, token);
  const ms = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    last = await call(baseUrl, path, token);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(RUNS / 2)], p95: ms[Math.floor(RUNS * 0.95)], body: last };
}

export function pgQuery(url) {
  const client = new pg.Client({ connectionString: url });
  const ready = client.connect();
  const q = async (text, params) => (await ready, (await client.query(text, params)).rows);
  return {
    run: q,
    rows: q,
    async ids() {
      const [c] = await q(`select id from corporates where email = $1`, [DEMO.email]);
      const [a] = await q(`select id from ledger_accounts where owner_id = $1`, [c.id]);
      return { corporateId: c.id, accountId: a.id };
    },
    async explain(text, params) {
      const rows = await q(`explain (analyze, buffers) ${text}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    },
    close: () => client.end(),
  };
}

/** Starts the server once so it migrates and seeds the database, then stops it. */
export async function prepared(env) {
  const server = await startApiServer({ env });
  await server.stop();
}
