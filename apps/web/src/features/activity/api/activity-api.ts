import {
  CONSOLE_LIST_DEFAULT_LIMIT,
  activityPageSchema,
  type ActivityActor,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// The company's activity (issue 10): GET /api/corporate/activity, its audit log with filters,
// keyset pages and the CSV.

export type ActivityFilters = {
  actor?: ActivityActor | undefined;
  action?: string | undefined;
  /** ISO instants: the first and the last millisecond of the chosen days */
  from?: string | undefined;
  to?: string | undefined;
};

export const ACTIVITY_PAGE_SIZE = CONSOLE_LIST_DEFAULT_LIMIT;

export const activityKeys = {
  all: ['activity'] as const,
  list: (filters: ActivityFilters) => ['activity', 'list', filters] as const,
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function listActivity(
  filters: ActivityFilters,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return api.get('/corporate/activity', {
    query: { ...filters, cursor: cursor ?? undefined, limit: ACTIVITY_PAGE_SIZE },
    schema: activityPageSchema,
    ...signalOf(signal),
  });
}

/** The filtered log (every page) as the server's CSV, in the interface language. */
export function exportActivityCsv(filters: ActivityFilters) {
  return api.get<Blob>('/corporate/activity', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}
