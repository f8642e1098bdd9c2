import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { personName, text } from './text.ts';

// A company's team (issue 13, part 1): the company's own login (the owner) and the people it
// invites, each with a role. The server checks the role on every panel route; the panel shows
// only what the role allows. Who may do what is team-permissions.ts (re-exported here).

import { TEAM_ROLES } from './team-permissions.ts';

export * from './team-permissions.ts';

/** At most this many members besides the owner. */
export const TEAM_MAX_MEMBERS = 50;
/** An invitation link works this long, once. */
export const TEAM_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

export const TEAM_MEMBER_STATUSES = ['invited', 'active', 'inactive'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

const memberName = personName(120);
const roleSchema = z.enum(TEAM_ROLES, { message: 'validation_error' });

export const teamMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** when the invitation link stops working (invited members only) */
  invite_expires_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListResponseSchema = z.object({
  success: z.literal(true),
  /** the company's own login: always admin, cannot be changed or deactivated */
  owner: z.object({ name: z.string(), email: z.string(), last_login_at: z.string().nullable() }),
  members: z.array(teamMemberSchema),
  max_members: z.number(),
});
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;

export const teamListQuerySchema = z.object({
  format: z.enum(['json', 'csv']).optional(),
});

export const inviteMemberBodySchema = z.object({
  name: memberName,
  email: emailSchema,
  role: roleSchema,
});
export type InviteMemberBody = z.input<typeof inviteMemberBodySchema>;

export const updateMemberBodySchema = z
  .object({ name: memberName, role: roleSchema })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation_error' });
export type UpdateMemberBody = z.input<typeof updateMemberBodySchema>;

export const teamMemberResponseSchema = z.object({
  success: z.literal(true),
  member: teamMemberSchema,
});

/** The invitation as its link shows it, before the password is chosen. */
export const inviteTokenParamsSchema = z.object({
  token: text({ error: 'field_required' }).min(16, { message: 'invite_invalid' }).max(200, {
    message: 'invite_invalid',
  }),
});
export const inviteInfoResponseSchema = z.object({
  success: z.literal(true),
  company_name: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type InviteInfo = z.infer<typeof inviteInfoResponseSchema>;

/** Its schema, with the new-password rule, is in new-password.ts (outside the index). */
export type { AcceptInviteBody } from './new-password.ts';

/** Who is signed in, in GET /me: null for the company's own login and for assist mode. */
export const meMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type MeMember = z.infer<typeof meMemberSchema>;
