import type { ConsolePromo } from '@trayecto/contracts/console';

export type PromoState = 'active' | 'paused' | 'scheduled' | 'expired' | 'exhausted';

export const PROMO_STATE_COLORS: Record<PromoState, 'success' | 'warning' | 'info' | 'default'> = {
  active: 'success',
  paused: 'warning',
  scheduled: 'info',
  expired: 'default',
  exhausted: 'default',
};

/** Whether a code can be used now, or why not: paused, not valid yet, past its end, used up. */
export function promoState(
  promo: Pick<ConsolePromo, 'paused' | 'valid_from' | 'valid_until' | 'usage_limit' | 'used_count'>,
  now: number = Date.now(),
): PromoState {
  if (promo.paused) return 'paused';
  if (now < new Date(promo.valid_from).getTime()) return 'scheduled';
  if (now > new Date(promo.valid_until).getTime()) return 'expired';
  if (promo.usage_limit !== null && promo.used_count >= promo.usage_limit) return 'exhausted';
  return 'active';
}

/**
 * The switch a code's row offers: pause a code that can still be used (active, or valid later),
 * resume a paused one; none for a code past its end or used up, whatever its pause (nothing
 * would bring it back).
 */
export function promoSwitch(
  promo: Pick<ConsolePromo, 'paused' | 'valid_from' | 'valid_until' | 'usage_limit' | 'used_count'>,
  now: number = Date.now(),
): 'pause' | 'resume' | null {
  const state = promoState({ ...promo, paused: false }, now);
  if (state === 'expired' || state === 'exhausted') return null;
  return promo.paused ? 'resume' : 'pause';
}
