// Webhooks: 1,000 events a second written to the outbox (each in its own transaction, as the
// modules write them) and delivered by the leader's relay to a local receiver, on embedded PGlite
// and (when reachable) on PostgreSQL, each in a fresh database; reports what was written and
// delivered per second and the delivery lag (written → received) p50/p99.
// BENCH_WEBHOOKS_RATE and BENCH_WEBHOOKS_SECONDS change the load.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const RATE = Number(process.env.BENCH_WEBHOOKS_RATE) || 1000;
const SECONDS = Number(process.env.BENCH_WEBHOOKS_SECONDS) || 10;

export const benchmark = {
  name: 'webhooks',
  order: 60,
  async run(ctx) {
    const once = (database, url) => {
      ctx.log(`webhooks on ${database}`);
      const out = execFileSync(
        join(ctx.root, 'node_modules/.bin/tsx'),
        [join(ctx.root, 'bench/lib/webhooks-load.ts'), String(RATE), String(SECONDS)],
        {
          cwd: ctx.root,
          encoding: 'utf8',
          maxBuffer: 1 << 24,
          // the load script's database: PGlite in memory, or a fresh database on `url`
          env: { ...process.env, DATABASE_URL: url ?? '' },
        },
      );
      const row = JSON.parse(out.trim().split('\n').at(-1));
      return { database, ...row, loadAvg1m: Number(loadavg()[0].toFixed(1)) };
    };
    const rows = [once('PGlite', undefined)];
    if (ctx.pgAvailable) rows.push(once('PostgreSQL', ctx.pgUrl));
    else ctx.log(`PostgreSQL not reachable at ${ctx.pgUrl}: skipped`);
    const data = rows;
    return {
      data,
      tables: [
        {
          title: `Webhooks: ${RATE} events/s for ${SECONDS} s, the relay and a local receiver in one process`,
          columns: [
            { key: 'database', label: 'database' },
            { key: 'written', label: 'written', align: 'right' },
            { key: 'writtenPerSecond', label: 'written/s', align: 'right' },
            { key: 'delivered', label: 'delivered', align: 'right' },
            { key: 'duplicates', label: 'duplicates', align: 'right' },
            { key: 'lagP50Ms', label: 'lag p50 ms', align: 'right' },
            { key: 'lagP99Ms', label: 'lag p99 ms', align: 'right' },
            { key: 'lagMaxMs', label: 'lag max ms', align: 'right' },
            { key: 'loadAvg1m', label: 'load 1m', align: 'right' },
          ],
          rows,
        },
      ],
    };
  },
};
