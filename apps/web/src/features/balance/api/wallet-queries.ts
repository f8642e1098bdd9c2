import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { WALLET_OPERATIONS_DEFAULT_LIMIT } from '@trayecto/contracts';
import { useCan } from '../../../lib/use-can.ts';
import { getOperations, getWallet, walletKeys, type OperationFilters } from './wallet-api.ts';

/**
 * Wallet, overdraft, holds, available, credits due and the dated exchange rate. Asked only of a
 * role that may read money (a coordinator's payroll shows no wallet and never asks: no 403).
 */
export function useWalletSummary() {
  const mayRead = useCan('read', 'money');
  return useQuery({
    queryKey: walletKeys.summary(),
    queryFn: ({ signal }) => getWallet(signal),
    staleTime: 10_000,
    enabled: mayRead,
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
