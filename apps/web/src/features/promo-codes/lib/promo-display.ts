import {
  PROMO_CODE_STATUSES,
  PROMO_CODE_STATUS_LABELS,
  type CompanyPromoCode,
  type PromoCodeStatus,
} from '@trayecto/contracts/promo-codes';
import { formatUsd } from '@trayecto/contracts/format';
import type { Language } from '@trayecto/contracts/i18n';

// How the promo codes page shows a code: its status (the contract's words), its discount.

export const PROMO_STATUS_COLORS: Record<
  PromoCodeStatus,
  'success' | 'info' | 'warning' | 'default'
> = {
  active: 'success',
  scheduled: 'info',
  paused: 'warning',
  expired: 'default',
  used_up: 'default',
};

export const promoStatusLabel = (status: PromoCodeStatus, lang: Language) =>
  PROMO_CODE_STATUS_LABELS[status][lang];

/** The status a URL's ?status= names, or undefined (all) for anything else. */
export function statusFromParam(value: string | null): PromoCodeStatus | undefined {
  return (PROMO_CODE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as PromoCodeStatus)
    : undefined;
}

/** "10%" or "$5.00" (always left to right). */
export function discountText(promo: Pick<CompanyPromoCode, 'kind' | 'value'>): string {
  return promo.kind === 'percentage' ? `${promo.value}%` : formatUsd(promo.value);
}

/** "codigo-BIENVENIDA10-2026-11-21.csv": the code as a file name can hold it. */
export function redemptionsFileName(code: string, now: Date = new Date()): string {
  const safe = code.replace(/[^A-Za-z0-9_-]+/g, '') || 'codigo';
  return `codigo-${safe}-${now.toISOString().slice(0, 10)}.csv`;
}
