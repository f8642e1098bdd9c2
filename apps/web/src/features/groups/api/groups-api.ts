import { okResponseSchema } from '@trayecto/contracts/auth';
import {
  groupResponseSchema,
  groupsResponseSchema,
  userPolicyResponseSchema,
  type GroupBody,
} from '@trayecto/contracts/policies';
import { api } from '../../../lib/api-client.ts';

// Groups of collaborators and their travel policies (issue 13, part 2): GET/POST
// /api/corporate/groups, a group's PUT and DELETE, and GET /users/:id/policy, the policy a
// collaborator books under (the booking forms of trips, parcels and multistop quotes read it).

export const groupKeys = {
  all: ['groups'] as const,
  list: () => ['groups', 'list'] as const,
  userPolicy: (userId: string) => ['groups', 'user-policy', userId] as const,
};

const BASE = '/corporate/groups';
const groupPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function listGroups(signal?: AbortSignal) {
  return (await api.get(BASE, { schema: groupsResponseSchema, ...signalOf(signal) })).groups;
}

export async function createGroup(body: GroupBody) {
  return (await api.post(BASE, body, { schema: groupResponseSchema })).group;
}

export async function updateGroup(id: string, body: GroupBody) {
  return (await api.put(groupPath(id), body, { schema: groupResponseSchema })).group;
}

/** Removes the group: its collaborators leave it (and book without a policy). */
export async function deleteGroup(id: string) {
  await api.delete(groupPath(id), { schema: okResponseSchema });
}

/** The group, policy and this month's spend of a collaborator (for a booking form). */
export function getUserPolicy(userId: string, signal?: AbortSignal) {
  return api.get(`/corporate/users/${encodeURIComponent(userId)}/policy`, {
    schema: userPolicyResponseSchema,
    ...signalOf(signal),
  });
}
