import { CONSOLE_SEARCH_MAX } from '@trayecto/contracts/console';

// The console's paths (app/console-routes.tsx is the table).

export const COMPANIES_PATH = '/admin/companies';
export const LEADS_PATH = '/admin/leads';
export const TOPUPS_PATH = '/admin/topups';
export const CREDITS_PATH = '/admin/credits';

export const companyPath = (id: string) => `${COMPANIES_PATH}/${encodeURIComponent(id)}`;
export const leadPath = (id: string) => `${LEADS_PATH}/${encodeURIComponent(id)}`;
export const topupPath = (id: string) => `${TOPUPS_PATH}/${encodeURIComponent(id)}`;
export const creditPath = (id: string) => `${CREDITS_PATH}/${encodeURIComponent(id)}`;
/** The credits, in every status, of the companies whose name matches `q` (as long as a search). */
export const creditsSearchPath = (q: string) =>
  `${CREDITS_PATH}?${new URLSearchParams({ q: q.slice(0, CONSOLE_SEARCH_MAX), status: 'all' }).toString()}`;
