import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  CREDITS_PAGE_SIZE,
  creditKeys,
  getCredit,
  getCredits,
  getExpiredCreditsDue,
  type CreditFilters,
} from './credits-api.ts';

/** The company's credits, a keyset page at a time (each page says what is due and if allowed). */
export function useCredits(filters: CreditFilters) {
  return useInfiniteQuery({
    queryKey: creditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getCredits(filters, pageParam, CREDITS_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}

/** What the expired credits owe (0 when none is expired). */
export function useExpiredCreditsDue() {
  return useQuery({
    queryKey: creditKeys.expired(),
    queryFn: ({ signal }) => getExpiredCreditsDue(signal),
    staleTime: 10_000,
  });
}

/** One credit with its movements (credit added, reverted, payments). */
export function useCredit(id: string) {
  return useQuery({
    queryKey: creditKeys.detail(id),
    queryFn: ({ signal }) => getCredit(id, signal),
    enabled: id !== '',
  });
}
