import type pg from 'pg';
import { guestTrip, type Api, type PayrollUser, type Reply, type Route } from './fault-api.ts';

// Money-moving requests with Idempotency-Keys, fired concurrently at a server that is about to
// be killed; then every key replayed and each key's effect counted in SQL.

export type MoneyOp = {
  key: string;
  kind: 'balance' | 'trip';
  path: string;
  body: unknown;
  /** balance ops: the payroll user and the amount, unique per op so SQL can find its transfer */
  userId?: string;
  cents?: number;
  /** the answer before the kill (status 0: none) */
  first?: Reply;
};

/** Balance amounts: 1.01 $, 1.02 $ … one per op; the prefund (50 $) never collides. */
const FIRST_CENTS = 101;
export const PREFUND_DOLLARS = 50;

export function createMoneyLoad(api: Api, users: PayrollUser[], routes: Route[], prefix: string) {
  const ops: MoneyOp[] = [];
  let stopped = false;
  let inFlight = 0;
  let answered = 0;

  const nextOp = (): MoneyOp => {
    const n = ops.length;
    const key = `${prefix}-${n}`;
    if (n % 2 === 1) {
      const path = '/api/corporate/trips';
      return { key, kind: 'trip', path, body: guestTrip(routes[n % routes.length]!, key) };
    }
    // each user gets a give, then a take of about as much: balances stay near the prefund
    const user = users[Math.floor(n / 4) % users.length]!;
    const cents = FIRST_CENTS + n;
    const direction = n % 4 === 0 ? 'give' : 'take';
    return {
      key,
      kind: 'balance',
      path: `/api/corporate/users/${user._id}/balance`,
      body: { amount: cents / 100, direction },
      userId: user._id,
      cents,
    };
  };

  const worker = async () => {
    // capped so the corporate wallet and the users' prefund always cover the load
    while (!stopped && ops.length < 2_000) {
      const op = nextOp();
      ops.push(op);
      inFlight++;
      op.first = await api.call('POST', op.path, { body: op.body, key: op.key });
      inFlight--;
      answered++;
    }
  };

  let workers: Promise<void>[] = [];
  return {
    ops,
    inFlight: () => inFlight,
    answered: () => answered,
    start(concurrency: number) {
      workers = Array.from({ length: concurrency }, worker);
    },
    /** no new requests; resolves when every request sent has an answer (or a reset) */
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

/** Balance transfers of the run by "user:cents" (the prefund's 50 $ excluded). */
export async function balanceTransfersByOp(pool: pg.Pool, userIds: string[]) {
  const { rows } = await pool.query<{ id: string; owner_id: string; cents: string }>(
    `select t.id, a.owner_id, abs(e.amount_cents)::text as cents
       from ledger_transfers t
       join ledger_entries e on e.transfer_id = t.id
       join ledger_accounts a on a.id = e.account_id
      where a.owner_type = 'payroll_user' and a.owner_id = any($1::uuid[])
        and t.kind in ('give_balance', 'take_balance') and abs(e.amount_cents) <> $2`,
    [userIds, PREFUND_DOLLARS * 100],
  );
  const byOp = new Map<string, string[]>();
  for (const r of rows) {
    const k = `${r.owner_id}:${r.cents}`;
    byOp.set(k, [...(byOp.get(k) ?? []), r.id]);
  }
  return byOp;
}

/** Trips of the run by idempotency key (the key rides in the trip's comment). */
export async function tripsByKey(pool: pg.Pool, prefix: string) {
  const { rows } = await pool.query<{ id: string; comment: string }>(
    `select id, comment from trips where comment like $1 || '-%'`,
    [prefix],
  );
  const byKey = new Map<string, string[]>();
  for (const r of rows) byKey.set(r.comment, [...(byKey.get(r.comment) ?? []), r.id]);
  return byKey;
}
