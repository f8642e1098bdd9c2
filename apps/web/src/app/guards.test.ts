import { describe, expect, it } from 'vitest';
import { TEAM_ROLES, type TeamRole } from '@trayecto/contracts/team';
import {
  canOpen,
  decideAccess,
  isPermitted,
  type GuardSession,
  type RouteAccess,
} from './guards.ts';
import { accessForPath, allRoutes } from './routes.ts';
import { buildMenu, supportHref, type NavEntry } from './navigation/menu.ts';

const anonymous: GuardSession = {
  isLogged: false,
  is_active_shipments: false,
  is_active_multi_stops: false,
  is_corporate_master: false,
};
const normal: GuardSession = {
  ...anonymous,
  isLogged: true,
  is_active_shipments: true,
  is_active_multi_stops: true,
};
const bare: GuardSession = { ...anonymous, isLogged: true };
const master: GuardSession = { ...anonymous, isLogged: true, is_corporate_master: true };

const at = (path: string) => {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
const decide = (path: string, session: GuardSession, access = accessFor(path)) =>
  decideAccess(access, session, at(path));
function accessFor(path: string): RouteAccess | undefined {
  const pathname = at(path).pathname;
  const route = allRoutes.find((r) =>
    new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname),
  );
  return route?.access;
}

describe('auth rule', () => {
  it('sends a visitor without a session to login with the full path and query, encoded', () => {
    expect(decide('/history?from=2026-01-01&status=completed', anonymous)).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/history?from=2026-01-01&status=completed')}`,
    });
    expect(decide('/user/abc', anonymous)).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fuser%2Fabc',
    });
  });
  it('lets anyone open public pages', () => {
    for (const path of [
      '/',
      '/contactanos',
      '/forbidden',
      '/parcel-guide',
      '/trip-info/tok',
      '/assist-mode',
      '/not-in-panel',
      '/approval/abcdefghijklmnop',
    ]) {
      expect(decide(path, anonymous)).toEqual({ type: 'allow' });
      expect(decide(path, master)).toEqual({ type: 'allow' });
    }
  });
  it('sends a logged-in visitor of /login to dashboards or to the redirect target', () => {
    expect(decide('/login', normal)).toEqual({ type: 'redirect', to: '/dashboards' });
    expect(decide('/login?redirect=%2Fhistory%3Fpage%3D2', normal)).toEqual({
      type: 'redirect',
      to: '/history?page=2',
    });
    expect(decide('/login?redirect=https%3A%2F%2Fevil.test', normal)).toEqual({
      type: 'redirect',
      to: '/dashboards',
    });
    expect(decide('/login?redirect=%2F%2Fevil.test', normal)).toEqual({
      type: 'redirect',
      to: '/dashboards',
    });
    expect(decide('/login', anonymous)).toEqual({ type: 'allow' });
  });
});

describe('feature and role rules', () => {
  it('needs shipments for parcel routes', () => {
    for (const path of ['/running_parcels', '/parcel_history', '/parcel_multistop/p1']) {
      expect(decide(path, normal)).toEqual({ type: 'allow' });
      expect(decide(path, bare)).toEqual({ type: 'redirect', to: '/forbidden' });
    }
  });
  it('needs multi-stops for multistop routes', () => {
    for (const path of ['/multistop', '/multistop/new', '/multistop/q1']) {
      expect(decide(path, normal)).toEqual({ type: 'allow' });
      expect(decide(path, bare)).toEqual({ type: 'redirect', to: '/forbidden' });
    }
  });
  it('refuses masters the not-for-master routes', () => {
    for (const path of [
      '/running_trips',
      '/history',
      '/corporate_users',
      '/groups',
      '/approvals',
      '/running_parcels',
      '/parcel_history',
      '/multistop',
      '/multistop/new',
      '/recurring',
      '/trips/batch',
    ]) {
      expect(
        decide(path, { ...master, is_active_shipments: true, is_active_multi_stops: true }),
      ).toEqual({ type: 'redirect', to: '/forbidden' });
    }
  });
  it('keeps master-only routes for masters', () => {
    for (const path of ['/corporate_panels', '/corporate_panel/c1']) {
      expect(decide(path, master)).toEqual({ type: 'allow' });
      expect(decide(path, normal)).toEqual({ type: 'redirect', to: '/forbidden' });
    }
  });
  it('opens the shared auth routes to both kinds of corporate', () => {
    for (const path of [
      '/dashboards',
      '/balance',
      '/profile',
      '/faq',
      '/invoice/i1',
      '/activity',
      '/onboarding',
    ]) {
      expect(decide(path, normal)).toEqual({ type: 'allow' });
      expect(decide(path, master)).toEqual({ type: 'allow' });
    }
  });
  it('refuses masters the detail pages of payroll and trips (SPEC §6: barred from both)', () => {
    for (const path of ['/user/u1', '/provider/d1', '/view-map/t1']) {
      expect(decide(path, normal)).toEqual({ type: 'allow' });
      expect(decide(path, master)).toEqual({ type: 'redirect', to: '/forbidden' });
    }
  });
  it('has no rules for unknown paths (the error page answers them)', () => {
    expect(accessFor('/nope/at/all')).toBeUndefined();
    expect(decideAccess(undefined, anonymous, at('/nope'))).toEqual({ type: 'allow' });
  });
});

