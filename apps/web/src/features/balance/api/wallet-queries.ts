import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { WALLET_OPERATIONS_DEFAULT_LIMIT } from '@trayecto/contracts';
import { getOperations, getWallet, walletKeys, type OperationFilters } from './wallet-api.ts';

/** Wallet, overdraft, holds, available, credits due and the dated exchange rate. */
export function useWalletSummary() {
  return useQuery({
    queryKey: walletKeys.summary(),
    queryFn: ({ signal }) => getWallet(signal),
    staleTime: 10_000,
  });
}

/** The history of operations, a keyset page at a time. */
export function useWalletOperations(filters: OperationFilters) {
  return useInfiniteQuery({
    queryKey: walletKeys.operations(filters),
    queryFn: ({ pageParam, signal }) =>
      getOperations(filters, pageParam, WALLET_OPERATIONS_DEFAULT_LIMIT, signal).then(
        (a) => a.data,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}
