import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessage,
  panelDetailResponseSchema,
  panelTransferResponseSchema,
  walletOperationsPageSchema,
  type ErrorCode,
} from '@trayecto/contracts';
import { ledgerEntries, ledgerTransfers } from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import { corporateIdByEmail, login, setupApp, type TestContext } from '../../../test/helpers.ts';
import { createHold, voidHold } from '../ledger/ledger-hold.service.ts';
import { listenAs } from '../trips/trips-test-helpers.ts';
import {
  api,
  auditRows,
  createCorporate,
  fund,
  ledgerFaults,
  moneyState,
  otherMasterWithPanel,
  walletRow,
} from './panels-test-helpers.ts';

let t: TestContext;
let url: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const sockets: Socket[] = [];
let other: { masterId: string; panelId: string };

beforeAll(async () => {
  t = await setupApp();
  for (const who of ['demo', 'otra', 'master', 'pending']) {
    ids[who] = await corporateIdByEmail(t.handle, `${who}@trayecto.test`);
    if (who !== 'pending') tokens[who] = (await login(t.app, `${who}@trayecto.test`)).token;
  }
  other = await otherMasterWithPanel(t);
  await fund(t, other.masterId, 10_000);
  await fund(t, other.panelId, 10_000);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

let keyN = 0;
const newKey = () => `panel-key-${++keyN}-${Date.now()}`;
const move = (
  panelId: string,
  body: unknown,
  key: string | null = newKey(),
  token = tokens.master!,
) =>
  api(t, token).post(
    `/api/corporate/panels/${panelId}/transfer`,
    body,
    key === null ? {} : { 'idempotency-key': key },
  );
const cents = async (corporateId: string) => (await walletRow(t, corporateId))?.balanceCents ?? 0;
const everyone = () => [ids.master!, ids.demo!, ids.otra!, other.masterId, other.panelId];

/** Sets the master's balance to exactly `target` cents (a top-up or a movement back to the bank). */
async function masterBalance(target: number) {
  const now = await cents(ids.master!);
  if (now < target) await fund(t, ids.master!, target - now);
  // the surplus (the seeded wallet) back to the bank: the test starts from a known balance
  if (now > target) await fund(t, ids.master!, target - now);
}

describe('POST /api/corporate/panels/{id}/transfer', () => {
  it("moves balance from the master's wallet to the panel in one transfer, audits both and tells both rooms", async () => {
    await masterBalance(10_000);
    const masterEvents = await listenAs(url, tokens.master!, sockets);
    const panelEvents = await listenAs(url, tokens.demo!, sockets);
    const demoBefore = (await walletRow(t, ids.demo!))!;

    const res = await move(ids.demo!, { amount: 12.34, direction: 'to_panel' });
    expect(res.statusCode, res.body).toBe(200);
    const data = panelTransferResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({
      direction: 'to_panel',
      amount: 12.34,
      master: { wallet: 87.66, overdraft: 0, available: 87.66 },
      panel: {
        _id: ids.demo,
        balance: (demoBefore.balanceCents + 1234) / 100,
        wallet: (demoBefore.balanceCents + 1234 - demoBefore.heldCents) / 100,
      },
    });
    expect(await cents(ids.master!)).toBe(8_766);
    expect(await cents(ids.demo!)).toBe(demoBefore.balanceCents + 1_234);

    // one transfer of two entries, summing to zero, tagged with the master
    const [row] = await t.handle.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, data.transfer_id));
    expect(row).toMatchObject({
      kind: 'panel_transfer',
      corporateId: ids.master,
      referenceType: 'corporate',
      referenceId: ids.demo,
      description: 'Grupo Empresarial Caribe C.A. → Distribuidora El Ávila C.A.',
    });
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, data.transfer_id));
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-1_234, 1_234]);

    // audited on both companies
    for (const corporateId of [ids.master!, ids.demo!]) {
      const audits = await auditRows(t, corporateId, 'panel_transfer');
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorType: 'corporate',
        actorId: ids.master,
        entity: 'corporate_panel',
        entityId: ids.demo,
        after: expect.objectContaining({ amount: 12.34, transfer_id: data.transfer_id }),
      });
    }

    // the wallet of each company, to each room
    await expect
      .poll(() => masterEvents.find((e) => e.name === 'wallet:update')?.payload)
      .toEqual({ corporate_id: ids.master, wallet: 87.66 });
    await expect
      .poll(() => panelEvents.find((e) => e.name === 'wallet:update')?.payload)
      .toEqual({ corporate_id: ids.demo, wallet: data.panel.wallet });

    // in both histories, with its sign
    const masterOps = walletOperationsPageSchema.parse(
      (await api(t, tokens.master!).get('/api/corporate/wallet/operations?limit=1')).json(),
    ).data.operations;
    expect(masterOps[0]).toMatchObject({ origin: 'panel_transfer', amount: -12.34 });
    const panelOps = walletOperationsPageSchema.parse(
      (await api(t, tokens.demo!).get('/api/corporate/wallet/operations?limit=1')).json(),
    ).data.operations;
    expect(panelOps[0]).toMatchObject({ origin: 'panel_transfer', amount: 12.34 });
    const detail = panelDetailResponseSchema.parse(
      (await api(t, tokens.master!).get(`/api/corporate/panels/${ids.demo}`)).json(),
    ).data;
    expect(detail.panel.operations[0]).toEqual(panelOps[0]);
    expect(detail.master.wallet).toBe(87.66);
    expect(await ledgerFaults(t)).toEqual([]);
  });

  it("takes balance back to the master's wallet", async () => {
    await masterBalance(0);
    const panelBefore = await cents(ids.otra!);
    const res = await move(ids.otra!, { amount: 5, direction: 'to_master' });
    expect(res.statusCode, res.body).toBe(200);
    const data = panelTransferResponseSchema.parse(res.json()).data;
    expect(data.master.wallet).toBe(5);
    expect(data.panel.balance).toBe((panelBefore - 500) / 100);
    expect(await cents(ids.master!)).toBe(500);
    expect(await cents(ids.otra!)).toBe(panelBefore - 500);
    const [audit] = await auditRows(t, ids.otra!, 'panel_transfer').then((r) => r.slice(-1));
    expect(audit!.after).toMatchObject({ direction: 'to_master', amount: 5 });
    expect(await ledgerFaults(t)).toEqual([]);
  });

  it("never takes back a panel's overdraft or what running orders hold", async () => {
    // otra: a known balance, a hold on part of it, and its seeded overdraft of $250
    const account = (await walletRow(t, ids.otra!))!;
    expect(account.overdraftCents).toBe(25_000);
    const hold = await createHold(t.handle.db, {
      accountId: account.id,
      corporateId: ids.otra!,
      amountCents: 2_000,
    });
    try {
      const takeable = account.balanceCents - account.heldCents - 2_000;
      const detail = panelDetailResponseSchema.parse(
        (await api(t, tokens.master!).get(`/api/corporate/panels/${ids.otra}`)).json(),
      ).data.panel;
      expect(detail.takeable).toBe(takeable / 100);

      const before = await moneyState(t, everyone());
      // a cent more than it has free: refused, though its overdraft would cover it
      const refused = await move(ids.otra!, {
        amount: (takeable + 1) / 100,
        direction: 'to_master',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error_code: 'insufficient_balance',
        message: "User does not have sufficient balance or there isn't enough overdraft",
      });
      expect(await moneyState(t, everyone())).toEqual(before);

      // exactly what it has free: taken, and the panel keeps its hold covered
      const taken = await move(ids.otra!, { amount: takeable / 100, direction: 'to_master' });
      expect(taken.statusCode, taken.body).toBe(200);
      const after = (await walletRow(t, ids.otra!))!;
      expect(after.balanceCents - after.heldCents).toBe(0);
      expect(panelTransferResponseSchema.parse(taken.json()).data.panel.takeable).toBe(0);

      // nothing more: not a cent of the overdraft
      const again = await move(ids.otra!, { amount: 0.01, direction: 'to_master' });
      expect(again.statusCode).toBe(422);
      expect(again.json().error_code).toBe('insufficient_balance');
    } finally {
      await voidHold(t.handle.db, hold.id);
    }
    expect(await ledgerFaults(t)).toEqual([]);
  });

  it('refuses more than the master can spend with 422 corporate_insufficient_balance, moving nothing', async () => {
    await masterBalance(1_000);
    const before = await moneyState(t, everyone());
    const res = await move(ids.demo!, { amount: 10.01, direction: 'to_panel' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('corporate_insufficient_balance');
    expect(await moneyState(t, everyone())).toEqual(before);
    const exact = await move(ids.demo!, { amount: 10, direction: 'to_panel' });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await cents(ids.master!)).toBe(0);
  });

  it.each([
    ['a zero amount', { amount: 0, direction: 'to_panel' }, 'amount_positive'],
    ['a negative amount', { amount: -5, direction: 'to_panel' }, 'amount_positive'],
    ['three decimals', { amount: 1.234, direction: 'to_panel' }, 'amount_decimals'],
    ['no amount', { direction: 'to_panel' }, 'amount_required'],
    ['an amount as text', { amount: '10', direction: 'to_panel' }, 'validation_error'],
    ['an absurd amount', { amount: 1e12, direction: 'to_panel' }, 'validation_error'],
    ['no direction', { amount: 1 }, 'validation_error'],
    ['another direction', { amount: 1, direction: 'give' }, 'validation_error'],
  ])('refuses %s with 400, writing nothing', async (_name, body, code) => {
    await masterBalance(10_000);
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const res = await move(ids.demo!, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: code, message: expect.any(String) });
    if (code.startsWith('amount_'))
      expect(res.json().fields).toEqual({ amount: errorMessage(code as ErrorCode, 'en') });
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('needs an Idempotency-Key', async () => {
    const before = await moneyState(t, everyone());
    const res = await move(ids.demo!, { amount: 1, direction: 'to_panel' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('idempotency_key_required');
    expect(await moneyState(t, everyone())).toEqual(before);
  });

  it('answers a replay with the same key as the first time, moving the money once', async () => {
    await masterBalance(10_000);
    const key = newKey();
    const body = { amount: 7.5, direction: 'to_panel' };
    const first = await move(ids.demo!, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const state = await moneyState(t, everyone());
    const replay = await move(ids.demo!, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await moneyState(t, everyone())).toEqual(state);
    expect(await cents(ids.master!)).toBe(9_250);
    // the same key for another request is a mistake, not a new transfer
    const other = await move(ids.demo!, { amount: 8, direction: 'to_panel' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error_code).toBe('idempotency_mismatch');
    expect(await moneyState(t, everyone())).toEqual(state);
  });

  it("answers 404 for another master's panel, a company that is not a panel, the master itself, an unknown or a malformed id, moving nothing", async () => {
    await masterBalance(10_000);
    const stranger = await createCorporate(t);
    const before = await moneyState(t, everyone());
    for (const id of [
      other.panelId,
      other.masterId,
      ids.pending,
      stranger,
      ids.master,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ]) {
      for (const direction of ['to_panel', 'to_master']) {
        const res = await move(id!, { amount: 1, direction });
        expect(`${id} ${direction} ${res.statusCode}`).toBe(`${id} ${direction} 404`);
        expect(res.json().error_code).toBe('not_found');
      }
    }
    expect(await moneyState(t, everyone())).toEqual(before);
    expect(await auditRows(t, other.panelId, 'panel_transfer')).toEqual([]);
  });

  it('refuses a normal corporate 403 forbidden, moving nothing', async () => {
    const before = await moneyState(t, everyone());
    const res = await move(ids.otra!, { amount: 1, direction: 'to_master' }, newKey(), tokens.demo);
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('forbidden');
    expect(await moneyState(t, everyone())).toEqual(before);
  });
});

// On PostgreSQL (DATABASE_URL) these requests run truly at once over the pool; on PGlite its one
// connection serializes them, which must give the same answers.
describe('transfers at the same time, with different keys', () => {
  it('to a panel: as many as the master can pay, the others refused, never below zero', async () => {
    await masterBalance(10_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => move(ids.demo!, { amount: 30, direction: 'to_panel' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422))
      expect(r.json().error_code).toBe('corporate_insufficient_balance');
    expect(await cents(ids.master!)).toBe(1_000);
    expect(await ledgerFaults(t)).toEqual([]);
  });

  it('back from a panel: never past what it has free', async () => {
    const account = (await walletRow(t, ids.otra!))!;
    const free = account.balanceCents - account.heldCents;
    // leave otra exactly $100 free to take back
    if (free > 10_000) {
      const res = await move(ids.otra!, { amount: (free - 10_000) / 100, direction: 'to_master' });
      expect(res.statusCode, res.body).toBe(200);
    } else {
      await masterBalance((await cents(ids.master!)) + 10_000 - free);
      const res = await move(ids.otra!, { amount: (10_000 - free) / 100, direction: 'to_panel' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const start = (await walletRow(t, ids.otra!))!;
    expect(start.balanceCents - start.heldCents).toBe(10_000);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => move(ids.otra!, { amount: 40, direction: 'to_master' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422]);
    const end = (await walletRow(t, ids.otra!))!;
    expect(end.balanceCents - end.heldCents).toBe(2_000);
    expect(await ledgerFaults(t)).toEqual([]);
  });

  it('both ways at once between one master and its two panels keep every balance equal to its entries', async () => {
    await masterBalance(5_000);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => move(ids.demo!, { amount: 20, direction: 'to_panel' })),
      ...Array.from({ length: 4 }, () => move(ids.otra!, { amount: 5, direction: 'to_panel' })),
      ...Array.from({ length: 4 }, () => move(ids.demo!, { amount: 1, direction: 'to_master' })),
    ]);
    for (const r of results) expect([200, 422]).toContain(r.statusCode);
    const master = (await walletRow(t, ids.master!))!;
    expect(master.balanceCents + master.overdraftCents).toBeGreaterThanOrEqual(0);
    const moved = results
      .filter((r) => r.statusCode === 200)
      .map((r) => panelTransferResponseSchema.parse(r.json()).data)
      .reduce((n, d) => n + (d.direction === 'to_panel' ? -d.amount : d.amount) * 100, 0);
    expect(master.balanceCents).toBe(5_000 + Math.round(moved));
    expect(await ledgerFaults(t)).toEqual([]);
  });
});
