import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { fromCents, toCents, type ConsolePromo, type CreatePromoInput } from '@trayecto/contracts';
import { corporates, promoCodes, promoRedemptions, trips } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';

// Promo codes as the provider runs them: one row per company it is for (or one for all).

type PromoRow = typeof promoCodes.$inferSelect;
type CompanyRef = { id: string; name: string; uniqueId: string } | null;

const promoView = (p: PromoRow, company: CompanyRef): ConsolePromo => ({
  _id: p.id,
  code: p.code,
  kind: p.kind,
  value: p.kind === 'fixed' ? fromCents(p.value) : p.value,
  valid_from: p.validFrom.toISOString(),
  valid_until: p.validUntil.toISOString(),
  usage_limit: p.usageLimit,
  used_count: p.usedCount,
  paused: p.pausedAt !== null,
  company: company ? { _id: company.id, name: company.name, unique_id: company.uniqueId } : null,
});

export async function listPromos(deps: AppDeps) {
  const rows = await deps.db
    .select({
      promo: promoCodes,
      companyId: corporates.id,
      companyName: corporates.name,
      companyUniqueId: corporates.uniqueId,
    })
    .from(promoCodes)
    .leftJoin(corporates, eq(corporates.id, promoCodes.corporateId))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
    .limit(500);
  return {
    success: true as const,
    promos: rows.map((r) =>
      promoView(
        r.promo,
        r.companyId
          ? { id: r.companyId, name: r.companyName!, uniqueId: r.companyUniqueId! }
          : null,
      ),
    ),
  };
}

/**
 * Creates a code for each company named (or one for every company). A code that already exists
 * where this one would apply (the same company, or any when it is for all) is refused with
 * 409 promo_code_taken and nothing is created.
 */
export async function createPromo(deps: AppDeps, body: CreatePromoInput, actor: Actor) {
  const ids = [...new Set(body.corporate_ids)];
  if (ids.some((id) => !isUuid(id))) throw new AppError(404, 'not_found');
  const value = body.kind === 'fixed' ? toCents(body.value) : body.value;
  const code = body.code.trim().toUpperCase();
  await runTransaction(deps.db, async (tx) => {
    if (ids.length) {
      const found = await tx
        .select({ id: corporates.id })
        .from(corporates)
        .where(inArray(corporates.id, ids));
      if (found.length !== ids.length) throw new AppError(404, 'not_found');
    }
    const clash = await tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.code, code),
          ids.length
            ? or(isNull(promoCodes.corporateId), inArray(promoCodes.corporateId, ids))
            : undefined,
        ),
      )
      .limit(1);
    if (clash.length) throw new AppError(409, 'promo_code_taken');
    const rows = await tx
      .insert(promoCodes)
      .values(
        (ids.length ? ids : [null]).map((corporateId) => ({
          corporateId,
          code,
          kind: body.kind,
          value,
          validFrom: new Date(body.valid_from),
          validUntil: new Date(body.valid_until),
          usageLimit: body.usage_limit,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: promoCodes.id, corporateId: promoCodes.corporateId });
    // a code created by someone else between the check and the insert
    if (rows.length !== Math.max(ids.length, 1)) throw new AppError(409, 'promo_code_taken');
    for (const row of rows) {
      await recordAudit(tx, {
        actor,
        corporateId: row.corporateId,
        action: 'promo_created',
        entity: 'promo_code',
        entityId: row.id,
        after: { code, kind: body.kind, value: body.value, usage_limit: body.usage_limit },
      });
    }
  });
  return listPromos(deps);
}

export async function pausePromo(deps: AppDeps, id: string, paused: boolean, actor: Actor) {
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  await runTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(promoCodes)
      .set({ pausedAt: paused ? deps.clock.now() : null })
      .where(eq(promoCodes.id, id))
      .returning({ id: promoCodes.id, corporateId: promoCodes.corporateId, code: promoCodes.code });
    if (!row) throw new AppError(404, 'not_found');
    await recordAudit(tx, {
      actor,
      corporateId: row.corporateId,
      action: paused ? 'promo_paused' : 'promo_resumed',
      entity: 'promo_code',
      entityId: row.id,
      after: { code: row.code, paused },
    });
  });
  return listPromos(deps);
}

export async function promoUses(deps: AppDeps, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  const [promo] = await deps.db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.id, id));
  if (!promo) throw new AppError(404, 'not_found');
  const rows = await deps.db
    .select({
      tripId: trips.id,
      tripUniqueId: trips.uniqueId,
      company: corporates.name,
      discountCents: promoRedemptions.discountCents,
      createdAt: promoRedemptions.createdAt,
    })
    .from(promoRedemptions)
    .innerJoin(trips, eq(trips.id, promoRedemptions.tripId))
    .innerJoin(corporates, eq(corporates.id, promoRedemptions.corporateId))
    .where(eq(promoRedemptions.promoCodeId, id))
    .orderBy(desc(promoRedemptions.createdAt))
    .limit(500);
  return {
    success: true as const,
    uses: rows.map((r) => ({
      trip_id: r.tripId,
      trip_unique_id: r.tripUniqueId,
      company: r.company,
      discount: fromCents(Number(r.discountCents)),
      created_at: r.createdAt.toISOString(),
    })),
  };
}
