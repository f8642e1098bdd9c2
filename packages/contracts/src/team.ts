import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.ts';
import { PASSWORD_MAX } from './constants.ts';
import { text } from './text.ts';

// A company's team (issue 13, part 1): the company's own login (the owner) and the people it
// invites, each with a role. The server checks the role on every panel route; the panel shows
// only what the role allows. This file is the one place that says who may do what.

export const TEAM_ROLES = ['admin', 'coordinator', 'finance', 'approver', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** What a panel holds, as the permission check sees it. Each panel route belongs to one. */
export const PANEL_RESOURCES = [
  /** trips, parcels, multistop quotes, their files, places and the top-bar search */
  'trips',
  /** collaborators and their balances */
  'payroll',
  /** wallet, top-ups, invoices, proformas, credits, panels of a master */
  'money',
  /** the activity log */
  'activity',
  /** the company's profile, fiscal data and logo */
  'company',
  /** members and their roles */
  'team',
] as const;
export type PanelResource = (typeof PANEL_RESOURCES)[number];
export const PANEL_ACTIONS = ['read', 'write'] as const;
export type PanelAction = (typeof PANEL_ACTIONS)[number];
export type PanelPermission = `${PanelAction}:${PanelResource}`;

const all = PANEL_RESOURCES.flatMap((r) => PANEL_ACTIONS.map((a) => `${a}:${r}` as const));

/**
 * Each role's permissions. The owner (the company's own login) and a provider admin in assist
 * mode act as `admin`.
 */
export const PANEL_PERMISSIONS: Record<TeamRole, readonly PanelPermission[]> = {
  admin: all,
  coordinator: ['read:trips', 'write:trips', 'read:payroll', 'read:company'],
  finance: [
    'read:money',
    'write:money',
    'read:trips',
    'read:payroll',
    'read:activity',
    'read:company',
  ],
  approver: ['read:trips', 'read:payroll', 'read:company'],
  viewer: [
    'read:trips',
    'read:payroll',
    'read:money',
    'read:activity',
    'read:company',
    'read:team',
  ],
};

/** The panel's permission check (the spec's action/resource check), for server and menu alike. */
export function canPanel(
  role: TeamRole | null | undefined,
  action: PanelAction,
  resource: PanelResource,
): boolean {
  return !!role && PANEL_PERMISSIONS[role].includes(`${action}:${resource}`);
}

/**
 * The resource of each OpenAPI tag of the corporate API: a corporate route takes its resource
 * from its first tag, so a route added under a known tag is checked without anyone listing it,
 * and a route under a new tag stops the server at start until it is named here. 'none': any
 * member (sign-in, sign-out, one's own password and profile read).
 */
export const PANEL_RESOURCE_BY_TAG: Record<string, PanelResource | 'none'> = {
  auth: 'none',
  corporate: 'company',
  onboarding: 'company',
  activity: 'activity',
  trips: 'trips',
  parcels: 'trips',
  quotes: 'trips',
  search: 'trips',
  uploads: 'trips',
  geo: 'trips',
  payroll: 'payroll',
  wallet: 'money',
  topups: 'money',
  invoices: 'money',
  credits: 'money',
  panels: 'money',
  team: 'team',
};

/** At most this many members besides the owner. */
export const TEAM_MAX_MEMBERS = 50;
/** An invitation link works this long, once. */
export const TEAM_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

export const TEAM_MEMBER_STATUSES = ['invited', 'active', 'inactive'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

const memberName = text({ error: 'field_required' })
  .trim()
  .min(1, { message: 'field_required' })
  .max(120, { message: 'too_long' });
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
  owner: z.object({ name: z.string(), email: z.string() }),
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

export const acceptInviteBodySchema = z
  .object({
    password: newPasswordSchema,
    confirm_password: text({ error: 'field_required' })
      .min(1, { message: 'field_required' })
      .max(PASSWORD_MAX, { message: 'too_long' }),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'passwords_must_match',
    path: ['confirm_password'],
  });
export type AcceptInviteBody = z.input<typeof acceptInviteBodySchema>;

/** Who is signed in, in GET /me: null for the company's own login and for assist mode. */
export const meMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type MeMember = z.infer<typeof meMemberSchema>;
