// Trip history over many trips of one corporate (issue 4): server time of GET
// /api/corporate/trips?scope=history for the first page and for a page 500,000 rows deep (keyset
// cursor), on PostgreSQL with 1,000,000 trips (generate_series) and on PGlite with fewer rows
// (BENCH_TRIPS_PGLITE_ROWS, default 200,000: a 1M-row insert in WASM takes too long for a bench
// run). Prints the query plans (EXPLAIN ANALYZE) of the page queries and of the totals (read from
// the trip_daily_totals summary the API keeps as trips finish).
import { loadavg } from 'node:os';
import { createTempDatabase, startApiServer } from '../scripts/lib/server-harness.mjs';
import { DEMO, login, pgQuery, prepared, timeGet } from './lib/list-bench.mjs';

const PG_ROWS = Number(process.env.BENCH_TRIPS_ROWS) || 1_000_000;
const PGLITE_ROWS = Number(process.env.BENCH_TRIPS_PGLITE_ROWS) || 200_000;

// 1M trips 90 s apart (≈ 2.9 years), times at millisecond precision like the API writes them.
const insertSql = (rows) => `
  insert into trips (corporate_id, unique_id, share_token, passenger_type, passenger_name, payer,
    payer_account_id, origin_address, origin_lat, origin_lng, destination_address, destination_lat,
    destination_lng, service_type_id, city_id, status, type, requested_at, dispatched_at,
    started_at, completed_at, estimated_fare_cents, estimated_fare_gross_cents, final_fare_cents,
    route, distance_km, duration_min, created_at, updated_at)
  select $1::uuid, 'BH-' || lpad(g::text, 7, '0'), md5(g::text || random()::text),
    'guest', (array['Ana Pérez','Luis Rivas','María González','José Medina','Carla Díaz'])[1 + g % 5], 'corporate',
    $2::uuid, 'Plaza Bolívar de Caracas', 10.5061, -66.9146, 'Plaza Altamira', 10.4962, -66.8494,
    (array['economy','comfort','xl','moto'])[1 + g % 4], 'caracas',
    case when g % 20 = 0 then 'cancelled_by_user' when g % 33 = 0 then 'no_driver' else 'completed' end,
    'immediate', t, t, t + interval '8 minutes', t + interval '30 minutes', 900, 900,
    case when g % 20 = 0 or g % 33 = 0 then null else 850 + g % 200 end,
    '[]'::jsonb, 8.2, 24, t, t
  from generate_series(1, ${rows}) g,
    lateral (select date_trunc('milliseconds', now() - interval '1 hour' - g * interval '90 seconds') as t) x`;

const dailyTotalsSql = `
  insert into trip_daily_totals (corporate_id, day, status, service_type_id, trips, amount_cents)
  select corporate_id, (requested_at at time zone 'UTC')::date, status, service_type_id, count(*),
    coalesce(sum(final_fare_cents), 0)
  from trips where corporate_id = $1 and unique_id like 'BH-%' group by 1, 2, 3, 4
  on conflict (corporate_id, day, status, service_type_id) do update
    set trips = trip_daily_totals.trips + excluded.trips,
        amount_cents = trip_daily_totals.amount_cents + excluded.amount_cents`;

const cursorOf = (row) =>
  Buffer.from(JSON.stringify([new Date(row.requested_at).toISOString(), row.id])).toString(
    'base64url',
  );

// The statements the repository runs (trips.repository.ts selectTrips / selectTotals).
const FINAL = `('completed','partially_completed','no_driver','cancelled','cancelled_by_user','cancelled_by_provider')`;
const pageSql = (deep) => `
  select * from trips where corporate_id = $1 and dispatched_at is not null and status in ${FINAL}
  ${deep ? `and (requested_at, id) < ($2::timestamptz, $3::uuid)` : ''}
  order by requested_at desc nulls last, id desc nulls last limit 21`;
// totals without filters come from the daily summary (trip-totals.repository.ts)
const totalsSql = `select coalesce(sum(trips),0)::int, coalesce(sum(amount_cents),0)::bigint
  from trip_daily_totals where corporate_id = $1 and status in ${FINAL}`;

