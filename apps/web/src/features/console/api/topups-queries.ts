import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ConsoleTopup } from '@trayecto/contracts/topups';
import { isApiError } from '../../../lib/api-client.ts';
import { consoleKeys } from './console-api.ts';
import {
  approveTopup,
  getTopup,
  getTopupReceipt,
  listTopups,
  rejectTopup,
  type TopupListFilters,
} from './topups-api.ts';

// The console's top-up queries (issue 11), apart from console-queries.ts like their calls.

const notFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);
const retryUnlessNotFound = (n: number, error: unknown) => !notFound(error) && n < 2;

export function useTopupList(filters: TopupListFilters) {
  return useInfiniteQuery({
    queryKey: consoleKeys.topupList(filters),
    queryFn: ({ pageParam, signal }) => listTopups(filters, pageParam, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useTopup(topupId: string) {
  return useQuery({
    queryKey: consoleKeys.topup(topupId),
    queryFn: ({ signal }) => getTopup(topupId, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });
}

/** The receipt's file (fetched once per visit: it never changes). */
export function useTopupReceipt(topupId: string, enabled: boolean) {
  return useQuery({
    queryKey: consoleKeys.topupReceipt(topupId),
    queryFn: ({ signal }) => getTopupReceipt(topupId, signal),
    enabled,
    retry: retryUnlessNotFound,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export type TopupDecision = { type: 'approve' } | { type: 'reject'; reason: string };

/**
 * The top-up (the decision's answer, or fetched anew) and every list of top-ups fetched again; a
 * credit also moves the company's wallet. The receipt does not change.
 */
function topupChanged(queryClient: QueryClient, topupId: string, topup?: ConsoleTopup) {
  if (topup) queryClient.setQueryData(consoleKeys.topup(topupId), topup);
  void queryClient.invalidateQueries({ queryKey: consoleKeys.topup(topupId) });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.topupLists() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.companies() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.audit() });
}

/**
 * Approve or reject a top-up. Another admin (or the bank) may have decided it first: the server
 * answers 409 topup_already_decided, and the top-up is shown anew as it now stands.
 */
export function useTopupDecision(topupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TopupDecision) =>
      decision.type === 'approve' ? approveTopup(topupId) : rejectTopup(topupId, decision.reason),
    onSuccess: (topup) => topupChanged(queryClient, topupId, topup),
    onError: (error) => {
      if (isApiError(error) && error.error_code === 'topup_already_decided')
        topupChanged(queryClient, topupId);
    },
  });
}
