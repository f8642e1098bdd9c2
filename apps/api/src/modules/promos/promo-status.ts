import type { PromoCodeStatus } from '@trayecto/contracts';
import type { PromoRow } from './promos.repository.ts';

// The one rule of a promo code's validity: booking accepts a code only while its status is
// 'active' (promos.service.ts findUsablePromo), and the company's promo codes page shows the same
// status (promo-codes-page.service.ts). A pure function of the row and the clock.

export type PromoValidity = Pick<
  PromoRow,
  'pausedAt' | 'validFrom' | 'validUntil' | 'usageLimit' | 'usedCount'
>;

/**
 * 'active' while the code can be used at `now`: not paused, valid_from ≤ now < valid_until, and
 * uses left. Otherwise why not, the first of: paused, scheduled, expired, used up.
 */
export function promoStatus(promo: PromoValidity, now: Date): PromoCodeStatus {
  const at = now.getTime();
  if (promo.pausedAt !== null) return 'paused';
  if (at < promo.validFrom.getTime()) return 'scheduled';
  if (at >= promo.validUntil.getTime()) return 'expired';
  if (usesLeft(promo) === 0) return 'used_up';
  return 'active';
}

/** Uses of the code left (shared by every company for a global code); null when unlimited. */
export function usesLeft(promo: Pick<PromoRow, 'usageLimit' | 'usedCount'>): number | null {
  return promo.usageLimit === null ? null : Math.max(0, promo.usageLimit - promo.usedCount);
}
