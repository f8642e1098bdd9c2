// Database steps of bench/soak.mjs, run with `node --import tsx` while no server holds the
// database (PGlite allows one process). DATABASE_URL or DATA_DIR from the environment.
//   prepare <cents>  migrate, seed the demo data as server.ts does, then top up the demo wallet
//                    by <cents> with the ledger's own transfer() (kind 'topup', from the
//                    provider's bank_clearing account): a balanced two-entry transfer.
//   check            the ledger invariants, in SQL.
// Prints one JSON line on stdout.
import { sql } from 'drizzle-orm';
import { openDatabase } from '@trayecto/db';
import { ensureAccount, transfer } from '../../apps/api/src/modules/ledger/ledger.service.ts';
import { seedDemo } from '../../apps/api/src/seed/seed.ts';
import { seedDemoTrips } from '../../apps/api/src/seed/seed-trips.ts';

const [command, arg] = process.argv.slice(2);
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
const rows = async (query) => (await handle.db.execute(query)).rows;
const count = async (query) => Number((await rows(query))[0].n);

async function prepare(cents) {
  await seedDemo(handle.db);
  await seedDemoTrips(handle.db);
  const [demo] = await rows(sql`select id from corporates where email = 'demo@trayecto.test'`);
  const bank = await ensureAccount(handle.db, { type: 'provider', code: 'bank_clearing' });
  const wallet = await ensureAccount(handle.db, { type: 'corporate', corporateId: demo.id });
  await transfer(handle.db, {
    corporateId: demo.id,
    kind: 'topup',
    description: 'Bench soak top-up',
    metadata: { bench: 'soak' },
    entries: [
      { accountId: bank.id, amountCents: -cents },
      { accountId: wallet.id, amountCents: cents },
    ],
  });
  return { corporateId: demo.id, toppedUpCents: cents };
}

async function check() {
  const invariants = {
    transfersNotSummingToZero: await count(sql`select count(*) as n from (
      select t.id from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) < 2) x`),
    balancesNotEqualToEntries: await count(sql`select count(*) as n from ledger_accounts a
      left join (select account_id, sum(amount_cents) as s from ledger_entries group by account_id) e
        on e.account_id = a.id
      where a.balance_cents <> coalesce(e.s, 0)`),
    heldNotEqualToPendingHolds: await count(sql`select count(*) as n from ledger_accounts a
      left join (select account_id, sum(amount_cents) as s from ledger_holds
                 where status = 'pending' group by account_id) h on h.account_id = a.id
      where a.held_cents <> coalesce(h.s, 0)`),
    brokenEntryChains: await count(sql`select count(*) as n from (
      select balance_before_cents,
             lag(balance_after_cents) over (partition by account_id order by id) as prev
      from ledger_entries) c where c.prev is not null and c.balance_before_cents <> c.prev`),
    availableBelowZero: await count(sql`select count(*) as n from ledger_accounts
      where not allow_negative and balance_cents + overdraft_cents - held_cents < 0`),
  };
  const [totals] = await rows(sql`select
      (select count(*) from ledger_transfers) as transfers,
      (select count(*) from ledger_entries) as entries,
      (select count(*) from ledger_holds where status = 'pending') as holds_pending,
      (select count(*) from ledger_holds where status = 'posted') as holds_posted,
      (select count(*) from ledger_holds where status = 'voided') as holds_voided,
      (select count(*) from trips) as trips`);
  const ok = Object.values(invariants).every((n) => n === 0);
  return {
    ok,
    invariants,
    totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Number(v)])),
  };
}

try {
  const result = command === 'prepare' ? await prepare(Number(arg)) : await check();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await handle.close();
}
