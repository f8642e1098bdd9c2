import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransfers, type Db } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { AppError } from '../../lib/app-error.ts';
import { createCorporate } from './ledger-test-helpers.ts';
import { createHold, getHold, postHold, voidHold } from './ledger-hold.service.ts';
import { ensureAccount, getAccount, transfer } from './ledger.service.ts';
import { idempotentTransaction } from './idempotency.ts';

// On PostgreSQL (DATABASE_URL) these run truly in parallel over a pool of 10 connections; on
// PGlite the single connection serializes them, which must give the same answers.

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

async function funded(cents: number, overdraft: number) {
  const corporateId = await createCorporate(db);
  const corp = await ensureAccount(
    db,
    { type: 'corporate', corporateId },
    { overdraftCents: overdraft },
  );
  const bank = await ensureAccount(db, { type: 'provider', code: 'bank_clearing' });
  await transfer(db, {
    corporateId,
    kind: 'topup',
    entries: [
      { accountId: bank.id, amountCents: -cents },
      { accountId: corp.id, amountCents: cents },
    ],
  });
  return { corporateId, corp };
}

/** Every entry of the account, oldest first, continues the previous one's balance. */
async function expectChained(accountId: string, finalBalance: number) {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(asc(ledgerEntries.id));
  let balance = 0;
  for (const e of entries) {
    expect(e.balanceBeforeCents).toBe(balance);
    balance = e.balanceAfterCents;
  }
  expect(balance).toBe(finalBalance);
}

function isInsufficient(reason: unknown) {
  return reason instanceof AppError && reason.code === 'insufficient_balance';
}

describe('ledger under concurrency', () => {
  it('50 simultaneous replays of one idempotency key make exactly one transfer', async () => {
    const { corporateId, corp } = await funded(10_000, 0);
    const user = await ensureAccount(db, {
      type: 'payroll_user',
      corporateId,
      userId: randomUUID(),
    });
    const key = randomUUID();
    const give = () =>
      idempotentTransaction(
        db,
        {
          corporateId,
          key,
          method: 'POST',
          path: '/api/corporate/users/u/balance',
          body: { amount: 1.25 },
        },
        async (tx) => {
          const { transferId } = await transfer(tx, {
            corporateId,
            kind: 'give_balance',
            entries: [
              { accountId: corp.id, amountCents: -125 },
              { accountId: user.id, amountCents: 125 },
            ],
          });
          return { statusCode: 201, body: { transferId } };
        },
      );
    const results = await Promise.allSettled(Array.from({ length: 50 }, give));
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const reason of refused)
      expect(reason).toMatchObject({ statusCode: 409, code: 'idempotency_in_progress' });
    const transfers = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.corporateId, corporateId));
    const gives = transfers.filter((t) => t.kind === 'give_balance');
    expect(gives).toHaveLength(1);
    for (const r of ok) expect(r).toEqual({ statusCode: 201, body: { transferId: gives[0]!.id } });
    expect(await give()).toEqual({ statusCode: 201, body: { transferId: gives[0]!.id } });
    expect((await getAccount(db, user.id))!.balanceCents).toBe(125);
    expect((await getAccount(db, corp.id))!.balanceCents).toBe(10_000 - 125);
  });

  it('100 simultaneous debits never pass minus the overdraft, and the successes add up exactly', async () => {
    const start = 1_000;
    const overdraft = 500;
    const { corporateId, corp } = await funded(start, overdraft);
    const amounts = Array.from({ length: 100 }, (_, i) => 13 + ((i * 37) % 90));
    const users = await Promise.all(
      amounts.map(() =>
        ensureAccount(db, { type: 'payroll_user', corporateId, userId: randomUUID() }),
      ),
    );
    const results = await Promise.allSettled(
      amounts.map((cents, i) =>
        transfer(db, {
          corporateId,
          kind: 'give_balance',
          entries: [
            { accountId: corp.id, amountCents: -cents },
            { accountId: users[i]!.id, amountCents: cents },
          ],
        }),
      ),
    );
    const succeeded = amounts.filter((_, i) => results[i]!.status === 'fulfilled');
    const refused = amounts.filter((_, i) => results[i]!.status === 'rejected');
    for (const r of results)
      if (r.status === 'rejected') expect(isInsufficient(r.reason)).toBe(true);
    const final = (await getAccount(db, corp.id))!.balanceCents;
    expect(final).toBeGreaterThanOrEqual(-overdraft);
    expect(start - final).toBe(succeeded.reduce((s, c) => s + c, 0));
    expect(refused.length).toBeGreaterThan(0);
    // Balances only went down, so each refused debit still does not fit in what is left.
    for (const cents of refused) expect(final + overdraft).toBeLessThan(cents);
    for (let i = 0; i < users.length; i += 1) {
      expect((await getAccount(db, users[i]!.id))!.balanceCents).toBe(
        results[i]!.status === 'fulfilled' ? amounts[i] : 0,
      );
    }
    await expectChained(corp.id, final);
  });

  it('100 simultaneous holds reserve no more than is available', async () => {
    const { corporateId, corp } = await funded(700, 300);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        createHold(db, { accountId: corp.id, corporateId, amountCents: 30 }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    for (const r of results)
      if (r.status === 'rejected') expect(isInsufficient(r.reason)).toBe(true);
    expect(ok).toBe(33);
    expect((await getAccount(db, corp.id))!.heldCents).toBe(990);
  });

  it('20 simultaneous posts and voids of one hold resolve it exactly once', async () => {
    const { corporateId, corp } = await funded(1_000, 0);
    const revenue = await ensureAccount(db, { type: 'provider', code: 'revenue' });
    const hold = await createHold(db, { accountId: corp.id, corporateId, amountCents: 400 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? postHold(db, hold.id, {
              finalAmountCents: 300,
              creditAccountId: revenue.id,
              kind: 'trip_charge',
            })
          : voidHold(db, hold.id),
      ),
    );
    const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({ statusCode: 409, code: 'hold_already_resolved' });
    }
    const posted = winners[0]! % 2 === 0;
    expect((await getHold(db, hold.id))?.status).toBe(posted ? 'posted' : 'voided');
    expect(await getAccount(db, corp.id)).toMatchObject({
      heldCents: 0,
      balanceCents: posted ? 700 : 1_000,
    });
  });

  it('transfers in opposite directions between the same accounts do not deadlock', async () => {
    const { corporateId, corp } = await funded(100_000, 0);
    const user = await ensureAccount(db, {
      type: 'payroll_user',
      corporateId,
      userId: randomUUID(),
    });
    await transfer(db, {
      corporateId,
      kind: 'give_balance',
      entries: [
        { accountId: corp.id, amountCents: -50_000 },
        { accountId: user.id, amountCents: 50_000 },
      ],
    });
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [corp, user] : [user, corp];
        return transfer(db, {
          corporateId,
          kind: 'move',
          entries: [
            { accountId: to.id, amountCents: 100 + i },
            { accountId: from.id, amountCents: -(100 + i) },
          ],
        });
      }),
    );
    const corpBalance = (await getAccount(db, corp.id))!.balanceCents;
    const userBalance = (await getAccount(db, user.id))!.balanceCents;
    expect(corpBalance + userBalance).toBe(100_000);
    await expectChained(corp.id, corpBalance);
    await expectChained(user.id, userBalance);
  });
});
