import { describe, expect, it } from 'vitest';
import {
  APPROVAL_TABS,
  isApprovalTab,
  isDecidable,
  orderPathOf,
  statusOfTab,
} from './approval-display.ts';

describe('approval display', () => {
  it('lists the waiting requests first and every request last', () => {
    expect(APPROVAL_TABS[0]).toBe('waiting');
    expect(APPROVAL_TABS.at(-1)).toBe('all');
    expect(statusOfTab('all')).toBeNull();
    expect(statusOfTab('denied')).toBe('denied');
    expect(isApprovalTab('expired')).toBe(true);
    expect(isApprovalTab('nope')).toBe(false);
    expect(isApprovalTab(null)).toBe(false);
  });

  it('links an approved request to its trip or parcel', () => {
    expect(orderPathOf({ kind: 'ride', order_id: 'o 1' })).toBe('/view-map/o%201');
    expect(orderPathOf({ kind: 'multistop', order_id: 'o2' })).toBe('/view-map/o2');
    expect(orderPathOf({ kind: 'parcel', order_id: 'p1' })).toBe('/parcel_multistop/p1');
    expect(orderPathOf({ kind: 'ride', order_id: null })).toBeNull();
  });

  it('offers a decision only while the request waits and has not expired', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const later = '2026-11-26T12:30:00Z';
    expect(isDecidable({ status: 'waiting', expires_at: later }, now)).toBe(true);
    expect(isDecidable({ status: 'waiting', expires_at: '2026-11-26T11:59:00Z' }, now)).toBe(false);
    expect(isDecidable({ status: 'approved', expires_at: later }, now)).toBe(false);
  });
});
