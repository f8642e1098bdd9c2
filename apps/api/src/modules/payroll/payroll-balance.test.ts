import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payrollBalanceResponseSchema,
  payrollMovementsPageSchema,
  payrollUserResponseSchema,
  walletUpdateEventSchema,
} from '@trayecto/contracts';
import { admins, ledgerAccounts, ledgerTransfers } from '@trayecto/db';
import { assistSessionByHand, setupApp, type TestContext } from '../../../test/helpers.ts';
import { createHold, postHold } from '../ledger/ledger-hold.service.ts';
import { ensureAccount } from '../ledger/ledger.service.ts';
import {
  api,
  auditRows,
  loginAs,
  newUser,
  userIdByEmail,
  writeCounts,
  type Caller,
} from './payroll-test-helpers.ts';

let t: TestContext;
let demo: Caller;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await setupApp();
  demo = await loginAs(t, 'demo@trayecto.test');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

let keyN = 0;
const key = () => `k-${++keyN}-${Date.now()}`;
const give = (who: Caller, id: string, body: unknown, k: string | null = key()) =>
  api(t, who).post(
    `/api/corporate/users/${id}/balance`,
    body,
    k === null ? {} : { 'idempotency-key': k },
  );
const cents = async (ownerId: string) => {
  const [row] = await t.handle.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, ownerId));
  return row ? row.balanceCents : 0;
};
const createUser = async (overrides: Record<string, unknown> = {}) =>
  payrollUserResponseSchema.parse(
    (await api(t, demo).post('/api/corporate/users', newUser(overrides))).json(),
  ).data.user;

