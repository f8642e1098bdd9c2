import { asc, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIdCard, isValidTaxId } from '@trayecto/contracts';
import {
  admins,
  corporates,
  exchangeRates,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  masterPanels,
  payrollUsers,
  type DbHandle,
} from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { verifyPassword } from '../lib/password.ts';
import { SEED_RATE_DAYS, seedDemo } from './seed.ts';
import { SEED_VES_PER_USD } from './seed-data.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function snapshot() {
  const db = handle.db;
  const n = async (table: Parameters<typeof db.$count>[0]) => db.$count(table);
  return {
    corporates: await n(corporates),
    admins: await n(admins),
    panels: await n(masterPanels),
    payroll: await n(payrollUsers),
    accounts: await n(ledgerAccounts),
    transfers: await n(ledgerTransfers),
    entries: await n(ledgerEntries),
    rates: await n(exchangeRates),
    balances: (await db.select({ s: sum(ledgerAccounts.balanceCents) }).from(ledgerAccounts))[0]!.s,
  };
}

describe('seedDemo', () => {
  it('creates the demo accounts, payroll, wallets and an exchange rate', async () => {
    expect(await seedDemo(handle.db)).toEqual({ seeded: true });
    const rows = await handle.db.select().from(corporates);
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(Object.keys(byEmail).sort()).toEqual([
      'demo@trayecto.test',
      'master@trayecto.test',
      'otra@trayecto.test',
      'pending@trayecto.test',
    ]);
    expect(byEmail['demo@trayecto.test']).toMatchObject({
      status: 'approved',
      isActiveShipments: true,
      isActiveMultiStops: true,
      isAllowCredits: true,
    });
    expect(byEmail['master@trayecto.test']!.isCorporateMaster).toBe(true);
    expect(byEmail['pending@trayecto.test']!.status).toBe('pending');
    for (const r of rows) {
      expect(isValidTaxId(r.taxId!)).toBe(true);
      expect(r.phone).toMatch(/^\d{10}$/);
      expect(await verifyPassword('Demo1234!', r.passwordHash)).toBe(true);
    }
    const [admin] = await handle.db.select().from(admins);
    expect(admin!.email).toBe('admin@trayecto.test');
    expect(await verifyPassword('Admin1234!', admin!.passwordHash)).toBe(true);

    const panels = await handle.db.select().from(masterPanels);
    expect(panels.map((p) => p.panelId).sort()).toEqual(
      [byEmail['demo@trayecto.test']!.id, byEmail['otra@trayecto.test']!.id].sort(),
    );

    for (const email of ['demo@trayecto.test', 'otra@trayecto.test']) {
      const users = await handle.db
        .select()
        .from(payrollUsers)
        .where(eq(payrollUsers.corporateId, byEmail[email]!.id));
      expect(users).toHaveLength(12);
      const inactive = users.filter((u) => !u.isActive).length;
      expect(inactive).toBeGreaterThanOrEqual(1);
      expect(inactive).toBeLessThanOrEqual(2);
      for (const u of users) {
        expect(isValidIdCard(u.idCard)).toBe(true);
        expect(u.phone).toMatch(/^4(14|24|12)\d{7}$/);
        expect(u.email).toMatch(/^[a-z]+\.[a-z]+@[a-z.]+$/);
        expect(u.department).toBeTruthy();
      }
    }

    const [demoAccount] = await handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerId, byEmail['demo@trayecto.test']!.id));
    expect(demoAccount!.balanceCents).toBeGreaterThan(0);
    expect(demoAccount!.overdraftCents).toBeGreaterThan(0);
    // double entry: every seeded transfer sums to zero, so all balances together do too
    const [total] = await handle.db
      .select({ s: sum(ledgerEntries.amountCents) })
      .from(ledgerEntries);
    expect(Number(total!.s)).toBe(0);
    // a dated rate a day, rising to today's: old operations are shown at their own day's rate
    const rates = await handle.db
      .select()
      .from(exchangeRates)
      .orderBy(asc(exchangeRates.effectiveAt));
    expect(rates).toHaveLength(SEED_RATE_DAYS);
    expect(rates.every((r) => r.currency === 'VES')).toBe(true);
    expect(Number(rates.at(-1)!.rate)).toBe(Number(SEED_VES_PER_USD));
    expect(Number(rates[0]!.rate)).toBeLessThan(Number(rates.at(-1)!.rate));
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(await seedDemo(handle.db)).toEqual({ seeded: false });
    expect(await snapshot()).toEqual(before);
    const [n] = await handle.db.select({ n: count() }).from(corporates);
    expect(n!.n).toBe(4);
  });
});
