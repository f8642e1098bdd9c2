import {
  TOPUP_METHOD_LABELS,
  TOPUP_STATUS_LABELS,
  formatBs,
  formatDate,
  formatUsd,
  type Language,
  type TopupStatus,
} from '@trayecto/contracts';

// How a top-up reads in the lists, the snackbars and the invoice: the contract's labels in the
// interface language, an amount in its own currency, a payment day.

export function topupStatusLabel(status: TopupStatus, lang: Language): string {
  return TOPUP_STATUS_LABELS[status][lang];
}

export const TOPUP_STATUS_COLORS = {
  verifying: 'info',
  waiting: 'warning',
  approved: 'success',
  rejected: 'error',
} as const satisfies Record<TopupStatus, string>;

/** A payment method's label ("Pago móvil"), or the code itself when the contract has none. */
export function methodLabel(method: string, lang: Language): string {
  return Object.hasOwn(TOPUP_METHOD_LABELS, method)
    ? TOPUP_METHOD_LABELS[method as keyof typeof TOPUP_METHOD_LABELS][lang]
    : method;
}

/** An amount in the payment's currency: "Bs. 1,234.50" or "$100.00". */
export function formatMoney(amount: number, currency: string): string {
  return currency === 'VES' ? formatBs(amount) : formatUsd(amount);
}

/**
 * A payment day: a calendar day ("2026-11-20") is shown as that day wherever the browser is
 * (not shifted by a time zone); a date-time in the company's zone.
 */
export function formatDay(day: string, lang: string, timezone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatDate(`${day}T12:00:00Z`, lang, 'UTC');
  const date = new Date(day);
  return Number.isNaN(date.getTime()) ? day : formatDate(date, lang, timezone);
}

/** "REC-000012-comprobante.pdf" */
export function receiptFileName(uniqueId: string, contentType: string | null): string {
  const ext =
    { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[
      contentType ?? ''
    ] ?? 'bin';
  return `${uniqueId}-comprobante.${ext}`;
}
