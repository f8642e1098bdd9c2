import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payrollMovementsPageSchema,
  walletFlowsResponseSchema,
  walletOperationsPageSchema,
  type WalletOperation,
} from '@trayecto/contracts';
import { ledgerEntries, ledgerTransfers, payrollUsers } from '@trayecto/db';
import { corporateIdByEmail, setupApp, type TestContext } from '../../../test/helpers.ts';
import { seedDemoTrips } from '../../seed/seed-trips.ts';
import { api, loginAs, type Caller } from '../payroll/payroll-test-helpers.ts';

// One date per movement: its transfer's, which seeded and imported history carries (entries are
// written when the seed runs). The balance history, the dashboard's money of a period and a
// collaborator's movements read that same date, over any period.

const DAY = 86_400_000;
let t: TestContext;
let demo: Caller;
let history: WalletOperation[];

beforeAll(async () => {
  t = await setupApp();
  await seedDemoTrips(t.handle.db, t.clock.now());
  demo = await loginAs(t, 'demo@trayecto.test');
  history = [];
  let cursor: string | null = null;
  do {
    const page: { operations: WalletOperation[]; next_cursor: string | null } =
      walletOperationsPageSchema.parse(
        (
          await api(t, demo).get(
            `/api/corporate/wallet/operations?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).json(),
      ).data;
    history.push(...page.operations);
    cursor = page.next_cursor;
  } while (cursor);
}, 120_000);
afterAll(() => t?.close());

describe('the date of a movement', () => {
  it('is the same in the balance history and in the money of any period', async () => {
    const now = t.clock.now().getTime();
    // the seeded history is dated over weeks, while its entries were all written just now
    const days = new Set(history.map((o) => o.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 1, max: 40 }),
        async (startDaysAgo, lengthDays) => {
          const from = new Date(now - startDaysAgo * DAY);
          const to = new Date(Math.min(now + DAY, from.getTime() + lengthDays * DAY));
          const res = await api(t, demo).get(
            `/api/corporate/wallet/flows?from=${from.toISOString()}&to=${to.toISOString()}`,
          );
          const flows = walletFlowsResponseSchema.parse(res.json()).data;
          const inWindow = history.filter((o) => {
            const at = Date.parse(o.created_at);
            return at >= from.getTime() && at <= to.getTime() && o.origin !== 'seed_topup';
          });
          const byKind = new Map<string, { in: number; out: number }>();
          for (const o of inWindow) {
            const k = byKind.get(o.origin) ?? { in: 0, out: 0 };
            if (o.amount > 0) k.in += Math.round(o.amount * 100);
            else k.out -= Math.round(o.amount * 100);
            byKind.set(o.origin, k);
          }
          expect(
            Object.fromEntries(
              flows.by_kind.map((k) => [
                k.kind,
                { in: Math.round(k.money_in * 100), out: Math.round(k.money_out * 100) },
              ]),
            ),
          ).toEqual(Object.fromEntries(byKind));
        },
      ),
      { numRuns: 25 },
    );
  });

  it("is the transfer's on a collaborator's page too", async () => {
    const corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const users = await t.handle.db
      .select()
      .from(payrollUsers)
      .where(eq(payrollUsers.corporateId, corporateId));
    let seen = 0;
    for (const user of users) {
      const res = await api(t, demo).get(`/api/corporate/users/${user.id}/movements?limit=100`);
      const movements = payrollMovementsPageSchema.parse(res.json()).data.movements;
      if (movements.length === 0) continue;
      const rows = await t.handle.db
        .select({ id: ledgerEntries.id, at: ledgerTransfers.createdAt })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(
          inArray(
            ledgerEntries.id,
            movements.map((m) => Number(m._id)),
          ),
        );
      const dateOf = new Map(rows.map((r) => [String(r.id), r.at.toISOString()]));
      for (const m of movements) expect(m.created_at).toBe(dateOf.get(m._id));
      seen += movements.length;
    }
    // the seed gave balance to collaborators weeks ago: their movements are not dated today
    expect(seen).toBeGreaterThan(0);
    const today = new Date(t.clock.now().getTime() - DAY).toISOString();
    const all = await Promise.all(
      users.map(
        async (u) =>
          payrollMovementsPageSchema.parse(
            (await api(t, demo).get(`/api/corporate/users/${u.id}/movements?limit=100`)).json(),
          ).data.movements,
      ),
    );
    expect(all.flat().some((m) => m.created_at < today)).toBe(true);
  });
});