async function measure(ctx, backend, rows, query, serverEnv) {
  const { corporateId, accountId } = await query.ids();
  ctx.log(`${backend}: inserting ${rows.toLocaleString('en')} trips…`);
  const t0 = performance.now();
  await query.run(insertSql(rows), [corporateId, accountId]);
  // what the API keeps as trips finish (trip-totals.repository.ts)
  await query.run(dailyTotalsSql, [corporateId]);
  await query.run('analyze trips');
  await query.run('analyze trip_daily_totals');
  const insertS = (performance.now() - t0) / 1000;
  const [deepRow] = await query.rows(
    `select requested_at, id from trips where corporate_id = $1 and status in ${FINAL}
     order by requested_at desc nulls last, id desc nulls last offset ${Math.min(499_999, Math.floor(rows / 2))} limit 1`,
    [corporateId],
  );
  const plans = {
    first_page: await query.explain(pageSql(false), [corporateId]),
    deep_page: await query.explain(pageSql(true), [corporateId, deepRow.requested_at, deepRow.id]),
    totals: await query.explain(totalsSql, [corporateId]),
  };
  await query.close();
  const server = await startApiServer({ env: serverEnv });
  try {
    const token = await login(server.baseUrl);
    const base = '/api/corporate/trips?scope=history&limit=20';
    const first = await timeGet(server.baseUrl, `${base}&totals=false`, token);
    const withTotals = await timeGet(server.baseUrl, base, token);
    const deep = await timeGet(server.baseUrl, `${base}&cursor=${cursorOf(deepRow)}`, token);
    const depth = Math.min(500_000, Math.floor(rows / 2) + 1);
    if (deep.body.data.trips.length !== 20) throw new Error('the deep page is not full');
    const row = (what, r) => ({
      target: `${backend}, ${rows.toLocaleString('en')} trips: ${what}`,
      median: r.median.toFixed(1),
      p95: r.p95.toFixed(1),
    });
    return {
      rows: [
        row('first page', first),
        row('first page + totals', withTotals),
        row(`page at row ${depth.toLocaleString('en')} (cursor)`, deep),
      ],
      plans,
      insertS,
      totals: withTotals.body.data.totals,
    };
  } finally {
    await server.stop();
  }
}

async function pgliteQuery(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  await db.waitReady;
  const q = async (text, params) => (await db.query(text, params)).rows;
  return {
    run: async (text, params) => (params ? db.query(text, params) : db.exec(text)),
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
    close: () => db.close(),
  };
}

export const benchmark = {
  name: 'trips-history',
  order: 45,
  async run(ctx) {
    const results = [];
    if (ctx.pgAvailable) {
      const db = await createTempDatabase(ctx.pgUrl, 'bench');
      try {
        const env = { DATABASE_URL: db.url, REDIS_URL: '', DEMO_SEED: 'true', LOG_LEVEL: 'warn' };
        await prepared(env);
        results.push(await measure(ctx, 'PostgreSQL', PG_ROWS, pgQuery(db.url), env));
      } finally {
        await db.drop();
      }
    } else {
      ctx.log(`PostgreSQL not reachable at ${ctx.pgUrl}: skipped`);
    }
    const { makeTempDir } = await import('../scripts/lib/server-harness.mjs');
    const dataDir = makeTempDir('trayecto-bench-trips-');
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
    };
    await prepared(env);
    results.push(await measure(ctx, 'PGlite', PGLITE_ROWS, await pgliteQuery(dataDir), env));

    for (const r of results) {
      for (const [name, plan] of Object.entries(r.plans))
        console.log(`\n-- ${r.rows[0].target.split(':')[0]}: ${name}\n${plan}`);
    }
    return {
      data: results.map((r) => ({
        rows: r.rows,
        insertS: r.insertS,
        totals: r.totals,
        plans: r.plans,
      })),
      tables: [
        {
          title: `Trip history: server time of GET /trips?scope=history&limit=20 (median of 25, client on the same machine; load avg ${loadavg()[0].toFixed(1)}). Goal < 20 ms on PostgreSQL`,
          columns: [
            { key: 'target', label: 'request' },
            { key: 'median', label: 'median ms', align: 'right' },
            { key: 'p95', label: 'p95 ms', align: 'right' },
          ],
          rows: results.flatMap((r) => r.rows),
        },
      ],
    };
  },
};
