import { describe, expect, it } from 'vitest';
import { tabFromSearch, visibleTabs } from './balance-tab.ts';

describe('the balance tabs', () => {
  it('reads the tab of the URL, the credits only for a company that sees them', () => {
    expect(tabFromSearch(null)).toBe('operations');
    expect(tabFromSearch('topups')).toBe('topups');
    expect(tabFromSearch('invoices', true)).toBe('invoices');
    expect(tabFromSearch('statements')).toBe('statements');
    expect(tabFromSearch('credits', true)).toBe('credits');
    expect(tabFromSearch('credits', false)).toBe('operations');
    expect(tabFromSearch('nonsense', true)).toBe('operations');
  });

  it('lists "Créditos" last, and only with credits', () => {
    expect(visibleTabs(true)).toEqual([
      'operations',
      'topups',
      'invoices',
      'statements',
      'credits',
    ]);
    expect(visibleTabs(false)).toEqual(['operations', 'topups', 'invoices', 'statements']);
  });
});
