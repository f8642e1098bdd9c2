// The balance page's tabs and the `?tab=` of its URL.

export const BALANCE_TABS = ['operations', 'topups', 'invoices', 'statements', 'credits'] as const;
export type BalanceTab = (typeof BALANCE_TABS)[number];

/**
 * The tab in the URL (`?tab=topups|invoices|statements|credits`); the operations without one, or
 * when it names the credits of a company that does not see them.
 */
export function tabFromSearch(value: string | null, credits = false): BalanceTab {
  if (value === 'topups' || value === 'invoices' || value === 'statements') return value;
  if (value === 'credits' && credits) return value;
  return 'operations';
}

/** The tabs a company sees: "Créditos" only when it has credits. */
export function visibleTabs(credits: boolean): readonly BalanceTab[] {
  return credits ? BALANCE_TABS : BALANCE_TABS.filter((tab) => tab !== 'credits');
}

export const tabId = (tab: BalanceTab) => `balance-tab-${tab}`;
export const panelId = (tab: BalanceTab) => `balance-panel-${tab}`;
