import { useQuery } from '@tanstack/react-query';
import type { Group } from '@trayecto/contracts/policies';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getUserPolicy, groupKeys, listGroups } from './groups-api.ts';

/** The company's groups with their policies and members (the groups page, the payroll). */
export function useGroups(enabled = true) {
  return useQuery({
    queryKey: groupKeys.list(),
    queryFn: ({ signal }) => listGroups(signal),
    enabled,
  });
}

/** A group's name by its id, for the lists that only carry `group_id` (the payroll). */
export function groupNamesOf(groups: Group[] | undefined): Map<string, string> {
  return new Map((groups ?? []).map((g) => [g._id, g.name]));
}

/**
 * The policy a collaborator books under and what they spent this month; nothing to ask without
 * a collaborator (a guest, the company). A booking form asks once per opening: a policy changed
 * meanwhile is the server's to apply.
 */
export function useUserPolicy(userId: string | null) {
  return useQuery({
    queryKey: groupKeys.userPolicy(userId ?? ''),
    queryFn: ({ signal }) => getUserPolicy(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 0,
    // a 404 (a collaborator removed meanwhile) is final
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

/** A group as a write answered it, put in the list at once (added at the end when new). */
export function putGroup(group: Group) {
  queryClient.setQueryData<Group[]>(groupKeys.list(), (list) => {
    if (!list) return list;
    return list.some((g) => g._id === group._id)
      ? list.map((g) => (g._id === group._id ? group : g))
      : [...list, group];
  });
}

/** A removed group, out of the list at once. */
export function dropGroup(id: string) {
  queryClient.setQueryData<Group[]>(groupKeys.list(), (list) => list?.filter((g) => g._id !== id));
}

/**
 * Reads the groups again after a write (another admin may have changed them too), and the
 * payroll when collaborators left a removed group.
 */
export function refreshGroups({ payroll = false }: { payroll?: boolean } = {}) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    payroll ? queryClient.invalidateQueries({ queryKey: ['payroll'] }) : Promise.resolve(),
  ]);
}
