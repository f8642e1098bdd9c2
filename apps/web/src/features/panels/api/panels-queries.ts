import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  PANELS_LIST_DEFAULT_LIMIT,
  PANELS_LIST_MAX_LIMIT,
  PANEL_OPERATIONS_LIMIT,
} from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { refreshWallet } from '../../balance/api/wallet-api.ts';
import { getPanel, listPanelOperations, listPanels, type PanelsFilters } from './panels-api.ts';

export const panelsKeys = {
  all: ['panels'] as const,
  list: (filters: PanelsFilters) => ['panels', 'list', filters] as const,
  summary: () => ['panels', 'summary'] as const,
  detail: (id: string) => ['panels', 'detail', id] as const,
  operations: (id: string, from: string | null) => ['panels', 'operations', id, from] as const,
};

// a 404 (not one of the master's panels) or a refusal is final: no retry
const retry = (count: number, error: Error) =>
  !(isApiError(error) && error.status < 500) && count < 2;

/** The master's panels, a keyset page at a time ("load more"). */
export function usePanelsList(filters: PanelsFilters) {
  return useInfiniteQuery({
    queryKey: panelsKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listPanels(filters, pageParam, PANELS_LIST_DEFAULT_LIMIT, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    retry,
  });
}

/** The first panels (up to the list's largest page), for the master dashboard's comparison. */
export function usePanelsSummary() {
  return useQuery({
    queryKey: panelsKeys.summary(),
    queryFn: ({ signal }) => listPanels({}, null, PANELS_LIST_MAX_LIMIT, signal),
    staleTime: 60_000,
    retry,
  });
}

export function usePanel(id: string) {
  return useQuery({
    queryKey: panelsKeys.detail(id),
    queryFn: ({ signal }) => getPanel(id, signal),
    retry,
  });
}

/**
 * The panel's balance history after the detail's first page: fetched only once asked for
 * (`enabled`), from the detail's cursor on.
 */
export function usePanelOperations(id: string, from: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: panelsKeys.operations(id, from),
    queryFn: ({ pageParam, signal }) =>
      listPanelOperations(id, pageParam, PANEL_OPERATIONS_LIMIT, signal),
    initialPageParam: from,
    getNextPageParam: (last) => last.next_cursor,
    enabled: enabled && from !== null,
    retry,
  });
}

/** After a transfer: every panels query, and the master's wallet screens and menu figure. */
export async function refreshAfterTransfer(): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: panelsKeys.all }), refreshWallet()]);
}
