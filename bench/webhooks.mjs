// Webhooks: 1,000 events a second written to the outbox (each in its own transaction, as the
// modules write them) on embedded PGlite and delivered by the leader's relay to a local
// receiver; reports what was written and delivered per second and the delivery lag (written →
// received) p50/p99. BENCH_WEBHOOKS_RATE and BENCH_WEBHOOKS_SECONDS change the load.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const RATE = Number(process.env.BENCH_WEBHOOKS_RATE) || 1000;
const SECONDS = Number(process.env.BENCH_WEBHOOKS_SECONDS) || 10;

export const benchmark = {
  name: 'webhooks',
  order: 60,
  async run(ctx) {
    const out = execFileSync(
      join(ctx.root, 'node_modules/.bin/tsx'),
      [join(ctx.root, 'bench/lib/webhooks-load.ts'), String(RATE), String(SECONDS)],
      { cwd: ctx.root, encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    const data = JSON.parse(out.trim().split('\n').at(-1));
    data.loadAvg1m = Number(loadavg()[0].toFixed(1));
    return {
      data,
      tables: [
        {
          title: `Webhooks: ${RATE} events/s for ${SECONDS} s, PGlite, local receiver`,
          columns: [
            'written',
            'written/s',
            'delivered',
            'duplicates',
            'lag p50 ms',
            'lag p99 ms',
            'lag max ms',
            'load 1m',
          ],
          rows: [
            [
              data.written,
              data.writtenPerSecond,
              data.delivered,
              data.duplicates,
              data.lagP50Ms,
              data.lagP99Ms,
              data.lagMaxMs,
              data.loadAvg1m,
            ],
          ],
        },
      ],
    };
  },
};
