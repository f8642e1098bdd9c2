import type { Quote } from '@trayecto/contracts';

/** The state a quote was left in by an action the user just took (approve, deny, cancel…). */
export type QuoteStateSnapshot = Pick<Quote, 'status' | 'order_status'>;

export const snapshotOf = (quote: QuoteStateSnapshot): QuoteStateSnapshot => ({
  status: quote.status,
  order_status: quote.order_status,
});

/**
 * Whether the notice of that action ("Cotización aprobada: el viaje quedó programado") still tells
 * the truth: only while the quote and its trip are in the state the action left them. Once the
 * trip starts, finishes or is cancelled, the page's own status says what holds, not the notice.
 */
export function noticeHolds(at: QuoteStateSnapshot, quote: QuoteStateSnapshot): boolean {
  return at.status === quote.status && at.order_status === quote.order_status;
}
