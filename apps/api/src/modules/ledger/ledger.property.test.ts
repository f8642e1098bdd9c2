import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { AppError } from '../../lib/app-error.ts';
import { createCorporate } from './ledger-test-helpers.ts';
import { createHold, postHold, voidHold } from './ledger-hold.service.ts';
import { ensureAccount, LedgerInvariantError, setOverdraft, transfer } from './ledger.service.ts';

// Random sequences of transfers, holds, posts, voids and overdraft changes, run against the real
// database and against a tiny in-memory model. Each sequence runs in one transaction that is
// rolled back, so sequences are independent and the database is reused.

// Typically ~45 s of CPU on PGlite for 1,000 runs; the timeout leaves room for a loaded machine.
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 1_000);
const ACCOUNTS = 5; // 0 corporate, 1-2 payroll users, 3 revenue, 4 bank clearing (provider)

type Op =
  | { op: 'transfer'; from: number; to: number; cents: number }
  | { op: 'split'; from: number; to: [number, number]; cents: [number, number] }
  | { op: 'unbalanced'; from: number; to: number; cents: number }
  | { op: 'hold'; account: number; cents: number }
  | { op: 'post'; hold: number; to: number; cents: number }
  | { op: 'void'; hold: number }
  | { op: 'overdraft'; account: number; cents: number };

const acct = fc.integer({ min: 0, max: ACCOUNTS - 1 });
const member = fc.integer({ min: 0, max: 2 });
const cents = fc.integer({ min: 1, max: 1_500 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('transfer' as const), from: acct, to: acct, cents }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('split' as const),
      from: acct,
      to: fc.tuple(acct, acct),
      cents: fc.tuple(cents, cents),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('unbalanced' as const), from: acct, to: acct, cents }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('hold' as const), account: member, cents }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('post' as const),
      hold: fc.nat(5),
      to: acct,
      cents: fc.integer({ min: 0, max: 1_500 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('void' as const), hold: fc.nat(5) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('overdraft' as const),
      account: member,
      cents: fc.integer({ min: 0, max: 1_000 }),
    }),
  },
);

/** The corporate's overdraft, and what the corporate and the two users start with. */
const funding = fc.tuple(
  fc.integer({ min: 0, max: 1_000 }),
  fc.tuple(fc.nat(3_000), fc.nat(800), fc.nat(800)),
);

type ModelAccount = {
  id: string;
  provider: boolean;
  balance: number;
  overdraft: number;
  held: number;
};
type ModelHold = {
  id: string;
  account: number;
  cents: number;
  status: 'pending' | 'posted' | 'voided';
};

/** The n-th hold, wrapping around, so posts and voids usually hit one (repeats test "at most once"). */
const pick = (holds: ModelHold[], n: number) =>
  holds.length === 0 ? undefined : holds[n % holds.length];

const available = (a: ModelAccount) => (a.provider ? Infinity : a.balance + a.overdraft - a.held);

class Rollback extends Error {}

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let accountIds: string[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  accountIds = await createAccounts();
});
afterAll(async () => {
  await handle?.close();
});

/** The accounts, created once (committed, all at zero); each sequence starts from them. */
async function createAccounts(): Promise<string[]> {
  const corporateId = await createCorporate(db);
  const rows = [
    await ensureAccount(db, { type: 'corporate', corporateId }),
    await ensureAccount(db, { type: 'payroll_user', corporateId, userId: randomUUID() }),
    await ensureAccount(
      db,
      { type: 'payroll_user', corporateId, userId: randomUUID() },
      { overdraftCents: 200 },
    ),
    await ensureAccount(db, { type: 'provider', code: 'revenue' }),
    await ensureAccount(db, { type: 'provider', code: 'bank_clearing' }),
  ];
  return rows.map((r) => r.id);
}

/** Inside the sequence's transaction: the corporate's overdraft and the opening balances. */
async function openSequence(tx: Tx, overdraft: number, funding: number[]): Promise<ModelAccount[]> {
  const accounts = accountIds.map((id, i) => ({
    id,
    provider: i >= 3,
    balance: 0,
    overdraft: i === 2 ? 200 : 0,
    held: 0,
  }));
  if (overdraft > 0)
    accounts[0]!.overdraft = (await setOverdraft(tx, accounts[0]!.id, overdraft)).overdraftCents;
  const entries = funding.flatMap((cents, i) =>
    cents === 0 ? [] : [{ accountId: accounts[i]!.id, amountCents: cents }],
  );
  const total = funding.reduce((sum, c) => sum + c, 0);
  if (total === 0) return accounts;
  await transfer(tx, {
    corporateId: null,
    kind: 'topup',
    entries: [...entries, { accountId: accounts[4]!.id, amountCents: -total }],
  });
  accounts[4]!.balance -= total;
  funding.forEach((cents, i) => (accounts[i]!.balance += cents));
  return accounts;
}