describe('POST /api/corporate/users/{id}/balance', () => {
  it('gives balance from the corporate wallet, audits amounts and tells the corporate room', async () => {
    const user = await createUser();
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: demo.token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const event = new Promise((resolve) => socket.once('wallet:update', resolve));
    const corporateBefore = await cents(demo._id);

    const res = await give(demo, user._id, { amount: 12.34 });
    expect(res.statusCode, res.body).toBe(200);
    const body = payrollBalanceResponseSchema.parse(res.json()).data;
    expect(body.user).toMatchObject({ balance: 12.34, available: 12.34 });
    expect(await cents(demo._id)).toBe(corporateBefore - 1234);
    expect(await cents(user._id)).toBe(1234);
    expect(body.wallet).toBe((corporateBefore - 1234) / 100);
    expect(walletUpdateEventSchema.parse(await event)).toEqual({
      corporate_id: demo._id,
      wallet: body.wallet,
    });

    const [transfer] = await t.handle.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, body.transfer_id));
    expect(transfer).toMatchObject({
      kind: 'give_balance',
      corporateId: demo._id,
      referenceType: 'payroll_user',
      referenceId: user._id,
    });
    const [audit] = await auditRows(t, demo._id, 'payroll_balance_given');
    expect(audit).toMatchObject({
      entityId: user._id,
      actorType: 'corporate',
      assistAdminId: null,
    });
    expect(audit!.before).toMatchObject({
      amount: 12.34,
      user: { balance: 0 },
      corporate: { balance: corporateBefore / 100 },
    });
    expect(audit!.after).toMatchObject({
      amount: 12.34,
      user: { balance: 12.34 },
      corporate: { balance: (corporateBefore - 1234) / 100 },
    });

    const movements = payrollMovementsPageSchema.parse(
      (await api(t, demo).get(`/api/corporate/users/${user._id}/movements`)).json(),
    ).data;
    expect(movements.movements).toEqual([
      expect.objectContaining({
        origin: 'give_balance',
        amount: 12.34,
        initial_balance: 0,
        final_balance: 12.34,
      }),
    ]);
  });

  it('takes balance back to the corporate, only as far as the user’s own balance goes', async () => {
    const user = await createUser({ overdraft: 100 });
    const given = await give(demo, user._id, { amount: 10 });
    expect(given.statusCode).toBe(200);
    // what the take dialog offers is what the server allows: the balance, not the overdraft
    expect(given.json().data.user).toMatchObject({ balance: 10, available: 110, takeable: 10 });
    const corporateBefore = await cents(demo._id);
    const tooMuch = await give(demo, user._id, { amount: 10.01, direction: 'take' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      error_code: 'insufficient_balance',
      message: "User does not have sufficient balance or there isn't enough overdraft",
    });
    const res = await give(demo, user._id, { amount: 10, direction: 'take' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({
      balance: 0,
      overdraft: 100,
      available: 100,
      takeable: 0,
    });
    expect(await cents(demo._id)).toBe(corporateBefore + 1000);
    expect(await auditRows(t, demo._id, 'payroll_balance_taken')).toHaveLength(1);
  });

  it('refuses more than the corporate’s balance + overdraft with 422 and moves nothing', async () => {
    const user = await createUser();
    const [account] = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerId, demo._id));
    const available = (account!.balanceCents + account!.overdraftCents - account!.heldCents) / 100;
    const before = await writeCounts(t, demo._id);
    const res = await give(demo, user._id, { amount: Math.round((available + 0.01) * 100) / 100 });
    expect(res.statusCode).toBe(422);
    // the refusal names the company, which is short, not the collaborator
    expect(res.json()).toMatchObject({
      error_code: 'corporate_insufficient_balance',
      message: 'The company does not have enough balance or overdraft to give that amount',
    });
    expect(await writeCounts(t, demo._id)).toEqual(before);
    expect(await cents(user._id)).toBe(0);
    // Exactly what is available (into the overdraft) goes through.
    expect((await give(demo, user._id, { amount: available })).statusCode).toBe(200);
    expect(await cents(demo._id)).toBe(-account!.overdraftCents + account!.heldCents);
    expect((await give(demo, user._id, { amount: available, direction: 'take' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['a missing amount', {}, 'amount_required'],
    ['a null amount', { amount: null }, 'amount_required'],
    ['amount 0', { amount: 0 }, 'amount_positive'],
    ['a negative amount', { amount: -5 }, 'amount_positive'],
    ['3 decimals', { amount: 1.001 }, 'amount_decimals'],
    ['a string amount', { amount: '10' }, 'validation_error'],
    ['an unknown direction', { amount: 1, direction: 'steal' }, 'validation_error'],
  ])('refuses %s with 400 and moves nothing', async (_n, body, code) => {
    const id = await userIdByEmail(t, 'maria.gonzalez@elavila.com.ve');
    const before = await writeCounts(t, demo._id);
    const res = await give(demo, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
    expect(await writeCounts(t, demo._id)).toEqual(before);
  });

  it('needs an Idempotency-Key header', async () => {
    const id = await userIdByEmail(t, 'maria.gonzalez@elavila.com.ve');
    const before = await writeCounts(t, demo._id);
    for (const k of [null, '   ']) {
      const res = await give(demo, id, { amount: 1 }, k);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_code: 'idempotency_key_required',
        message: 'The Idempotency-Key header is required',
      });
    }
    expect((await give(demo, id, { amount: 1 }, 'x'.repeat(256))).statusCode).toBe(400);
    expect(await writeCounts(t, demo._id)).toEqual(before);
  });

  it('refuses to give to an inactive user (422 user_inactive) but can take back from one', async () => {
    const user = await createUser();
    expect((await give(demo, user._id, { amount: 5 })).statusCode).toBe(200);
    expect(
      (await api(t, demo).patch(`/api/corporate/users/${user._id}`, { is_active: false }))
        .statusCode,
    ).toBe(200);
    const before = await writeCounts(t, demo._id);
    const res = await give(demo, user._id, { amount: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('user_inactive');
    expect(await writeCounts(t, demo._id)).toEqual(before);
    expect((await give(demo, user._id, { amount: 5, direction: 'take' })).statusCode).toBe(200);
  });

  it('replays the first result for the same key and body, moving money once; 422 for another body', async () => {
    const user = await createUser();
    const k = key();
    const first = await give(demo, user._id, { amount: 3 }, k);
    expect(first.statusCode).toBe(200);
    const corporateAfter = await cents(demo._id);
    const replay = await give(demo, user._id, { amount: 3, direction: 'give' }, k);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await cents(demo._id)).toBe(corporateAfter);
    expect(await cents(user._id)).toBe(300);
    const mismatch = await give(demo, user._id, { amount: 4 }, k);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error_code).toBe('idempotency_mismatch');
    expect(await cents(user._id)).toBe(300);
  });

  it('moves money once for 20 simultaneous requests with one key', async () => {
    const user = await createUser();
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => give(demo, user._id, { amount: 2 }, k)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(
      results.every(
        (r) =>
          r.statusCode === 200 ||
          (r.statusCode === 409 && r.json().error_code === 'idempotency_in_progress'),
      ),
    ).toBe(true);
    expect(new Set(ok.map((r) => r.json().data.transfer_id)).size).toBe(1);
    expect(await cents(user._id)).toBe(200);
    const transfers = await t.handle.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.referenceId, user._id), eq(ledgerTransfers.kind, 'give_balance')),
      );
    expect(transfers).toHaveLength(1);
  });

  it('runs 40 simultaneous gives and takes on several users without deadlock, and the books balance', async () => {
    const users = await Promise.all([createUser(), createUser(), createUser()]);
    for (const u of users) expect((await give(demo, u._id, { amount: 5 })).statusCode).toBe(200);
    const corporateBefore = await cents(demo._id);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        give(demo, users[i % 3]!._id, { amount: 1, direction: i % 2 ? 'take' : 'give' }),
      ),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 422)).toEqual([]);
    const userDelta =
      (await Promise.all(users.map((u) => cents(u._id)))).reduce((a, b) => a + b, 0) - 1500;
    expect(corporateBefore - (await cents(demo._id))).toBe(userDelta);
    const moved = results
      .filter((r) => r.statusCode === 200)
      .map((r) => (r.json().data.transfer_id ? 1 : 0));
    expect(moved.length).toBeGreaterThanOrEqual(20);
  });

  it('records the provider admin in assist mode', async () => {
    const user = await createUser();
    const [admin] = await t.handle.db
      .select()
      .from(admins)
      .where(eq(admins.email, 'admin@trayecto.test'));
    const token = await assistSessionByHand(t.handle.db, t.clock.now(), demo._id, admin!.id);
    const res = await give({ token, _id: demo._id }, user._id, { amount: 1.5 });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await auditRows(t, demo._id, 'payroll_balance_given');
    expect(rows.find((r) => r.entityId === user._id)).toMatchObject({
      actorType: 'admin',
      actorId: admin!.id,
      assistAdminId: admin!.id,
    });
  });
});