describe('onboarding rule', () => {
  const onboarding = { ...normal, needs_onboarding: true };
  const masterOnboarding = { ...master, needs_onboarding: true };

  it('sends a company that has not sent its form to /onboarding before any panel page', () => {
    for (const path of [
      '/dashboards',
      '/history?from=2026-01-01',
      '/balance',
      '/profile',
      '/activity',
      '/corporate_users',
      '/multistop/q1',
      '/user/u1',
    ]) {
      expect(decide(path, onboarding)).toEqual({ type: 'redirect', to: '/onboarding' });
    }
    for (const path of ['/dashboards', '/corporate_panels', '/corporate_panel/c1']) {
      expect(decide(path, masterOnboarding)).toEqual({ type: 'redirect', to: '/onboarding' });
    }
  });
  it('comes before the feature and role rules (the form first, then /forbidden)', () => {
    expect(decide('/corporate_panels', onboarding)).toEqual({
      type: 'redirect',
      to: '/onboarding',
    });
    expect(decide('/corporate_panels', normal)).toEqual({ type: 'redirect', to: '/forbidden' });
  });
  it('opens the form itself, to those who must send it and to those who edit their data', () => {
    expect(decide('/onboarding', onboarding)).toEqual({ type: 'allow' });
    expect(decide('/onboarding', masterOnboarding)).toEqual({ type: 'allow' });
    expect(decide('/onboarding', normal)).toEqual({ type: 'allow' });
    expect(decide('/onboarding', { ...normal, needs_onboarding: false })).toEqual({
      type: 'allow',
    });
  });
  it('sends a visitor without a session to login, not to the form', () => {
    expect(decide('/onboarding', anonymous)).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fonboarding',
    });
    expect(decide('/dashboards', { ...anonymous, needs_onboarding: true })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fdashboards',
    });
  });
  it('leaves the public pages and login alone', () => {
    for (const path of ['/', '/contactanos', '/forbidden', '/parcel-guide', '/trip-info/tok']) {
      expect(decide(path, onboarding)).toEqual({ type: 'allow' });
    }
    expect(decide('/login', onboarding)).toEqual({ type: 'redirect', to: '/dashboards' });
  });
  it('lets menus and search offer nothing but the form meanwhile', () => {
    expect(canOpen(accessForPath('/dashboards'), onboarding)).toBe(false);
    expect(canOpen(accessForPath('/activity'), onboarding)).toBe(false);
    expect(canOpen(accessForPath('/onboarding'), onboarding)).toBe(true);
    expect(canOpen(accessForPath('/activity'), normal)).toBe(true);
    expect(buildMenu({ ...onboarding, admin_phone: '584125550101' }).map((e) => e.id)).toEqual([
      'help',
    ]);
  });
});

