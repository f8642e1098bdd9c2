import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransfers, type Db } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { AppError } from '../../lib/app-error.ts';
import { createCorporate, ledgerCounts } from './ledger-test-helpers.ts';
import {
  ensureAccount,
  findAccount,
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

async function setup(opts: { corporateOverdraft?: number } = {}) {
  const corporateId = await createCorporate(db);
  const corp = await ensureAccount(
    db,
    { type: 'corporate', corporateId },
    { overdraftCents: opts.corporateOverdraft ?? 0 },
  );
  const user = await ensureAccount(db, { type: 'payroll_user', corporateId, userId: randomUUID() });
  const bank = await ensureAccount(db, { type: 'provider', code: 'bank_clearing' });
  return { corporateId, corp, user, bank };
}

async function balance(id: string) {
  return (await getAccount(db, id))!.balanceCents;
}

describe('ensureAccount', () => {
  it('creates once and then returns the same account', async () => {
    const corporateId = await createCorporate(db);
    const [a, b] = await Promise.all([
      ensureAccount(db, { type: 'corporate', corporateId }, { overdraftCents: 500 }),
      ensureAccount(db, { type: 'corporate', corporateId }),
    ]);
    expect(a.id).toBe(b.id);
    expect(a.overdraftCents).toBe(500);
    expect(a.allowNegative).toBe(false);
    expect((await findAccount(db, { type: 'corporate', corporateId }))?.id).toBe(a.id);
    const revenue = await ensureAccount(db, { type: 'provider', code: 'revenue' });
    expect(revenue.allowNegative).toBe(true);
    expect(revenue.corporateId).toBeNull();
    expect((await ensureAccount(db, { type: 'provider', code: 'revenue' })).id).toBe(revenue.id);
  });
});

describe('transfer', () => {
  it('moves money and records balances before and after', async () => {
    const { corporateId, corp, user, bank } = await setup();
    const { transferId } = await transfer(db, {
      corporateId,
      kind: 'topup',
      entries: [
        { accountId: bank.id, amountCents: -10_000 },
        { accountId: corp.id, amountCents: 10_000 },
      ],
    });
    await transfer(db, {
      corporateId,
      kind: 'give_balance',
      description: 'lunch',
      entries: [
        { accountId: corp.id, amountCents: -2_550 },
        { accountId: user.id, amountCents: 2_550 },
      ],
    });
    expect(await balance(corp.id)).toBe(7_450);
    expect(await balance(user.id)).toBe(2_550);
    const page = await listAccountEntries(db, corp.id, { limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'give_balance',
      description: 'lunch',
      amountCents: -2_550,
      balanceBeforeCents: 10_000,
      balanceAfterCents: 7_450,
    });
    const next = await listAccountEntries(db, corp.id, { cursor: page.nextCursor!, limit: 1 });
    expect(next.items[0]).toMatchObject({ transferId, amountCents: 10_000, balanceBeforeCents: 0 });
    expect(next.nextCursor).toBeNull();
  });

  it('refuses unbalanced, fractional, zero and single-entry transfers, writing nothing', async () => {
    const { corporateId, corp, bank } = await setup();
    const before = await ledgerCounts(db);
    const bad = [
      [
        { accountId: bank.id, amountCents: -100 },
        { accountId: corp.id, amountCents: 99 },
      ],
      [
        { accountId: bank.id, amountCents: -100.5 },
        { accountId: corp.id, amountCents: 100.5 },
      ],
      [
        { accountId: bank.id, amountCents: 0 },
        { accountId: corp.id, amountCents: 0 },
      ],
      [{ accountId: corp.id, amountCents: 0 }],
      [
        { accountId: bank.id, amountCents: Number.NaN },
        { accountId: corp.id, amountCents: 1 },
      ],
    ];
    for (const entries of bad) {
      await expect(transfer(db, { corporateId, kind: 'x', entries })).rejects.toThrow(
        LedgerInvariantError,
      );
    }
    await expect(
      transfer(db, {
        corporateId,
        kind: 'x',
        entries: [
          { accountId: bank.id, amountCents: -1 },
          { accountId: randomUUID(), amountCents: 1 },
        ],
      }),
    ).rejects.toThrow(LedgerInvariantError);
    expect(await ledgerCounts(db)).toEqual(before);
    expect(await balance(bank.id)).toBe((await getAccount(db, bank.id))!.balanceCents);
    expect(await balance(corp.id)).toBe(0);
  });

  it('allows a debit down to minus the overdraft and refuses one cent more, changing nothing', async () => {
    const { corporateId, corp, user } = await setup({ corporateOverdraft: 1_000 });
    const give = (cents: number) =>
      transfer(db, {
        corporateId,
        kind: 'give_balance',
        entries: [
          { accountId: corp.id, amountCents: -cents },
          { accountId: user.id, amountCents: cents },
        ],
      });
    await give(600);
    const before = await ledgerCounts(db);
    const err = await give(401).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 422, code: 'insufficient_balance' });
    expect(await ledgerCounts(db)).toEqual(before);
    expect(await balance(corp.id)).toBe(-600);
    expect(await balance(user.id)).toBe(600);
    await give(400);
    expect(await balance(corp.id)).toBe(-1_000);
  });

  it('rolls back only its savepoint inside a caller transaction', async () => {
    const { corporateId, corp, bank } = await setup();
    await db.transaction(async (tx) => {
      await transfer(tx, {
        corporateId,
        kind: 'topup',
        entries: [
          { accountId: bank.id, amountCents: -300 },
          { accountId: corp.id, amountCents: 300 },
        ],
      });
      await expect(
        transfer(tx, {
          corporateId,
          kind: 'x',
          entries: [
            { accountId: corp.id, amountCents: -301 },
            { accountId: bank.id, amountCents: 301 },
          ],
        }),
      ).rejects.toMatchObject({ code: 'insufficient_balance' });
    });
    expect(await balance(corp.id)).toBe(300);
    const transfers = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.corporateId, corporateId));
    expect(transfers.map((t) => t.kind)).toEqual(['topup']);
  });

  it('keeps entries and transfers append-only: the database refuses updates and deletes', async () => {
    const { corporateId, corp, bank } = await setup();
    const { transferId } = await transfer(db, {
      corporateId,
      kind: 'topup',
      entries: [
        { accountId: bank.id, amountCents: -100 },
        { accountId: corp.id, amountCents: 100 },
      ],
    });
    const snapshot = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, transferId));
    const refused = [
      sql`update ledger_entries set amount_cents = 200, balance_after_cents = 200 where transfer_id = ${transferId} and account_id = ${corp.id}`,
      sql`delete from ledger_entries where transfer_id = ${transferId}`,
      sql`update ledger_transfers set kind = 'other' where id = ${transferId}`,
      sql`delete from ledger_transfers where id = ${transferId}`,
    ];
    for (const statement of refused) {
      const error = await db.transaction((tx) => tx.execute(statement)).catch((e: unknown) => e);
      expect(String((error as Error & { cause?: Error }).cause?.message ?? error)).toMatch(
        /append-only/,
      );
    }
    expect(
      await db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transferId)),
    ).toEqual(snapshot);
    const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
    expect(row?.kind).toBe('topup');
    // Only the date may be set, for history imported with its own dates.
    const when = new Date('2026-01-02T03:04:05Z');
    await db
      .update(ledgerTransfers)
      .set({ createdAt: when })
      .where(eq(ledgerTransfers.id, transferId));
    expect(
      (await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId)))[0]
        ?.createdAt,
    ).toEqual(when);
  });
});

describe('setOverdraft', () => {
  it('sets it, refuses a negative or one the balance cannot live with', async () => {
    const { corporateId, corp, user } = await setup({ corporateOverdraft: 1_000 });
    await transfer(db, {
      corporateId,
      kind: 'give_balance',
      entries: [
        { accountId: corp.id, amountCents: -700 },
        { accountId: user.id, amountCents: 700 },
      ],
    });
    await expect(setOverdraft(db, corp.id, 699)).rejects.toMatchObject({
      statusCode: 422,
      code: 'overdraft_too_low',
    });
    expect((await setOverdraft(db, corp.id, 700)).overdraftCents).toBe(700);
    await expect(setOverdraft(db, corp.id, -1)).rejects.toThrow(LedgerInvariantError);
    await expect(setOverdraft(db, randomUUID(), 0)).rejects.toMatchObject({ statusCode: 404 });
  });
});
