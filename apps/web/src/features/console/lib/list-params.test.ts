import { describe, expect, it } from 'vitest';
import { CORPORATE_STATUSES } from '@trayecto/contracts/console';
import { tabCounts, tabFrom } from './list-params.ts';

describe('a list status tab in the URL', () => {
  it('is one of the statuses, all, or the fallback', () => {
    expect(tabFrom('approved', CORPORATE_STATUSES, 'pending')).toBe('approved');
    expect(tabFrom('all', CORPORATE_STATUSES, 'pending')).toBe('all');
    expect(tabFrom(null, CORPORATE_STATUSES, 'pending')).toBe('pending');
    expect(tabFrom('nope', CORPORATE_STATUSES, 'pending')).toBe('pending');
  });

  it('counts "all" as the sum of the statuses, blank before an answer', () => {
    expect(tabCounts({ pending: 2, approved: 5, suspended: 1 }, CORPORATE_STATUSES)).toEqual({
      pending: 2,
      approved: 5,
      suspended: 1,
      all: 8,
    });
    expect(tabCounts(undefined, CORPORATE_STATUSES).all).toBeUndefined();
  });
});
