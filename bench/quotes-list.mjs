// Multistop quotes list (issue 9): server time of GET /api/corporate/quotes (every tab's counts
// come with each page) over 200,000 quotes of one corporate on PostgreSQL: the first page, a
// tab, a search by passenger and a page 100,000 rows deep (keyset cursor); with the EXPLAIN
// ANALYZE plans of the page and of the counts. PostgreSQL only (skipped without it).
import { loadavg } from 'node:os';
import { createTempDatabase, startApiServer } from '../scripts/lib/server-harness.mjs';
import { login, pgQuery, prepared, timeGet } from './lib/list-bench.mjs';

const ROWS = Number(process.env.BENCH_QUOTES_ROWS) || 200_000;

// quotes 10 minutes apart, around now; statuses as a busy company would have them
const insertSql = `
  insert into multistop_quotes (corporate_id, unique_id, status, passenger_type, passenger_name,
    payer, payer_account_id, places, service_type_id, scheduled_at, expires_at, requested_at,
    priced_at, legs, stop_fee_cents, total_cents, distance_km, duration_min, created_at, updated_at)
  select $1::uuid, 'MB-' || lpad(g::text, 7, '0'),
    (array['expired','not_approved','approved','approved','waiting_for_approval','cancelled'])[1 + g % 6],
    'guest', (array['Ana Pérez','Luis Rivas','María González','José Medina','Carla Díaz'])[1 + g % 5],
    'corporate', $2::uuid,
    '[{"address":"Plaza Bolívar","lat":10.5061,"lng":-66.9146},{"address":"Sabana Grande","lat":10.4967,"lng":-66.8786},{"address":"Altamira","lat":10.4962,"lng":-66.8494}]'::jsonb,
    'economy', t, t - interval '15 minutes', t - interval '1 day', t - interval '1 day',
    '[{"distanceKm":4,"durationMin":11,"fareCents":425},{"distanceKm":3,"durationMin":8,"fareCents":300}]'::jsonb,
    150, 1025, 7, 19, t, t
  from generate_series(1, ${ROWS}) g,
    lateral (select date_trunc('milliseconds', now() + interval '30 days' - g * interval '10 minutes') as t) x`;

const pageSql = (deep) => `
  select * from multistop_quotes q left join trips o on o.id = q.order_id
  where q.corporate_id = $1 ${deep ? `and (q.scheduled_at, q.id) < ($2::timestamptz, $3::uuid)` : ''}
  order by q.scheduled_at desc nulls last, q.id desc nulls last limit 21`;
const countsSql = `select status, count(*)::int from multistop_quotes where corporate_id = $1 group by status`;

const cursorOf = (row) =>
  Buffer.from(JSON.stringify([new Date(row.scheduled_at).toISOString(), row.id])).toString(
    'base64url',
  );

export const benchmark = {
  name: 'quotes-list',
  order: 46,
  async run(ctx) {
    if (!ctx.pgAvailable) {
      ctx.log(`PostgreSQL not reachable at ${ctx.pgUrl}: skipped`);
      return { data: null, tables: [] };
    }
    const db = await createTempDatabase(ctx.pgUrl, 'bench');
    try {
      const env = { DATABASE_URL: db.url, REDIS_URL: '', DEMO_SEED: 'true', LOG_LEVEL: 'warn' };
      await prepared(env);
      const query = pgQuery(db.url);
      const { corporateId, accountId } = await query.ids();
      ctx.log(`PostgreSQL: inserting ${ROWS.toLocaleString('en')} quotes…`);
      await query.run(insertSql, [corporateId, accountId]);
      await query.run('vacuum analyze multistop_quotes');
      const depth = Math.floor(ROWS / 2);
      const [deepRow] = await query.rows(
        `select scheduled_at, id from multistop_quotes where corporate_id = $1
         order by scheduled_at desc nulls last, id desc nulls last offset ${depth} limit 1`,
        [corporateId],
      );
      const plans = {
        first_page: await query.explain(pageSql(false), [corporateId]),
        deep_page: await query.explain(pageSql(true), [
          corporateId,
          deepRow.scheduled_at,
          deepRow.id,
        ]),
        counts: await query.explain(countsSql, [corporateId]),
      };
      await query.close();
      const server = await startApiServer({ env });
      try {
        const token = await login(server.baseUrl);
        const base = '/api/corporate/quotes?limit=20';
        const measured = [
          ['first page (all) + counts', base],
          ['tab waiting for approval + counts', `${base}&tab=waiting_for_approval`],
          ['search "maría"', `${base}&q=mar%C3%ADa`],
          [
            `page at row ${depth.toLocaleString('en')} (cursor)`,
            `${base}&cursor=${cursorOf(deepRow)}`,
          ],
        ];
        const rows = [];
        for (const [what, path] of measured) {
          const r = await timeGet(server.baseUrl, path, token);
          if (r.body.data.quotes.length !== 20) throw new Error(`${what}: the page is not full`);
          rows.push({
            target: `PostgreSQL, ${ROWS.toLocaleString('en')} quotes: ${what}`,
            median: r.median.toFixed(1),
            p95: r.p95.toFixed(1),
          });
        }
        for (const [name, plan] of Object.entries(plans))
          console.log(`\n-- quotes: ${name}\n${plan}`);
        return {
          data: { rows, plans },
          tables: [
            {
              title: `Multistop quotes: server time of GET /quotes?limit=20 with every tab's counts (median of 25, client on the same machine; load avg ${loadavg()[0].toFixed(1)})`,
              columns: [
                { key: 'target', label: 'request' },
                { key: 'median', label: 'median ms', align: 'right' },
                { key: 'p95', label: 'p95 ms', align: 'right' },
              ],
              rows,
            },
          ],
        };
      } finally {
        await server.stop();
      }
    } finally {
      await db.drop();
    }
  },
};
