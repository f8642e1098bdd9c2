// Issue 13's reads under load on PGlite with the demo data: the balance forecast (the wallet's
// last 30 days of spend and its scheduled holds), the notices bell, the recurring trips list, and
// a closed month's statement built from the ledger as JSON and as a PDF (each request builds it).
import { startApiServer } from '../scripts/lib/server-harness.mjs';
import { measure } from './lib/load.mjs';

const DEMO = { email: 'demo@trayecto.test', password: 'Demo1234!' };

function lastMonth() {
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Caracas',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export const benchmark = {
  name: 'money-watch',
  order: 25,
  async run(ctx) {
    const server = await startApiServer({
      env: { DATABASE_URL: '', REDIS_URL: '', DEMO_SEED: 'true', LOG_LEVEL: 'warn' },
    });
    const rows = [];
    try {
      const res = await fetch(`${server.baseUrl}/api/corporate/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      const { token } = await res.json();
      const headers = { 'access-token': token, authorization: `Bearer ${token}` };
      const month = lastMonth();
      for (const path of [
        '/api/corporate/wallet/forecast',
        '/api/corporate/notices',
        '/api/corporate/recurring',
        `/api/corporate/statements/${month}`,
        `/api/corporate/statements/${month}?format=pdf`,
      ]) {
        const check = await fetch(`${server.baseUrl}${path}`, { headers });
        if (check.status !== 200) throw new Error(`GET ${path} answered ${check.status}`);
        ctx.log(`loading ${path}`);
        rows.push({
          target: `GET ${path}`,
          ...(await measure(`${server.baseUrl}${path}`, { headers })),
        });
      }
    } finally {
      await server.stop();
    }
    return {
      data: rows,
      tables: [
        {
          title: `Issue 13's reads on PGlite with the demo data (${rows[0].connections} connections, ${rows[0].durationS} s each)`,
          columns: [
            { key: 'target', label: 'target' },
            { key: 'rps', label: 'req/s', align: 'right' },
            { key: 'p50Ms', label: 'p50 ms', align: 'right' },
            { key: 'p99Ms', label: 'p99 ms', align: 'right' },
            { key: 'non2xx', label: 'non-2xx', align: 'right' },
          ],
          rows,
        },
      ],
    };
  },
};
