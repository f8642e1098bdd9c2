import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, type Quote } from '@trayecto/contracts';
import { noticeHolds, snapshotOf } from './quote-notice.ts';

const quote = (status: Quote['status'], order_status: Quote['order_status']) =>
  ({ status, order_status }) as Quote;

describe("an action's notice on a quote", () => {
  it('holds while the quote and its trip stay as the action left them', () => {
    const approved = quote('approved', 'scheduled');
    expect(noticeHolds(snapshotOf(approved), quote('approved', 'scheduled'))).toBe(true);
  });

  // "Cotización aprobada: el viaje quedó programado" is no longer true once the trip moved on
  it.each(TRIP_STATUSES.filter((s) => s !== 'scheduled'))(
    'is gone once the approved trip is %s',
    (status) => {
      const at = snapshotOf(quote('approved', 'scheduled'));
      expect(noticeHolds(at, quote('approved', status))).toBe(false);
    },
  );

  it('is gone once the quote itself changed (a quote waiting for approval that expired)', () => {
    const at = snapshotOf(quote('waiting_for_approval', null));
    expect(noticeHolds(at, quote('expired', null))).toBe(false);
  });
});