describe('DELETE /api/corporate/users/{id}', () => {
  it('soft-deletes, returns the balance to the corporate in one transfer, keeps history readable', async () => {
    const user = await createUser({ overdraft: 20 });
    expect((await give(demo, user._id, { amount: 7.25 })).statusCode).toBe(200);
    const corporateBefore = await cents(demo._id);
    const res = await api(t, demo).delete(`/api/corporate/users/${user._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      returned: 7.25,
      wallet: (corporateBefore + 725) / 100,
      user: { balance: 0, overdraft: 0, deleted_at: expect.any(String) },
    });
    expect(await cents(demo._id)).toBe(corporateBefore + 725);
    expect(await cents(user._id)).toBe(0);
    const [audit] = (await auditRows(t, demo._id, 'payroll_user_deleted')).filter(
      (r) => r.entityId === user._id,
    );
    expect(audit!.before).toMatchObject({
      balance: 7.25,
      corporate: { balance: corporateBefore / 100 },
    });
    expect(audit!.after).toMatchObject({
      returned: 7.25,
      user: { balance: 0 },
      corporate: { balance: (corporateBefore + 725) / 100 },
    });

    // Gone from lists and searches; the detail and the movements stay readable.
    const listed = await api(t, demo).get(
      `/api/corporate/users?q=${encodeURIComponent(user.email)}`,
    );
    expect(listed.json().data.users).toEqual([]);
    const detail = await api(t, demo).get(`/api/corporate/users/${user._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.user.deleted_at).toEqual(expect.any(String));
    const movements = (await api(t, demo).get(`/api/corporate/users/${user._id}/movements`)).json()
      .data.movements;
    expect(movements.map((m: { origin: string; amount: number }) => [m.origin, m.amount])).toEqual([
      ['user_removed', -7.25],
      ['give_balance', 7.25],
    ]);

    // A deleted user cannot be changed, given balance or deleted again; its e-mail is free again.
    expect(
      (await api(t, demo).patch(`/api/corporate/users/${user._id}`, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await give(demo, user._id, { amount: 1 })).statusCode).toBe(404);
    expect((await api(t, demo).delete(`/api/corporate/users/${user._id}`)).statusCode).toBe(404);
    expect(
      (await api(t, demo).post('/api/corporate/users', newUser({ email: user.email }))).statusCode,
    ).toBe(201);
  });

  it('refuses while a hold is pending on the user (409) and covers a debt from the corporate wallet', async () => {
    const user = await createUser({ overdraft: 30 });
    const [account] = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerId, user._id));
    const hold = await createHold(t.handle.db, {
      accountId: account!.id,
      corporateId: demo._id,
      amountCents: 500,
    });
    const before = await writeCounts(t, demo._id);
    const refused = await api(t, demo).delete(`/api/corporate/users/${user._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_code).toBe('user_has_pending_charges');
    expect(await writeCounts(t, demo._id)).toEqual(before);
    // The trip is charged 12.00 against the user's overdraft: the user owes it when removed.
    await postHold(t.handle.db, hold.id, {
      finalAmountCents: 1200,
      creditAccountId: (await ensureAccount(t.handle.db, { type: 'provider', code: 'revenue' })).id,
      kind: 'trip_charge',
    });
    expect(await cents(user._id)).toBe(-1200);
    const corporateBefore = await cents(demo._id);
    const res = await api(t, demo).delete(`/api/corporate/users/${user._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ returned: -12, user: { balance: 0, overdraft: 0 } });
    expect(await cents(demo._id)).toBe(corporateBefore - 1200);
  });

  it('deletes a user with no account and no balance without moving money', async () => {
    const id = await userIdByEmail(t, 'rafael.salazar@elavila.com.ve');
    const before = await writeCounts(t, demo._id);
    const res = await api(t, demo).delete(`/api/corporate/users/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.returned).toBe(0);
    const after = await writeCounts(t, demo._id);
    expect(after).toMatchObject({
      transfers: before.transfers,
      entries: before.entries,
      audits: before.audits + 1,
      users: before.users,
    });
  });
});
