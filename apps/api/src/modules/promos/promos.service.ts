import type { DbOrTx } from '@trayecto/db';
import { AppError } from '../../lib/app-error.ts';
import { promoStatus } from './promo-status.ts';
import * as repo from './promos.repository.ts';

export type ValidPromo = repo.PromoRow;

export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/**
 * A promo code this corporate may use now (its own or a global one, inside its validity window,
 * not used up), or 422 promo_invalid: 'The promo code has expired or is invalid'.
 */
export async function findUsablePromo(
  db: DbOrTx,
  corporateId: string,
  code: string,
  now: Date,
): Promise<ValidPromo> {
  const promo = await repo.findPromo(db, corporateId, normalizePromoCode(code));
  // the rule the promo codes page shows as the code's status (promo-status.ts)
  if (!promo || promoStatus(promo, now) !== 'active')
    throw new AppError(422, 'promo_invalid', { fields: { promo_code: 'promo_invalid' } });
  return promo;
}

/** The discount in cents a promo gives on a fare (never more than the fare). */
export function discountCents(
  promo: Pick<ValidPromo, 'kind' | 'value'>,
  fareCents: number,
): number {
  const raw =
    promo.kind === 'percentage' ? Math.round((fareCents * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(fareCents, raw));
}

/** Records that a trip used the code (inside the trip's transaction); 422 when it was used up meanwhile. */
export async function redeemPromo(
  db: DbOrTx,
  input: { corporateId: string; promo: ValidPromo; tripId: string; discountCents: number },
): Promise<void> {
  if (!(await repo.takeUse(db, input.promo.id))) {
    throw new AppError(422, 'promo_invalid', { fields: { promo_code: 'promo_invalid' } });
  }
  await repo.insertRedemption(db, {
    corporateId: input.corporateId,
    promoCodeId: input.promo.id,
    tripId: input.tripId,
    discountCents: input.discountCents,
  });
}