describe('menus', () => {
  const ids = (entries: NavEntry[]) =>
    entries.map((e) =>
      e.kind === 'section' ? `${e.id}:${e.items.map((i) => i.id).join(',')}` : e.id,
    );
  it('gives a normal corporate the full menu with support on WhatsApp', () => {
    const menu = buildMenu({ ...normal, admin_phone: '+58 (412) 555-0101' });
    expect(ids(menu)).toEqual([
      'dashboards',
      'requests:running-trips,trip-batch,multistop,history,recurring,approvals',
      'parcels:running-parcels,parcel-history',
      'users:payroll,groups,activity,team,integrations',
      'financial:balance,promo-codes',
      'help:support',
    ]);
    const help = menu.at(-1);
    expect(
      help?.kind === 'section' && help.items[0]?.kind === 'external' && help.items[0].href,
    ).toBe('https://wa.me/584125550101');
  });
  it('hides multistop and parcels when the features are off', () => {
    expect(ids(buildMenu({ ...bare, admin_phone: '584125550101' }))).toEqual([
      'dashboards',
      'requests:running-trips,trip-batch,history,recurring,approvals',
      'users:payroll,groups,activity,team,integrations',
      'financial:balance,promo-codes',
      'help:support',
    ]);
  });
  it('gives a master the reduced menu', () => {
    expect(
      ids(buildMenu({ ...master, is_active_shipments: true, admin_phone: '584125550101' })),
    ).toEqual([
      'dashboards',
      'users:corporate-panels,activity,team,integrations',
      'financial:balance',
    ]);
  });
  it('builds the support link from the digits only', () => {
    expect(supportHref('+58 412-555.0101')).toBe('https://wa.me/584125550101');
    expect(supportHref(null)).toBeNull();
  });
});

describe('permissions and canOpen', () => {
  it('allows an item without a permission, and everything without an ability', () => {
    expect(isPermitted(undefined, { can: () => false })).toBe(true);
    expect(isPermitted({ action: 'read', resource: 'balance' })).toBe(true);
    expect(isPermitted({ action: 'read', resource: 'balance' }, { can: () => false })).toBe(false);
    expect(
      isPermitted(
        { action: 'read', resource: 'balance' },
        { can: (a, r) => a === 'read' && r === 'balance' },
      ),
    ).toBe(true);
  });
  it('answers like the guard', () => {
    expect(canOpen(accessForPath('/corporate_panels'), master)).toBe(true);
    expect(canOpen(accessForPath('/corporate_panels'), normal)).toBe(false);
    expect(canOpen(accessForPath('/history'), anonymous)).toBe(false);
    expect(canOpen(accessForPath('/login'), normal)).toBe(false);
  });
});

