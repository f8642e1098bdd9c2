import { redirect, type RouteObject } from 'react-router';
import type { ConsoleResource } from '@trayecto/contracts/console';
import type { ConsoleRouteHandle } from '../features/console/lib/console-access.ts';
import type { ConsoleScreen } from '../features/console/screens.ts';
import { CONSOLE_BASE_PATH, CONSOLE_HOME_PATH } from '../lib/console-navigation.ts';
import { withConsoleNamespace } from '../lib/i18n.ts';
import { withChunkTimeout } from './lazy.ts';
import { RouteError } from './route-error.tsx';
import type { RouteModule } from './routes.ts';

// The provider's console (issue 10): /admin/login, then its sections behind a console session.
// Every module here is a lazy chunk (the console's layout, screens and texts): neither the
// corporate panel nor the entry (/login) downloads any of it. The layout's loader sends a visitor
// without a console session to /admin/login; a section the admin's role may not read is refused
// by the layout (contracts can()).

/** A console screen's module, through the console's own lazy index (features/console/screens.ts). */
export function consoleScreen(name: ConsoleScreen) {
  return import('../features/console/screens.ts').then((m) => m.consoleScreens[name]());
}

export type ConsoleRoute = {
  path: string;
  /** i18n key of the document title, in the console namespace */
  title: `console:${string}`;
  /** the section: its `read` permission opens the route */
  resource: ConsoleResource;
  load: () => Promise<RouteModule>;
};

export const consoleRoutes: ConsoleRoute[] = [
  {
    path: '/admin/companies',
    title: 'console:routes.companies',
    resource: 'companies',
    load: () => consoleScreen('companies'),
  },
  {
    path: '/admin/companies/:id',
    title: 'console:routes.company',
    resource: 'companies',
    load: () => consoleScreen('company'),
  },
  {
    path: '/admin/leads',
    title: 'console:routes.leads',
    resource: 'leads',
    load: () => consoleScreen('leads'),
  },
  {
    path: '/admin/leads/:id',
    title: 'console:routes.lead',
    resource: 'leads',
    load: () => consoleScreen('lead'),
  },
  {
    path: '/admin/rates',
    title: 'console:routes.rates',
    resource: 'rates',
    load: () => consoleScreen('rates'),
  },
  {
    path: '/admin/promos',
    title: 'console:routes.promos',
    resource: 'promos',
    load: () => consoleScreen('promos'),
  },
  {
    path: '/admin/fares',
    title: 'console:routes.fares',
    resource: 'fares',
    load: () => consoleScreen('fares'),
  },
  {
    path: '/admin/topups',
    title: 'console:routes.topups',
    resource: 'topups',
    load: () => consoleScreen('topups'),
  },
  {
    path: '/admin/topups/:id',
    title: 'console:routes.topup',
    resource: 'topups',
    load: () => consoleScreen('topup'),
  },
  {
    path: '/admin/credits',
    title: 'console:routes.credits',
    resource: 'credits',
    load: () => consoleScreen('credits'),
  },
  {
    path: '/admin/credits/:id',
    title: 'console:routes.credit',
    resource: 'credits',
    load: () => consoleScreen('credit'),
  },
  {
    path: '/admin/audit',
    title: 'console:routes.audit',
    resource: 'audit',
    load: () => consoleScreen('audit'),
  },
];

function toRouteObject(route: ConsoleRoute): RouteObject {
  const handle: ConsoleRouteHandle = { title: route.title, resource: route.resource };
  return {
    path: route.path,
    handle,
    lazy: withChunkTimeout(() => withConsoleNamespace(route.load())),
  };
}

/** /admin/login, a child of the blank layout: the guest page of the console. */
export const consoleGuestRoutes: RouteObject[] = [
  {
    path: '/admin/login',
    handle: { title: 'console:routes.login' },
    // its loader sends an admin already signed in to the console on
    lazy: withChunkTimeout(() => withConsoleNamespace(consoleScreen('login'))),
  },
];

/** /admin and its sections, inside the console's own layout (a child of the root layout). */
export const consoleRoute: RouteObject = {
  path: CONSOLE_BASE_PATH,
  errorElement: <RouteError />,
  lazy: withChunkTimeout(() => withConsoleNamespace(consoleScreen('layout'))),
  children: [
    {
      errorElement: <RouteError />,
      children: [
        // the loader redirects before anything renders; `element: null` says so to the router,
        // which otherwise warns of a leaf route with nothing to render at /admin
        { index: true, loader: () => redirect(CONSOLE_HOME_PATH), element: null },
        ...consoleRoutes.map(toRouteObject),
      ],
    },
  ],
};
