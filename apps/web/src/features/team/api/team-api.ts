import { loginResponseSchema } from '@trayecto/contracts/auth';
import {
  inviteInfoResponseSchema,
  teamListResponseSchema,
  teamMemberResponseSchema,
  type AcceptInviteBody,
  type InviteMemberBody,
  type UpdateMemberBody,
} from '@trayecto/contracts/team';
import { api } from '../../../lib/api-client.ts';

// The company's team (issue 13): GET/POST /api/corporate/team/members, a member's PATCH and its
// deactivate / activate / resend; and the invitation link's public pair, GET
// /api/public/invites/:token and its accept.

export const teamKeys = {
  all: ['team'] as const,
  list: () => ['team', 'list'] as const,
  invite: (token: string) => ['team', 'invite', token] as const,
};

const BASE = '/corporate/team/members';
const memberPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export function listTeam(signal?: AbortSignal) {
  return api.get(BASE, { schema: teamListResponseSchema, ...signalOf(signal) });
}

/** The owner and every member, as the server's CSV in the interface language. */
export function exportTeamCsv() {
  return api.get<Blob>(BASE, { query: { format: 'csv' }, responseType: 'blob' });
}

export async function inviteMember(body: InviteMemberBody) {
  return (await api.post(BASE, body, { schema: teamMemberResponseSchema })).member;
}

export async function updateMember(id: string, body: UpdateMemberBody) {
  return (await api.patch(memberPath(id), body, { schema: teamMemberResponseSchema })).member;
}

export type MemberCommand = 'deactivate' | 'activate' | 'resend';

/** Deactivate (its sessions end at once), activate, or send the invitation e-mail again. */
export async function memberCommand(id: string, command: MemberCommand) {
  return (
    await api.post(`${memberPath(id)}/${command}`, undefined, { schema: teamMemberResponseSchema })
  ).member;
}

const invitePath = (token: string) => `/public/invites/${encodeURIComponent(token)}`;

/** The invitation as its link shows it (404 invite_invalid, 410 invite_expired). */
export function getInvite(token: string, signal?: AbortSignal) {
  return api.get(invitePath(token), { schema: inviteInfoResponseSchema, ...signalOf(signal) });
}

/** Chooses the password; the answer is POST /login's, the member's session. */
export function acceptInvite(token: string, body: AcceptInviteBody) {
  return api.post(`${invitePath(token)}/accept`, body, { schema: loginResponseSchema });
}