/** Runs one op against the database and the model; the database must agree with the model. */
async function step(tx: Tx, op: Op, accounts: ModelAccount[], holds: ModelHold[]): Promise<void> {
  const outcome = await apply(tx, op, accounts, holds).then(
    () => 'ok',
    (e: unknown) => {
      if (e instanceof AppError) return e.code;
      if (e instanceof LedgerInvariantError) return 'invariant';
      throw e;
    },
  );
  expect({ op, outcome }).toEqual({ op, outcome: expected(op, accounts, holds) });
  if (outcome === 'ok') commitToModel(op, accounts, holds);
}

function apply(tx: Tx, op: Op, accounts: ModelAccount[], holds: ModelHold[]): Promise<unknown> {
  const id = (i: number) => accounts[i]!.id;
  switch (op.op) {
    case 'transfer':
    case 'unbalanced':
      return transfer(tx, {
        corporateId: null,
        kind: op.op,
        entries: [
          { accountId: id(op.from), amountCents: -op.cents },
          { accountId: id(op.to), amountCents: op.cents + (op.op === 'unbalanced' ? 1 : 0) },
        ],
      });
    case 'split':
      return transfer(tx, {
        corporateId: null,
        kind: 'split',
        entries: [
          { accountId: id(op.to[0]), amountCents: op.cents[0] },
          { accountId: id(op.from), amountCents: -(op.cents[0] + op.cents[1]) },
          { accountId: id(op.to[1]), amountCents: op.cents[1] },
        ],
      });
    case 'hold':
      return createHold(tx, {
        accountId: id(op.account),
        corporateId: null,
        amountCents: op.cents,
      }).then((h) =>
        holds.push({ id: h.id, account: op.account, cents: op.cents, status: 'pending' }),
      );
    case 'post': {
      const hold = pick(holds, op.hold);
      if (!hold) return Promise.resolve();
      return postHold(tx, hold.id, {
        finalAmountCents: op.cents,
        creditAccountId: id(op.to),
        kind: 'post',
      });
    }
    case 'void': {
      const hold = pick(holds, op.hold);
      return hold ? voidHold(tx, hold.id) : Promise.resolve();
    }
    case 'overdraft':
      return setOverdraft(tx, id(op.account), op.cents);
  }
}

/** What the rules say the op must do, from the model alone. */
function expected(op: Op, accounts: ModelAccount[], holds: ModelHold[]): string {
  switch (op.op) {
    case 'unbalanced':
      return 'invariant';
    case 'transfer': {
      const from = accounts[op.from]!;
      if (op.from === op.to) return 'ok'; // credits first: the net effect is zero
      return available(from) >= op.cents ? 'ok' : 'insufficient_balance';
    }
    case 'split': {
      // Credits to the debited account itself are applied first.
      const selfCredit =
        (op.to[0] === op.from ? op.cents[0] : 0) + (op.to[1] === op.from ? op.cents[1] : 0);
      return available(accounts[op.from]!) + selfCredit >= op.cents[0] + op.cents[1]
        ? 'ok'
        : 'insufficient_balance';
    }
    case 'hold':
      return available(accounts[op.account]!) >= op.cents ? 'ok' : 'insufficient_balance';
    case 'post': {
      const hold = pick(holds, op.hold);
      if (!hold) return 'ok';
      if (hold.status !== 'pending') return 'hold_already_resolved';
      if (op.cents === 0 || hold.account === op.to) return 'ok';
      return available(accounts[hold.account]!) + hold.cents >= op.cents
        ? 'ok'
        : 'insufficient_balance';
    }
    case 'void': {
      const hold = pick(holds, op.hold);
      return !hold || hold.status === 'pending' ? 'ok' : 'hold_already_resolved';
    }
    case 'overdraft': {
      const a = accounts[op.account]!;
      return a.balance + op.cents - a.held >= 0 ? 'ok' : 'overdraft_too_low';
    }
  }
}

