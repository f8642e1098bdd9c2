import type { PanelAction, PanelResource, TeamRole } from '@trayecto/contracts/team';
import { loginPathFor, safeRedirectPath } from '../lib/navigation.ts';
import { canPanel } from '../lib/panel-permissions.ts';

// Route access rules of SPEC §2 and §6 as pure functions: the router, the menu and the search
// dialog all ask these, so a page hidden from the menu is also refused by the router.

export type RouteAccess = {
  /** needs a logged-in corporate */
  auth?: boolean;
  /** only for visitors without a session (the login page) */
  guestOnly?: boolean;
  /** needs the corporate's shipments feature */
  shipments?: boolean;
  /** needs the corporate's multi-stops feature */
  multiStops?: boolean;
  /** 'only': corporate masters only; 'forbidden': refused to masters */
  master?: 'only' | 'forbidden';
  /** the onboarding form: the one panel page open to a company that still has to send it */
  onboarding?: boolean;
  /**
   * what the page shows (issue 13): the signed-in person's role needs `action` (read unless
   * said) on it; a page without one is open to every role
   */
  resource?: PanelResource;
  /** 'write' for a page that only makes something (a new quote's form); 'read' by default */
  action?: PanelAction;
};

export type GuardSession = {
  isLogged: boolean;
  is_active_shipments: boolean;
  is_active_multi_stops: boolean;
  is_corporate_master: boolean;
  /** GET /me needs_onboarding: every other panel page sends the company to the form first */
  needs_onboarding?: boolean;
  /** GET /me role (issue 13); unknown (before GET /me) counts as admin, the owner's */
  role?: TeamRole | null;
};

export type GuardLocation = { pathname: string; search?: string; hash?: string };

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export const FORBIDDEN_PATH = '/forbidden';
export const HOME_PATH = '/dashboards';
export const ONBOARDING_PATH = '/onboarding';

const allow: GuardDecision = { type: 'allow' };

export function fullPath({ pathname, search = '', hash = '' }: GuardLocation): string {
  return `${pathname}${search}${hash}`;
}

/** True when a logged-in session satisfies the feature and role rules (not the auth rule). */
export function meetsRules(access: RouteAccess, session: GuardSession): boolean {
  if (access.shipments && !session.is_active_shipments) return false;
  if (access.multiStops && !session.is_active_multi_stops) return false;
  if (access.master === 'only' && !session.is_corporate_master) return false;
  if (access.master === 'forbidden' && session.is_corporate_master) return false;
  if (
    access.resource &&
    !canPanel(session.role ?? 'admin', access.action ?? 'read', access.resource)
  )
    return false;
  return true;
}

/** A company that still has to send its onboarding form sees that form before any panel page. */
function awaitsOnboarding(access: RouteAccess, session: GuardSession): boolean {
  return Boolean(access.auth && session.needs_onboarding && !access.onboarding);
}

/**
 * The guard for one navigation. Without a session an auth route goes to
 * /login?redirect=<full path with its query>; a logged-in visitor of a guest-only page goes to its
 * redirect target or /dashboards; a company that has not sent its onboarding form goes to
 * /onboarding; a refused feature or role goes to /forbidden.
 */
export function decideAccess(
  access: RouteAccess | undefined,
  session: GuardSession,
  location: GuardLocation,
): GuardDecision {
  if (!access) return allow;
  if (access.guestOnly) {
    if (!session.isLogged) return allow;
    const redirect = new URLSearchParams(location.search ?? '').get('redirect');
    return { type: 'redirect', to: safeRedirectPath(redirect, HOME_PATH) };
  }
  if (access.auth && !session.isLogged) {
    return { type: 'redirect', to: loginPathFor(fullPath(location)) };
  }
  if (awaitsOnboarding(access, session)) return { type: 'redirect', to: ONBOARDING_PATH };
  if (!meetsRules(access, session)) return { type: 'redirect', to: FORBIDDEN_PATH };
  return allow;
}

/** For menus and search: may this session open a route with these rules? */
export function canOpen(access: RouteAccess | undefined, session: GuardSession): boolean {
  if (!access) return true;
  if (access.guestOnly) return !session.isLogged;
  if (access.auth && !session.isLogged) return false;
  if (awaitsOnboarding(access, session)) return false;
  return meetsRules(access, session);
}

/** A menu item's permission (action on resource); an item without one is allowed to all. */
export type Permission = { action: string; resource: string };
export type Ability = { can: (action: string, resource: string) => boolean };

export function isPermitted(permission: Permission | undefined, ability?: Ability): boolean {
  if (!permission || !ability) return true;
  return ability.can(permission.action, permission.resource);
}
