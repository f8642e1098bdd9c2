// Who may do what in a company's panel (issue 13): the roles, what a panel holds, and the check.
// No zod here, so the web's route guards (in the entry every first visit downloads) import it
// without the schema library. team.ts re-exports it with the team's API shapes.

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
  /** bookings outside a policy that wait for a decision */
  'approvals',
  /** the company's API keys (only admin: a key acts as the company) */
  'integrations',
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
  coordinator: ['read:trips', 'write:trips', 'read:payroll', 'read:company', 'read:approvals'],
  finance: [
    'read:money',
    'write:money',
    'read:trips',
    'read:payroll',
    'read:activity',
    'read:company',
    'read:approvals',
  ],
  approver: ['read:trips', 'read:payroll', 'read:company', 'read:approvals', 'write:approvals'],
  viewer: [
    'read:trips',
    'read:payroll',
    'read:money',
    'read:activity',
    'read:company',
    'read:team',
    'read:approvals',
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
  approvals: 'approvals',
  /** the panel's bell: each member reads the kinds of notice their role may (NOTICE_RESOURCE) */
  notices: 'none',
  /** recurring trips and the holidays they skip (issue 13) */
  recurring: 'trips',
  /** the company's API keys (ADR 0015) */
  'api-keys': 'integrations',
  /** the company's webhooks (ADR 0017) */
  webhooks: 'integrations',
};