function commitToModel(op: Op, accounts: ModelAccount[], holds: ModelHold[]): void {
  const move = (i: number, c: number) => (accounts[i]!.balance += c);
  switch (op.op) {
    case 'transfer':
      move(op.from, -op.cents);
      move(op.to, op.cents);
      return;
    case 'split':
      move(op.from, -(op.cents[0] + op.cents[1]));
      move(op.to[0], op.cents[0]);
      move(op.to[1], op.cents[1]);
      return;
    case 'hold':
      accounts[op.account]!.held += op.cents;
      return;
    case 'post':
    case 'void': {
      const hold = pick(holds, op.hold);
      if (!hold) return;
      accounts[hold.account]!.held -= hold.cents;
      hold.status = op.op === 'post' ? 'posted' : 'voided';
      if (op.op === 'post') {
        move(hold.account, -op.cents);
        move(op.to, op.cents);
      }
      return;
    }
    case 'overdraft':
      accounts[op.account]!.overdraft = op.cents;
      return;
    case 'unbalanced':
      return;
  }
}

/** The invariants, read back from the database, and the database compared with the model. */
async function checkInvariants(
  tx: Tx,
  accounts: ModelAccount[],
  holds: ModelHold[],
): Promise<void> {
  const violations = await tx.execute(sql`
    select
      (select count(*) from (
         select transfer_id from ledger_entries group by transfer_id
         having sum(amount_cents) <> 0 or count(*) < 2) x) as unbalanced_transfers,
      (select count(*) from ledger_transfers t
         where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)) as empty_transfers,
      (select count(*) from ledger_accounts a
         where a.balance_cents <> coalesce((select sum(e.amount_cents) from ledger_entries e where e.account_id = a.id), 0)
      ) as balance_not_sum,
      (select count(*) from ledger_accounts a
         where not a.allow_negative and (a.balance_cents + a.overdraft_cents < 0
           or a.balance_cents + a.overdraft_cents - a.held_cents < 0)) as below_floor,
      (select count(*) from ledger_accounts a
         where a.held_cents <> coalesce((select sum(h.amount_cents) from ledger_holds h
           where h.account_id = a.id and h.status = 'pending'), 0)) as held_not_pending,
      (select count(*) from (
         select metadata->>'holdId' from ledger_transfers where metadata ? 'holdId'
         group by 1 having count(*) > 1) x) as holds_posted_twice,
      (select count(*) from (
         select e.id, e.balance_before_cents,
                lag(e.balance_after_cents, 1, 0::bigint) over (partition by e.account_id order by e.id) as prev
         from ledger_entries e) x where x.balance_before_cents <> x.prev) as broken_chains,
      (select json_agg(json_build_array(id, balance_cents, overdraft_cents, held_cents) order by id)
         from ledger_accounts) as accounts,
      (select coalesce(json_agg(json_build_array(id, status) order by id), '[]') from ledger_holds) as holds`);
  const {
    accounts: dbAccounts,
    holds: dbHolds,
    ...row
  } = (
    violations as unknown as {
      rows: Array<Record<string, unknown> & { accounts: unknown[][]; holds: unknown[][] }>;
    }
  ).rows[0]!;
  expect(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]))).toEqual({
    unbalanced_transfers: 0,
    empty_transfers: 0,
    balance_not_sum: 0,
    below_floor: 0,
    held_not_pending: 0,
    holds_posted_twice: 0,
    broken_chains: 0,
  });
  const byId = (xs: string[][]) => [...xs].sort((x, y) => (x[0]! < y[0]! ? -1 : 1));
  const asStrings = (rows: unknown[][]) => rows.map((r) => r.map(String));
  expect(byId(asStrings(dbAccounts))).toEqual(
    byId(accounts.map((m) => [m.id, m.balance, m.overdraft, m.held].map(String))),
  );
  expect(byId(asStrings(dbHolds))).toEqual(byId(holds.map((h) => [h.id, h.status])));
}

describe('ledger properties', () => {
  it(
    `keeps every invariant over ${RUNS} random sequences`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          funding,
          fc.array(opArb, { minLength: 1, maxLength: 8 }),
          async ([overdraft, amounts], ops) => {
            await db
              .transaction(async (tx) => {
                const accounts = await openSequence(tx, overdraft, amounts);
                const holds: ModelHold[] = [];
                for (const op of ops) {
                  await step(tx, op, accounts, holds);
                  await checkInvariants(tx, accounts, holds);
                }
                throw new Rollback();
              })
              .catch((e: unknown) => {
                if (!(e instanceof Rollback)) throw e;
              });
          },
        ),
        { numRuns: RUNS },
      );
    },
    Math.max(600_000, RUNS * 600),
  );
});
