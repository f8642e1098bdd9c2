import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporates, type DbHandle } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { seedDemo } from '../../seed/seed.ts';
import { findAccount } from '../ledger/ledger.service.ts';
import { selectOperations, type OperationFilter } from './wallet.repository.ts';

// The operations list must walk the (account_id, id) index, not the primary key: with one
// corporate's entries 1 in 6 of the table, a primary-key plan reads every other account's newer rows.

let h: DbHandle;
let ids: { corporate: string; account: string };
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
  const demoAccount = (await findAccount(h.db, { type: 'corporate', corporateId: demo!.id }))!;
  const otraAccount = (await findAccount(h.db, { type: 'corporate', corporateId: otra!.id }))!;
  ids = { corporate: demo!.id, account: demoAccount.id };
  // 6,000 history rows: every sixth is demo's. Plan shape only: the amounts do not chain.
  await h.db.execute(sql`with t as (
      insert into ledger_transfers (corporate_id, kind, description, created_at)
      select case when g % 6 = 0 then ${demo!.id}::uuid else ${otra!.id}::uuid end,
             case when g % 4 = 0 then 'topup' else 'give_balance' end, 'plan ' || g,
             now() - make_interval(mins => 6000 - g)
      from generate_series(1, 6000) g
      returning id, corporate_id, created_at)
    insert into ledger_entries (transfer_id, account_id, amount_cents, balance_before_cents, balance_after_cents, created_at)
    select id, case when corporate_id = ${demo!.id}::uuid then ${demoAccount.id}::uuid else ${otraAccount.id}::uuid end, 100, 0, 100, created_at
    from t order by created_at`);
  await h.db.execute(sql`analyze`);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function plan(filter: OperationFilter, beforeId?: number) {
  const query = selectOperations(h.db, ids.corporate, ids.account, filter, {
    beforeId,
    limit: 21,
  }) as unknown as {
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

describe('wallet operations query plan', () => {
  it.each([
    ['the first page', undefined],
    ['a next page', 3000],
  ] as const)('walks ledger_entries_account_idx backwards for %s', async (_n, beforeId) => {
    const text = await plan({}, beforeId);
    expect(text).toMatch(/Index Scan Backward using ledger_entries_account_idx on ledger_entries/);
    expect(text).not.toMatch(/ledger_entries_pkey/);
  });

  it('reads only this account’s entries through ledger_entries_account_idx with a kind filter', async () => {
    const text = await plan({ kind: 'topup' });
    expect(text).toMatch(/ledger_entries_account_idx/);
    expect(text).not.toMatch(/ledger_entries_pkey/);
  });
});
