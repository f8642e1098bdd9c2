import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { promoCodes, promoRedemptions, type DbOrTx } from '@trayecto/db';

export type PromoRow = typeof promoCodes.$inferSelect;

/** The corporate's own code of that name, else the global one. */
export async function findPromo(
  db: DbOrTx,
  corporateId: string,
  code: string,
): Promise<PromoRow | null> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.code, code),
        or(eq(promoCodes.corporateId, corporateId), isNull(promoCodes.corporateId)),
      ),
    );
  return rows.find((r) => r.corporateId === corporateId) ?? rows[0] ?? null;
}

/** Counts one use, only while the code is still within its limit; false when it is used up. */
export async function takeUse(db: DbOrTx, promoId: string): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        or(isNull(promoCodes.usageLimit), sql`${promoCodes.usedCount} < ${promoCodes.usageLimit}`),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

export async function insertRedemption(
  db: DbOrTx,
  row: { corporateId: string; promoCodeId: string; tripId: string; discountCents: number },
) {
  await db.insert(promoRedemptions).values(row);
}

export async function promoById(db: DbOrTx, id: string): Promise<PromoRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ?? null;
}

/** Gives a use back (the trip that took it was never created). */
export async function releaseUse(db: DbOrTx, promoId: string): Promise<void> {
  await db
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, promoId));
}
