import { useQuery } from '@tanstack/react-query';
import type { TeamListResponse, TeamMember } from '@trayecto/contracts/team';
import { queryClient } from '../../../lib/query-client.ts';
import { listTeam, teamKeys } from './team-api.ts';

/** The owner, the members and the team's limit. */
export function useTeam() {
  return useQuery({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => listTeam(signal),
    // an invitation is accepted or expires elsewhere: read again on every visit
    staleTime: 0,
  });
}

/** A member as a write answered it, put in the list at once (added at the end when new). */
export function putMember(member: TeamMember) {
  queryClient.setQueryData<TeamListResponse>(teamKeys.list(), (list) => {
    if (!list) return list;
    const known = list.members.some((m) => m._id === member._id);
    return {
      ...list,
      members: known
        ? list.members.map((m) => (m._id === member._id ? member : m))
        : [...list.members, member],
    };
  });
}

/** Reads the list again after a write (another admin may have changed it too). */
export function refreshTeam() {
  return queryClient.invalidateQueries({ queryKey: teamKeys.all });
}
