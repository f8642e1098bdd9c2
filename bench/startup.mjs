// Time from spawning `npm start`'s script (node scripts/start.mjs) on a fresh data folder to the
// first 200 of GET /api/health: migrations, demo seed and listen included. The web build is
// made beforehand and passed as WEB_DIST, so no (re)build is counted.
import { join } from 'node:path';
import { createTempDatabase, startApiServer } from '../scripts/lib/server-harness.mjs';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS || 3);

async function timeStart(ctx, databaseUrl) {
  const server = await startApiServer({
    command: [process.execPath, [join(ctx.root, 'scripts/start.mjs')]],
    env: {
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(ctx.root, 'apps/web/dist'),
    },
  });
  await server.stop();
  return Math.round(server.healthyMs);
}

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    runs: ms,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    minMs: sorted[0],
    maxMs: sorted.at(-1),
  };
};

export const benchmark = {
  name: 'startup',
  order: 30,
  async run(ctx) {
    ctx.ensureWebBuild();
    const rows = [];
    const pglite = [];
    for (let i = 0; i < RUNS; i += 1) pglite.push(await timeStart(ctx, undefined));
    rows.push({ backend: 'PGlite, fresh DATA_DIR', ...stats(pglite) });
    if (ctx.pgAvailable) {
      const pg = [];
      for (let i = 0; i < RUNS; i += 1) {
        const db = await createTempDatabase(ctx.pgUrl, 'bench');
        try {
          pg.push(await timeStart(ctx, db.url));
        } finally {
          await db.drop();
        }
      }
      rows.push({ backend: 'PostgreSQL, fresh database', ...stats(pg) });
    }
    for (const row of rows) row.all = row.runs.join(', ');
    return {
      data: rows,
      tables: [
        {
          title:
            'Startup: spawn `node scripts/start.mjs` -> first 200 of /api/health (migrations + demo seed)',
          columns: [
            { key: 'backend', label: 'database' },
            { key: 'medianMs', label: 'median ms', align: 'right' },
            { key: 'minMs', label: 'min ms', align: 'right' },
            { key: 'maxMs', label: 'max ms', align: 'right' },
            { key: 'all', label: 'runs (ms)' },
          ],
          rows,
        },
      ],
    };
  },
};
