import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { createCorporate, ledgerCounts } from './ledger-test-helpers.ts';
import {
  createHold,
  getHold,
  holdFits,
  holdPlan,
  postHold,
  voidHold,
} from './ledger-hold.service.ts';
import {
  ensureAccount,
  getAccount,
  LedgerInvariantError,
  listAccountEntries,
  setOverdraft,
  transfer,
} from './ledger.service.ts';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

/** A corporate with `cents` in its wallet and an overdraft of `overdraft`. */
async function funded(cents: number, overdraft = 0) {
  const corporateId = await createCorporate(db);
  const corp = await ensureAccount(
    db,
    { type: 'corporate', corporateId },
    { overdraftCents: overdraft },
  );
  const bank = await ensureAccount(db, { type: 'provider', code: 'bank_clearing' });
  const revenue = await ensureAccount(db, { type: 'provider', code: 'revenue' });
  await transfer(db, {
    corporateId,
    kind: 'topup',
    entries: [
      { accountId: bank.id, amountCents: -cents },
      { accountId: corp.id, amountCents: cents },
    ],
  });
  return { corporateId, corp, revenue };
}

const account = async (id: string) => (await getAccount(db, id))!;

describe('holds', () => {
  it('holdFits and a plan of holds say what createHold does, to the cent', async () => {
    const { corporateId, corp } = await funded(1_000, 500);
    await createHold(db, { accountId: corp.id, corporateId, amountCents: 700 });
    // 800 left: 800 fits, 801 does not, by the rule and by the hold itself
    const now = await account(corp.id);
    expect([holdFits(now, 800), holdFits(now, 801)]).toEqual([true, false]);
    const plan = holdPlan(db);
    const owner = { type: 'corporate', corporateId } as const;
    // one kept (a booking), one let go (filed for approval): the next sees only the first
    expect(await plan.fits(owner, 500, true)).toBe(true);
    expect(await plan.fits(owner, 300, false)).toBe(true);
    expect(await plan.fits(owner, 301, true)).toBe(false);
    expect(await plan.fits(owner, 300, true)).toBe(true);
    expect(await plan.fits(owner, 1, true)).toBe(false);
    await expect(
      createHold(db, { accountId: corp.id, corporateId, amountCents: 801 }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    await createHold(db, { accountId: corp.id, corporateId, amountCents: 800 });
    // an account never opened has nothing to hold against
    expect(await holdPlan(db).fits({ type: 'corporate', corporateId: randomUUID() }, 1, true)).toBe(
      false,
    );
  });

  it('reserves against available = balance + overdraft - holds', async () => {
    const { corporateId, corp } = await funded(1_000, 500);
    await createHold(db, { accountId: corp.id, corporateId, amountCents: 1_200 });
    const before = await ledgerCounts(db);
    await expect(
      createHold(db, { accountId: corp.id, corporateId, amountCents: 301 }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'insufficient_balance',
    });
    expect(await ledgerCounts(db)).toEqual(before);
    expect((await account(corp.id)).heldCents).toBe(1_200);
    await createHold(db, { accountId: corp.id, corporateId, amountCents: 300 });
    expect((await account(corp.id)).heldCents).toBe(1_500);
    // A transfer cannot spend what is held.
    await expect(
      transfer(db, {
        corporateId,
        kind: 'give_balance',
        entries: [
          { accountId: corp.id, amountCents: -1 },
          {
            accountId: (
              await ensureAccount(db, { type: 'payroll_user', corporateId, userId: randomUUID() })
            ).id,
            amountCents: 1,
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    // Nor can the overdraft be cut below what balance and holds need.
    await expect(setOverdraft(db, corp.id, 499)).rejects.toMatchObject({
      code: 'overdraft_too_low',
    });
  });

  it('refuses a zero, negative or fractional hold and an unknown account', async () => {
    const { corporateId, corp } = await funded(100);
    for (const amountCents of [0, -5, 1.5]) {
      await expect(
        createHold(db, { accountId: corp.id, corporateId, amountCents }),
      ).rejects.toThrow(LedgerInvariantError);
    }
    await expect(
      createHold(db, { accountId: randomUUID(), corporateId, amountCents: 1 }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('posts for a different final amount exactly once', async () => {
    const { corporateId, corp, revenue } = await funded(2_000);
    const hold = await createHold(db, {
      accountId: corp.id,
      corporateId,
      amountCents: 800,
      referenceType: 'trip',
      referenceId: 'T-1',
    });
    const revenueBefore = (await account(revenue.id)).balanceCents;
    const { transferId } = await postHold(db, hold.id, {
      finalAmountCents: 950,
      creditAccountId: revenue.id,
      kind: 'trip_charge',
    });
    const after = await account(corp.id);
    expect(after).toMatchObject({ balanceCents: 1_050, heldCents: 0 });
    expect((await account(revenue.id)).balanceCents).toBe(revenueBefore + 950);
    expect(await getHold(db, hold.id)).toMatchObject({ status: 'posted', transferId });
    const [entry] = (await listAccountEntries(db, corp.id, { limit: 1 })).items;
    expect(entry).toMatchObject({
      transferId,
      kind: 'trip_charge',
      referenceType: 'trip',
      referenceId: 'T-1',
      amountCents: -950,
    });

    const counts = await ledgerCounts(db);
    const again = postHold(db, hold.id, {
      finalAmountCents: 950,
      creditAccountId: revenue.id,
      kind: 'trip_charge',
    });
    await expect(again).rejects.toMatchObject({ statusCode: 409, code: 'hold_already_resolved' });
    await expect(voidHold(db, hold.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'hold_already_resolved',
    });
    expect(await ledgerCounts(db)).toEqual(counts);
    expect(await account(corp.id)).toMatchObject({ balanceCents: 1_050, heldCents: 0 });
  });

  it('keeps the hold pending when the account cannot cover a larger final amount', async () => {
    const { corporateId, corp, revenue } = await funded(1_000);
    const hold = await createHold(db, { accountId: corp.id, corporateId, amountCents: 900 });
    const counts = await ledgerCounts(db);
    await expect(
      postHold(db, hold.id, {
        finalAmountCents: 1_001,
        creditAccountId: revenue.id,
        kind: 'trip_charge',
      }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await ledgerCounts(db)).toEqual(counts);
    expect(await getHold(db, hold.id)).toMatchObject({ status: 'pending' });
    expect(await account(corp.id)).toMatchObject({ balanceCents: 1_000, heldCents: 900 });
    const { transferId } = await postHold(db, hold.id, {
      finalAmountCents: 1_000,
      creditAccountId: revenue.id,
      kind: 'trip_charge',
    });
    expect(transferId).not.toBeNull();
    expect(await account(corp.id)).toMatchObject({ balanceCents: 0, heldCents: 0 });
  });

  it('posts a zero final amount without a transfer', async () => {
    const { corporateId, corp, revenue } = await funded(100);
    const hold = await createHold(db, { accountId: corp.id, corporateId, amountCents: 100 });
    const counts = await ledgerCounts(db);
    expect(
      (
        await postHold(db, hold.id, {
          finalAmountCents: 0,
          creditAccountId: revenue.id,
          kind: 'trip_charge',
        })
      ).transferId,
    ).toBeNull();
    expect(await ledgerCounts(db)).toEqual(counts);
    expect(await account(corp.id)).toMatchObject({ balanceCents: 100, heldCents: 0 });
  });

  it('voids exactly once, releasing the reservation', async () => {
    const { corporateId, corp, revenue } = await funded(500);
    const hold = await createHold(db, { accountId: corp.id, corporateId, amountCents: 500 });
    const voided = await voidHold(db, hold.id);
    expect(voided.status).toBe('voided');
    expect(await account(corp.id)).toMatchObject({ balanceCents: 500, heldCents: 0 });
    await expect(voidHold(db, hold.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'hold_already_resolved',
    });
    await expect(
      postHold(db, hold.id, {
        finalAmountCents: 1,
        creditAccountId: revenue.id,
        kind: 'trip_charge',
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'hold_already_resolved' });
    expect(await account(corp.id)).toMatchObject({ balanceCents: 500, heldCents: 0 });
    await expect(voidHold(db, randomUUID())).rejects.toMatchObject({ statusCode: 404 });
  });
});
