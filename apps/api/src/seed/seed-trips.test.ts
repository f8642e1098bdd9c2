import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerHolds, promoCodes, trips } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { seedDemo } from './seed.ts';
import { seedDemoTrips } from './seed-trips.ts';

describe('demo trips seed', () => {
  it('adds promo codes and past trips charged through the ledger, once', async () => {
    const handle = await openTestDatabase();
    try {
      const now = new Date();
      await seedDemo(handle.db, now);
      expect(await seedDemoTrips(handle.db, now)).toEqual({ seeded: true });
      expect(await seedDemoTrips(handle.db, now)).toEqual({ seeded: false });
      const codes = await handle.db.select().from(promoCodes);
      expect(codes.map((c) => c.code).sort()).toEqual(['BIENVENIDA10', 'TRAYECTO5', 'VERANO2025']);
      const rows = await handle.db.select().from(trips);
      expect(rows.length).toBe(17);
      const completed = rows.filter((r) => r.status === 'completed');
      expect(completed.every((r) => r.finalFareCents! > 0)).toBe(true);
      // a completed trip was driven by someone, in a vehicle with a plate, as a live one is
      for (const r of completed) {
        expect(r.driverId, r.uniqueId).toBeTruthy();
        expect(r.driver, r.uniqueId).toMatchObject({
          id: r.driverId,
          name: expect.stringMatching(/\p{L}+ \p{L}+/u),
          vehicle: { plate: expect.stringMatching(/\w/), brand: expect.any(String) },
        });
        expect(r.position).not.toBeNull();
      }
      // nobody drove a trip that found no driver or was cancelled before
      for (const r of rows.filter((r) => r.status !== 'completed')) expect(r.driver).toBeNull();
      // every hold is settled; the books still sum to zero
      const holds = await handle.db
        .select()
        .from(ledgerHolds)
        .where(eq(ledgerHolds.status, 'pending'));
      expect(holds).toEqual([]);
      const [total] = await handle.db
        .select({ s: sql<string>`sum(${ledgerAccounts.balanceCents})` })
        .from(ledgerAccounts);
      expect(Number(total!.s)).toBe(0);
      const [revenue] = await handle.db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.code, 'revenue'));
      expect(revenue!.balanceCents).toBe(completed.reduce((s, r) => s + r.finalFareCents!, 0));
    } finally {
      await handle.close();
    }
  }, 120_000);
});
