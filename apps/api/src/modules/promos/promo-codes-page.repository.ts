import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { promoCodes, promoRedemptions, trips, type DbOrTx } from '@trayecto/db';
import type { PromoRow } from './promos.repository.ts';

// The company's promo codes page: the codes it may use, its own uses of them, and the trips
// that used one. Every read of redemptions is bounded to the caller's corporate_id.

/** The codes a company sees: its own and the global ones, the latest valid_until first. */
export async function selectCompanyPromos(
  db: DbOrTx,
  corporateId: string,
  limit: number,
): Promise<PromoRow[]> {
  return db
    .select()
    .from(promoCodes)
    .where(or(eq(promoCodes.corporateId, corporateId), isNull(promoCodes.corporateId)))
    .orderBy(desc(promoCodes.validUntil), desc(promoCodes.id))
    .limit(limit);
}

/** A code this company may see (its own or a global one), else null (another's, or none). */
export async function selectCompanyPromo(
  db: DbOrTx,
  corporateId: string,
  id: string,
): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.id, id),
        or(eq(promoCodes.corporateId, corporateId), isNull(promoCodes.corporateId)),
      ),
    );
  return row ?? null;
}

export type CompanyUsage = { times: number; savedCents: number };

/** How many of this company's trips used each code, and the discounts they got: its rows only. */
export async function selectCompanyUsage(
  db: DbOrTx,
  corporateId: string,
  promoIds: readonly string[],
): Promise<Map<string, CompanyUsage>> {
  if (promoIds.length === 0) return new Map();
  const rows = await db
    .select({
      promoId: promoRedemptions.promoCodeId,
      times: sql<number>`count(*)::int`,
      saved: sql<string>`coalesce(sum(${promoRedemptions.discountCents}), 0)::bigint`,
    })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.corporateId, corporateId),
        inArray(promoRedemptions.promoCodeId, [...promoIds]),
      ),
    )
    .groupBy(promoRedemptions.promoCodeId);
  return new Map(
    rows.map((r) => [r.promoId, { times: Number(r.times), savedCents: Number(r.saved) }]),
  );
}

export type RedemptionPosition = { requestedAt: Date; tripId: string };

/** This company's trips that used a code, newest request first, after a keyset position. */
export async function selectRedemptions(
  db: DbOrTx,
  corporateId: string,
  promoId: string,
  opts: { after?: RedemptionPosition | undefined; limit: number },
) {
  const where = [
    eq(promoRedemptions.corporateId, corporateId),
    eq(promoRedemptions.promoCodeId, promoId),
  ];
  if (opts.after) {
    where.push(
      sql`(${trips.requestedAt}, ${trips.id}) < (${opts.after.requestedAt.toISOString()}::timestamptz, ${opts.after.tripId}::uuid)`,
    );
  }
  return db
    .select({
      id: promoRedemptions.id,
      discountCents: promoRedemptions.discountCents,
      tripId: trips.id,
      uniqueId: trips.uniqueId,
      status: trips.status,
      requestedAt: trips.requestedAt,
      passengerName: trips.passengerName,
      grossCents: trips.estimatedFareGrossCents,
      finalFareCents: trips.finalFareCents,
    })
    .from(promoRedemptions)
    .innerJoin(
      trips,
      and(eq(trips.id, promoRedemptions.tripId), eq(trips.corporateId, corporateId)),
    )
    .where(and(...where))
    .orderBy(desc(trips.requestedAt), desc(trips.id))
    .limit(opts.limit);
}
export type RedemptionRow = Awaited<ReturnType<typeof selectRedemptions>>[number];
