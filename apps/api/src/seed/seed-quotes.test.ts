import { describe, expect, it } from 'vitest';
import { multistopQuotes } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { seedDemo } from './seed.ts';
import { seedDemoQuotes } from './seed-quotes.ts';

describe('demo quotes seed', () => {
  it('adds one quote waiting for approval, one denied and one expired, priced, once', async () => {
    const handle = await openTestDatabase();
    try {
      const now = new Date();
      await seedDemo(handle.db, now);
      expect(await seedDemoQuotes(handle.db, now)).toEqual({ seeded: true });
      expect(await seedDemoQuotes(handle.db, now)).toEqual({ seeded: false });
      const rows = await handle.db.select().from(multistopQuotes);
      expect(rows.map((r) => r.status).sort()).toEqual([
        'expired',
        'not_approved',
        'waiting_for_approval',
      ]);
      for (const row of rows) {
        expect(row.totalCents).toBeGreaterThan(0);
        expect(row.legs).toHaveLength(row.places.length - 1);
        expect(row.exchangeRate).toBeGreaterThan(0);
      }
      const open = rows.find((r) => r.status === 'waiting_for_approval')!;
      expect(open.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    } finally {
      await handle.close();
    }
  });
});
