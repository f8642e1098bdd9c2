import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporates, type DbHandle } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { seedDemo } from '../../seed/seed.ts';
import { selectActivity, type ActivityFilter } from './activity.repository.ts';

// The activity list must walk audit_log_corporate_idx (corporate_id, id) backwards, never the
// primary key or the whole table: with one company's rows 1 in 6 of the log, a primary-key plan
// reads every other company's newer rows.

let h: DbHandle;
let demoId: string;
beforeAll(async () => {
  h = await openTestDatabase();
  await seedDemo(h.db);
  const [demo] = await h.db
    .select()
    .from(corporates)
    .where(eq(corporates.email, 'demo@trayecto.test'));
  const [otra] = await h.db
    .select()
    .from(corporates)
    .where(eq(corporates.email, 'otra@trayecto.test'));
  demoId = demo!.id;
  await h.db.execute(sql`
    insert into audit_log (corporate_id, actor_type, actor_id, action, entity, entity_id, ip, created_at)
    select case when g % 6 = 0 then ${demo!.id}::uuid else ${otra!.id}::uuid end,
           case when g % 10 = 0 then 'system' else 'corporate' end,
           null,
           case when g % 4 = 0 then 'trip_requested' else 'login' end,
           'trip', 'plan ' || g, '10.0.0.1',
           now() - make_interval(mins => 6000 - g)
    from generate_series(1, 6000) g`);
  await h.db.execute(sql`analyze`);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function plan(filter: ActivityFilter, beforeId?: number) {
  const query = selectActivity(h.db, demoId, filter, { beforeId, limit: 21 }) as unknown as {
    toSQL(): { sql: string; params: unknown[] };
  };
  const { sql: text, params } = query.toSQL();
  const literal = text.replace(/\$(\d+)/g, (_, i: string) => {
    const v = params[Number(i) - 1];
    return typeof v === 'number'
      ? String(v)
      : `'${v instanceof Date ? v.toISOString() : String(v)}'`;
  });
  const res = (await h.db.execute(sql.raw(`explain (costs off) ${literal}`))) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return res.rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('activity query plan', () => {
  it.each<[string, ActivityFilter, number | undefined]>([
    ['the first page', {}, undefined],
    ['a next page', {}, 3000],
    ['who: the company', { actor: 'company' }, undefined],
    ['an action', { action: 'trip_requested' }, undefined],
    [
      'a long date range',
      { from: new Date(Date.now() - 30 * 86_400_000), to: new Date() },
      undefined,
    ],
  ])('walks audit_log_corporate_idx backwards for %s', async (_n, filter, beforeId) => {
    const text = await plan(filter, beforeId);
    expect(text).toMatch(/Index Scan Backward using audit_log_corporate_idx on audit_log/);
    expect(text).not.toMatch(/audit_log_pkey|Seq Scan on audit_log/);
  });

  it('reads only the company’s rows through audit_log_corporate_idx for the rare assist-mode rows', async () => {
    // none in this log: the planner may fetch the company's rows by bitmap and sort them instead
    const text = await plan({ actor: 'assist' });
    expect(text).toMatch(
      /(Index Scan Backward using|Bitmap Index Scan on) audit_log_corporate_idx/,
    );
    expect(text).not.toMatch(/audit_log_pkey|Seq Scan on audit_log/);
  });
});
