import { can, type AdminRole, type ConsoleResource } from '@trayecto/contracts/console';

// Who may see what in the provider's console: the menu shows the sections the admin's role may
// read (contracts can()), a route of a section it may not read is a refusal page, and an action
// button shows only when the role has its permission (the server refuses it anyway).

/** What every console route carries in its `handle`: the common RouteHandle and its section. */
export type ConsoleRouteHandle = {
  /** i18n key of the document title, e.g. "console:routes.companies" */
  title: string;
  resource: ConsoleResource;
};

export type ConsoleMenuItem = {
  id: string;
  /** key in the console namespace */
  title: string;
  path: string;
  resource: ConsoleResource;
};

/** The console's menu, in order; each entry needs `read` on its resource. */
export const CONSOLE_MENU: readonly ConsoleMenuItem[] = [
  { id: 'companies', title: 'nav.companies', path: '/admin/companies', resource: 'companies' },
  { id: 'leads', title: 'nav.leads', path: '/admin/leads', resource: 'leads' },
  { id: 'rates', title: 'nav.rates', path: '/admin/rates', resource: 'rates' },
  { id: 'promos', title: 'nav.promos', path: '/admin/promos', resource: 'promos' },
  { id: 'fares', title: 'nav.fares', path: '/admin/fares', resource: 'fares' },
  { id: 'topups', title: 'nav.topups', path: '/admin/topups', resource: 'topups' },
  { id: 'credits', title: 'nav.credits', path: '/admin/credits', resource: 'credits' },
  { id: 'audit', title: 'nav.audit', path: '/admin/audit', resource: 'audit' },
];

/** The menu entries a role may open (none without a role). */
export function consoleMenuFor(role: AdminRole | null | undefined): ConsoleMenuItem[] {
  return CONSOLE_MENU.filter((item) => can(role, 'read', item.resource));
}

function isConsoleRouteHandle(value: unknown): value is ConsoleRouteHandle {
  const handle = value as Partial<ConsoleRouteHandle> | null;
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof handle.title === 'string' &&
    typeof handle.resource === 'string'
  );
}

/** The section of the deepest matched route that names one (the handles of useMatches()). */
export function consoleResourceOf(handles: readonly unknown[]): ConsoleResource | undefined {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const handle = handles[i];
    if (isConsoleRouteHandle(handle)) return handle.resource;
  }
  return undefined;
}

/** May this role open a route of this section? A route without one is open to every admin. */
export function mayOpenConsoleRoute(
  role: AdminRole | null | undefined,
  resource: ConsoleResource | undefined,
): boolean {
  return resource === undefined || can(role, 'read', resource);
}
