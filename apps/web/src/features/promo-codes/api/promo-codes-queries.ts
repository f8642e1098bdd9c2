import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PromoCodeStatus } from '@trayecto/contracts/promo-codes';
import { listPromoCodes, listRedemptions, promoCodeKeys } from './promo-codes-api.ts';

/** The company's codes in a status (or all); a status is computed at the server's clock. */
export function usePromoCodes(status: PromoCodeStatus | undefined) {
  return useQuery({
    queryKey: promoCodeKeys.list(status),
    queryFn: ({ signal }) => listPromoCodes(status, signal),
    placeholderData: keepPreviousData,
    // a code turns active, expired or used up with time and with every booking
    staleTime: 0,
  });
}

/** The company's trips that used a code, page after page ("load more"). */
export function useRedemptions(id: string) {
  return useInfiniteQuery({
    queryKey: promoCodeKeys.redemptions(id),
    queryFn: ({ pageParam, signal }) => listRedemptions(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}
