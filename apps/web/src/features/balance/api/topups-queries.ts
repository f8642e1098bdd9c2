import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TOPUPS_DEFAULT_LIMIT } from '@trayecto/contracts';
import { getTopupInstructions, getTopups, topupKeys, type TopupFilters } from './topups-api.ts';

/** Where to pay and today's rate and day (the top-up dialog). */
export function useTopupInstructions() {
  return useQuery({
    queryKey: topupKeys.instructions(),
    queryFn: ({ signal }) => getTopupInstructions(signal),
    staleTime: 60_000,
  });
}

/** The company's top-ups, a keyset page at a time. */
export function useTopups(filters: TopupFilters) {
  return useInfiniteQuery({
    queryKey: topupKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getTopups(filters, pageParam, TOPUPS_DEFAULT_LIMIT, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}
