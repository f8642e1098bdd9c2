// The audit log (issue 10): server time of the console's GET /api/console/audit over 500,000
// audit rows of 50 companies on PostgreSQL (the first page, one company, one action, a page
// 250,000 rows deep) and of a company's own GET /api/corporate/activity, with the EXPLAIN
// ANALYZE plans of the console's pages. PostgreSQL only (skipped without it).
import { loadavg } from 'node:os';
import { createTempDatabase, startApiServer } from '../scripts/lib/server-harness.mjs';
import { login, pgQuery, prepared, timeGet } from './lib/list-bench.mjs';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS) || 500_000;
const ACTIONS = ['trip_requested', 'trip_cancelled', 'payroll_user_updated', 'login', 'logout'];

// one row in 50 is the demo company's (the rest spread over 49 other ids), ten seconds apart
const insertSql = `
  insert into audit_log (corporate_id, actor_type, actor_id, action, entity, entity_id, ip, created_at)
  select case when g % 50 = 0 then $1::uuid else md5('c' || (g % 50))::uuid end,
    'corporate', case when g % 50 = 0 then $1::uuid else md5('c' || (g % 50))::uuid end,
    (array[${ACTIONS.map((a) => `'${a}'`).join(',')}])[1 + g % ${ACTIONS.length}],
    'trip', g::text, '10.0.0.' || (g % 200), now() - g * interval '10 seconds'
  from generate_series(1, ${ROWS}) g`;

const pageSql = (where) => `
  select * from audit_log l
  left join admins a on a.id = l.actor_id
  left join corporates c on c.id = l.corporate_id
  where ${where} order by l.id desc limit 21`;

export const benchmark = {
  name: 'audit-list',
  order: 47,
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
      ctx.log(`PostgreSQL: inserting ${ROWS.toLocaleString('en')} audit rows…`);
      await query.run(insertSql, [corporateId]);
      await query.run('vacuum analyze audit_log');
      const [deep] = await query.rows(
        `select id from audit_log order by id desc offset ${Math.floor(ROWS / 2)} limit 1`,
      );
      const plans = {
        first_page: await query.explain(pageSql('true'), []),
        one_company: await query.explain(pageSql('l.corporate_id = $1'), [corporateId]),
        one_action: await query.explain(pageSql(`l.action = 'trip_cancelled'`), []),
        deep_page: await query.explain(pageSql('l.id < $1'), [deep.id]),
      };
      await query.close();
      const server = await startApiServer({ env });
      try {
        const admin = await login(server.baseUrl, { console: true });
        const company = await login(server.baseUrl);
        const cursor = Buffer.from(JSON.stringify({ e: Number(deep.id) })).toString('base64url');
        const measured = [
          ['console: first page', '/api/console/audit?limit=20', admin],
          [
            'console: one company',
            `/api/console/audit?limit=20&corporate_id=${corporateId}`,
            admin,
          ],
          ['console: one action', '/api/console/audit?limit=20&action=trip_cancelled', admin],
          [
            `console: page at row ${Math.floor(ROWS / 2).toLocaleString('en')} (cursor)`,
            `/api/console/audit?limit=20&cursor=${cursor}`,
            admin,
          ],
          ['company activity: first page', '/api/corporate/activity?limit=20', company],
        ];
        const rows = [];
        for (const [what, path, token] of measured) {
          const r = await timeGet(server.baseUrl, path, token);
          rows.push({
            target: `PostgreSQL, ${ROWS.toLocaleString('en')} audit rows: ${what}`,
            median: r.median.toFixed(1),
            p95: r.p95.toFixed(1),
          });
        }
        for (const [name, plan] of Object.entries(plans))
          console.log(`\n-- audit: ${name}\n${plan}`);
        return {
          data: { rows, plans },
          tables: [
            {
              title: `Audit log: server time of a page of 20 (median of 25, client on the same machine; load avg ${loadavg()[0].toFixed(1)})`,
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
