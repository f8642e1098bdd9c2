// Money in (issue 11): server time of a company's GET /api/corporate/topups (first page, one
// status, a page deep by keyset cursor) and of the console's GET /api/console/topups (the waiting
// tab finance opens, every status, a search by company name) over 300,000 top-ups of the seeded
// companies on PostgreSQL, with the EXPLAIN ANALYZE plans. PostgreSQL only (skipped without it).
import { loadavg } from 'node:os';
import { createTempDatabase, startApiServer } from '../scripts/lib/server-harness.mjs';
import { login, pgQuery, prepared, timeGet } from './lib/list-bench.mjs';

const ROWS = Number(process.env.BENCH_TOPUP_ROWS) || 300_000;

// one row in 4 is the demo company's; 1 in 50 waits for finance, 1 in 100 is being verified
const insertSql = `
  insert into topups (corporate_id, method, status, currency, amount_cents, rate, amount_usd_cents,
    igtf_cents, credited_cents, payment_date, reference, reference_key, created_at, updated_at)
  select ids[1 + g % array_length(ids, 1)],
    case when g % 3 = 0 then 'zelle' else 'pago_movil' end,
    case when g % 100 = 0 then 'verifying' when g % 50 = 0 then 'waiting'
         when g % 17 = 0 then 'rejected' else 'approved' end,
    case when g % 3 = 0 then 'USD' else 'VES' end,
    1000 + g % 50000, 236.4571, 1000 + g % 5000, 0, 1000 + g % 5000,
    (now() - g * interval '1 minute')::date, 'B' || g, 'bench:' || g,
    now() - g * interval '1 minute', now() - g * interval '1 minute'
  from generate_series(1, ${ROWS}) g,
    (select array_agg(id order by email) ids from corporates where not is_corporate_master) c`;

const companyPage = (where) => `
  select * from topups where corporate_id = $1 and ${where}
  order by created_at desc, id desc limit 21`;
const consolePage = (where) => `
  select t.*, c.name, c.unique_id, a.name from topups t
  join corporates c on c.id = t.corporate_id left join admins a on a.id = t.decided_by
  where ${where} order by t.created_at desc, t.id desc limit 21`;

export const benchmark = {
  name: 'topups-list',
  order: 48,
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
      const { corporateId } = await query.ids();
      ctx.log(`PostgreSQL: inserting ${ROWS.toLocaleString('en')} top-ups…`);
      await query.run(insertSql, []);
      await query.run('vacuum analyze topups');
      const [deep] = await query.rows(
        `select id, created_at from topups where corporate_id = $1
         order by created_at desc, id desc offset ${Math.floor(ROWS / 8)} limit 1`,
        [corporateId],
      );
      const plans = {
        company_first_page: await query.explain(companyPage('true'), [corporateId]),
        company_waiting: await query.explain(companyPage(`status = 'waiting'`), [corporateId]),
        console_waiting: await query.explain(consolePage(`t.status = 'waiting'`), []),
        // the company's ids are found first by name (a small table), then the list by them
        console_search: await query.explain(consolePage('t.corporate_id = any($1)'), [
          [corporateId],
        ]),
      };
      await query.close();
      const server = await startApiServer({ env });
      try {
        const admin = await login(server.baseUrl, { console: true });
        const company = await login(server.baseUrl);
        const cursor = Buffer.from(
          JSON.stringify([new Date(deep.created_at).toISOString(), deep.id]),
        ).toString('base64url');
        const measured = [
          ['company: first page', '/api/corporate/topups?limit=20', company],
          ['company: waiting', '/api/corporate/topups?limit=20&status=waiting', company],
          [
            `company: page at row ${Math.floor(ROWS / 8).toLocaleString('en')} (cursor)`,
            `/api/corporate/topups?limit=20&cursor=${cursor}`,
            company,
          ],
          ['console: waiting tab', '/api/console/topups?limit=20&status=waiting', admin],
          ['console: every status', '/api/console/topups?limit=20', admin],
          ['console: search a company', '/api/console/topups?limit=20&q=%C3%81vila', admin],
        ];
        const rows = [];
        for (const [what, path, token] of measured) {
          const r = await timeGet(server.baseUrl, path, token);
          rows.push({
            target: `PostgreSQL, ${ROWS.toLocaleString('en')} top-ups: ${what}`,
            median: r.median.toFixed(1),
            p95: r.p95.toFixed(1),
          });
        }
        for (const [name, plan] of Object.entries(plans))
          console.log(`\n-- top-ups: ${name}\n${plan}`);
        return {
          data: { rows, plans },
          tables: [
            {
              title: `Top-ups: server time of a page of 20 (median of 25, client on the same machine; load avg ${loadavg()[0].toFixed(1)})`,
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
