import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAYROLL_LIST_DEFAULT_LIMIT } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { walletKeys } from '../../balance/api/wallet-api.ts';
import { groupKeys } from '../../groups/api/groups-api.ts';
import { getUser, listMovements, listUsers, type UsersFilters } from './payroll-api.ts';

export const payrollKeys = {
  all: ['payroll'] as const,
  lists: () => ['payroll', 'list'] as const,
  list: (filters: UsersFilters) => ['payroll', 'list', filters] as const,
  user: (id: string) => ['payroll', 'user', id] as const,
  movements: (id: string) => ['payroll', 'movements', id] as const,
};

/** The payroll list, a keyset page at a time ("load more"). */
export function useUsersList(filters: UsersFilters) {
  return useInfiniteQuery({
    queryKey: payrollKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listUsers(filters, pageParam, PAYROLL_LIST_DEFAULT_LIMIT, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string, enabled = true) {
  return useQuery({
    queryKey: payrollKeys.user(id),
    queryFn: ({ signal }) => getUser(id, signal),
    enabled,
    // a 404 is final (another corporate's or a removed collaborator)
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useUserMovements(id: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: payrollKeys.movements(id),
    queryFn: ({ pageParam, signal }) => listMovements(id, pageParam, 20, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });
}

/**
 * After a write: the lists and the collaborator, and the groups (their members counts, a
 * collaborator's policy); after a movement, the wallet too.
 */
export async function refreshAfterWrite({ money }: { money: boolean }): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    // the menu figure came with the action's answer: only the wallet screens read again
    money ? queryClient.invalidateQueries({ queryKey: walletKeys.all }) : Promise.resolve(),
  ]);
}