describe('role rule (issue 13)', () => {
  const as = (role: TeamRole | null | undefined, base: GuardSession = normal): GuardSession => ({
    ...base,
    role,
  });
  const ALL = Object.fromEntries(TEAM_ROLES.map((r) => [r, true])) as Record<TeamRole, boolean>;
  const only = (...roles: TeamRole[]) =>
    Object.fromEntries(TEAM_ROLES.map((r) => [r, roles.includes(r)])) as Record<TeamRole, boolean>;

  // each role × the panel's pages: true opens the page, false sends to /forbidden
  const normalPages: [string, Record<TeamRole, boolean>][] = [
    ['/dashboards', ALL],
    ['/profile', ALL],
    ['/faq', ALL],
    ['/onboarding', ALL],
    ['/running_trips', ALL],
    ['/history?page=2', ALL],
    ['/running_parcels', ALL],
    ['/parcel_history', ALL],
    ['/parcel_multistop/p1', ALL],
    ['/multistop', ALL],
    ['/multistop/q1', ALL],
    ['/multistop/new', only('admin', 'coordinator')],
    ['/trips/batch', only('admin', 'coordinator')],
    ['/view-map/t1', ALL],
    ['/approvals', ALL],
    ['/recurring', ALL],
    ['/approvals?id=a1', ALL],
    ['/provider/d1', ALL],
    ['/promo_codes', ALL],
    ['/corporate_users', ALL],
    ['/groups', ALL],
    ['/user/u1', ALL],
    ['/balance', only('admin', 'finance', 'viewer')],
    ['/invoice/i1', only('admin', 'finance', 'viewer')],
    ['/activity', only('admin', 'finance', 'viewer')],
    ['/team', only('admin', 'viewer')],
    ['/integraciones', only('admin')],
  ];
  const masterPages: [string, Record<TeamRole, boolean>][] = [
    ['/dashboards', ALL],
    ['/corporate_panels', only('admin', 'finance', 'viewer')],
    ['/corporate_panel/c1', only('admin', 'finance', 'viewer')],
    ['/balance', only('admin', 'finance', 'viewer')],
    ['/activity', only('admin', 'finance', 'viewer')],
    ['/team', only('admin', 'viewer')],
    ['/integraciones', only('admin')],
  ];

  for (const role of TEAM_ROLES) {
    it(`opens to ${role} the pages its role may read, and refuses the others`, () => {
      for (const [path, allowed] of normalPages) {
        const want = allowed[role] ? { type: 'allow' } : { type: 'redirect', to: '/forbidden' };
        expect(decide(path, as(role)), `${role} ${path}`).toEqual(want);
        expect(canOpen(accessFor(path), as(role)), `${role} ${path}`).toBe(allowed[role]);
      }
      for (const [path, allowed] of masterPages) {
        const want = allowed[role] ? { type: 'allow' } : { type: 'redirect', to: '/forbidden' };
        expect(decide(path, as(role, master)), `${role} master ${path}`).toEqual(want);
      }
    });
  }

  it('takes an unknown role (before GET /me) as the owner’s, admin', () => {
    for (const [path] of normalPages) {
      expect(decide(path, as(undefined))).toEqual({ type: 'allow' });
      expect(decide(path, as(null))).toEqual({ type: 'allow' });
    }
  });

  it('keeps the other rules first: login, onboarding, features, masters', () => {
    expect(decide('/team', as('viewer', anonymous))).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fteam',
    });
    expect(decide('/balance', { ...as('coordinator'), needs_onboarding: true })).toEqual({
      type: 'redirect',
      to: '/onboarding',
    });
    expect(decide('/multistop', as('admin', bare))).toEqual({ type: 'redirect', to: '/forbidden' });
    expect(decide('/history', as('admin', master))).toEqual({ type: 'redirect', to: '/forbidden' });
  });

  it('leaves the public pages and the invitation to everyone', () => {
    for (const role of TEAM_ROLES) {
      for (const path of [
        '/',
        '/forbidden',
        '/invite/abcdefghijklmnop',
        '/approval/abcdefghijklmnop',
        '/trip-info/tok',
      ]) {
        expect(decide(path, as(role))).toEqual({ type: 'allow' });
        expect(decide(path, anonymous)).toEqual({ type: 'allow' });
      }
    }
  });

  describe('menus by role', () => {
    const ids = (entries: NavEntry[]) =>
      entries.map((e) =>
        e.kind === 'section' ? `${e.id}:${e.items.map((i) => i.id).join(',')}` : e.id,
      );
    const menuOf = (role: TeamRole, base: GuardSession = normal) =>
      ids(buildMenu({ ...as(role, base), admin_phone: '584125550101' }));
    const trips = [
      'requests:running-trips,multistop,history,recurring,approvals',
      'parcels:running-parcels,parcel-history',
    ];
    /** the same with the booking from a file, for the roles that book (write:trips) */
    const booking = [
      'requests:running-trips,trip-batch,multistop,history,recurring,approvals',
      'parcels:running-parcels,parcel-history',
    ];

    it('gives admin everything, the team included', () => {
      expect(menuOf('admin')).toEqual([
        'dashboards',
        ...booking,
        'users:payroll,groups,activity,team,integrations',
        'financial:balance,promo-codes',
        'help:support',
      ]);
    });
    it('gives a coordinator and an approver trips and payroll, no money, activity or team', () => {
      for (const role of ['coordinator', 'approver'] as const) {
        expect(menuOf(role)).toEqual([
          'dashboards',
          ...(role === 'coordinator' ? booking : trips),
          'users:payroll,groups',
          'financial:promo-codes',
          'help:support',
        ]);
      }
    });
    it('gives finance the money and the activity, not the team', () => {
      expect(menuOf('finance')).toEqual([
        'dashboards',
        ...trips,
        'users:payroll,groups,activity',
        'financial:balance,promo-codes',
        'help:support',
      ]);
    });
    it('lets a viewer see every page, the team included (not the API keys)', () => {
      expect(menuOf('viewer')).toEqual([
        'dashboards',
        ...trips,
        'users:payroll,groups,activity,team',
        'financial:balance,promo-codes',
        'help:support',
      ]);
    });
    it('leaves a master’s coordinator the dashboard alone', () => {
      expect(menuOf('coordinator', master)).toEqual(['dashboards']);
      expect(menuOf('finance', master)).toEqual([
        'dashboards',
        'users:corporate-panels,activity',
        'financial:balance',
      ]);
    });
  });
});
