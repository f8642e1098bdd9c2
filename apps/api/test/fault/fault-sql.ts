import type pg from 'pg';
import { FINAL_TRIP_STATUSES } from '@trayecto/contracts';

// What the fault tests check in SQL, straight on the tables (not through the API under test).

const FINAL = `(${FINAL_TRIP_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** Each check: a query returning one row per violation, and how to say it. */
const INVARIANTS: [string, string][] = [
  [
    'transfer does not sum to zero or has fewer than 2 entries',
    `select t.id, count(e.id)::int as entries, coalesce(sum(e.amount_cents), 0)::text as sum
       from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id having count(e.id) < 2 or coalesce(sum(e.amount_cents), 0) <> 0`,
  ],
  [
    'account balance differs from the sum of its entries',
    `select a.id, a.balance_cents::text as balance, coalesce(sum(e.amount_cents), 0)::text as entries
       from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  ],
  [
    'entries do not chain (before <> previous after, or the first does not start at 0)',
    `select id, account_id, balance_before_cents::text as before, prev::text
       from (select e.*, lag(balance_after_cents) over (partition by account_id order by id) as prev
               from ledger_entries e) x
      where balance_after_cents <> balance_before_cents + amount_cents
         or coalesce(prev, 0) <> balance_before_cents`,
  ],
  [
    'held_cents differs from the sum of pending holds',
    `select a.id, a.held_cents::text as held, coalesce(sum(h.amount_cents), 0)::text as pending
       from ledger_accounts a
       left join ledger_holds h on h.account_id = a.id and h.status = 'pending'
      group by a.id having a.held_cents <> coalesce(sum(h.amount_cents), 0)`,
  ],
  [
    'non-provider account below minus its overdraft',
    `select id, balance_cents::text as balance, overdraft_cents::text as overdraft
       from ledger_accounts where not allow_negative and balance_cents + overdraft_cents < 0`,
  ],
  [
    'pending hold on a finished trip, or on a trip that does not exist',
    `select h.id, h.reference_id as trip_id, t.status
       from ledger_holds h left join trips t on t.id::text = h.reference_id
      where h.status = 'pending' and h.reference_type = 'trip'
        and (t.id is null or t.status in ${FINAL})`,
  ],
];

/**
 * Every ledger invariant (modules/ledger/README.md) plus "no hold left behind", on one
 * snapshot. Returns one line per violation; empty when the books are sound.
 */
export async function ledgerViolations(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const found: string[] = [];
    for (const [what, query] of INVARIANTS) {
      const { rows } = await client.query(query);
      for (const row of rows.slice(0, 5)) found.push(`${what}: ${JSON.stringify(row)}`);
      if (rows.length > 5) found.push(`${what}: … ${rows.length - 5} more`);
    }
    await client.query('commit');
    return found;
  } finally {
    client.release();
  }
}

/** status of each trip id (missing ids are absent from the map). */
export async function tripStatuses(pool: pg.Pool, ids: string[]): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ id: string; status: string }>(
    'select id, status from trips where id = any($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

export const isFinal = (status: string | undefined) =>
  status !== undefined && (FINAL_TRIP_STATUSES as readonly string[]).includes(status);

/**
 * Which server runs the simulator: the application_name of the session holding the leader's
 * advisory lock (72617940, modules/orders/order-runtime.ts; one int8 key → classid 0, objid key).
 */
export async function leaderName(pool: pg.Pool): Promise<string | null> {
  const { rows } = await pool.query<{ name: string }>(
    `select a.application_name as name
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = 72617940`,
  );
  return rows[0]?.name ?? null;
}

/** Trips of this run (their comment carries the idempotency key with this prefix). */
export async function tripsOfRun(pool: pg.Pool, prefix: string) {
  const { rows } = await pool.query<{ id: string; status: string; comment: string }>(
    `select id, status, comment from trips where comment like $1 || '%'`,
    [prefix],
  );
  return rows;
}
