import type { ComponentType } from 'react';
import type { RouteAccess } from './guards.ts';
import { withConsoleNamespace, withNamespaces } from '../lib/i18n.ts';
import { withQueryClientRoute } from './query-route.ts';

// The route table of SPEC §2. The router, the menu and the search dialog read it.

export type RouteModule = { Component: ComponentType };

export type AppRoute = {
  path: string;
  /** key in the common namespace, e.g. "routes.history" */
  title: string;
  layout: 'blank' | 'content';
  access?: RouteAccess;
  load: () => Promise<RouteModule>;
};

/**
 * A panel screen, through the lazy index app/panel-screens.ts: each screen's list of chunks to
 * preload is written in that index's chunk (fetched with the first panel page), not in the entry
 * that every first visit downloads (the /login budget).
 */
const panelScreen = (name: keyof (typeof import('./panel-screens.ts'))['PANEL_SCREENS']) => () =>
  import('./panel-screens.ts').then(({ PANEL_SCREENS }) => PANEL_SCREENS[name]());

// `resource` (issue 13): what a page shows, as contracts' canPanel knows it
// (lib/panel-permissions.ts); the signed-in person's role needs read on it (write for a page that
// only makes something). A page without one (the dashboard, the profile, the FAQ) is open to
// every role.
const AUTH: RouteAccess = { auth: true };
const NOT_MASTER: RouteAccess = { auth: true, master: 'forbidden' };
/** a master's own pages, its panels and the money it moves between them (resource: money) */
const MASTER_ONLY: RouteAccess = { auth: true, master: 'only', resource: 'money' };

export const publicRoutes: AppRoute[] = [
  {
    path: '/',
    title: 'routes.landing',
    layout: 'blank',
    load: () => import('../features/public/routes/landing.tsx'),
  },
  {
    path: '/contactanos',
    title: 'routes.contact',
    layout: 'blank',
    // the contact form: its texts (public namespace) and the cities through TanStack Query
    load: () =>
      withQueryClientRoute(
        withNamespaces(['public'], import('../features/public/routes/contact.tsx')),
      ),
  },
  {
    path: '/banco-demo',
    title: 'routes.demoBank',
    layout: 'blank',
    // the simulated bank's pago móvil (issue 11): its texts are the public namespace's
    load: () =>
      withNamespaces(
        ['public'],
        import('../features/demo-bank/route.ts').then(({ loadDemoBank }) => loadDemoBank()),
      ),
  },
  {
    path: '/thank-you-registration',
    title: 'routes.thankYou',
    layout: 'blank',
    load: () =>
      withNamespaces(['public'], import('../features/public/routes/thank-you-registration.tsx')),
  },
  {
    path: '/login',
    title: 'routes.login',
    layout: 'blank',
    access: { guestOnly: true },
    load: () => import('../features/auth/routes/login.tsx'),
  },
  {
    path: '/forgot-password',
    title: 'routes.forgotPassword',
    layout: 'blank',
    load: () => import('../features/auth/routes/forgot-password.tsx'),
  },
  {
    path: '/reset-password',
    title: 'routes.resetPassword',
    layout: 'blank',
    load: () => import('../features/auth/routes/reset-password.tsx'),
  },
  {
    // a member's invitation link (issue 13): choose a password and enter the panel; its texts are
    // the team namespace's
    path: '/invite/:token',
    title: 'routes.invite',
    layout: 'blank',
    load: () =>
      withQueryClientRoute(
        withNamespaces(['team'], import('../features/auth/routes/accept-invite.tsx')),
      ),
  },
  {
    // an approver's e-mailed link (issue 13, part 3): approve or do not approve one booking
    // outside a group's policy, without signing in; its texts are the approvals namespace's
    path: '/approval/:token',
    title: 'routes.approvalLink',
    layout: 'blank',
    load: () =>
      withQueryClientRoute(
        withNamespaces(
          ['approvals', 'trips'],
          import('../features/approvals/routes/approval-link.tsx'),
        ),
      ),
  },
  {
    path: '/not-in-panel',
    title: 'routes.notInPanel',
    layout: 'blank',
    load: () => import('../features/auth/routes/not-in-panel.tsx'),
  },
  {
    path: '/forbidden',
    title: 'routes.forbidden',
    layout: 'blank',
    load: () => import('./pages/forbidden.tsx'),
  },
  {
    path: '/parcel-guide',
    title: 'routes.parcelGuide',
    layout: 'blank',
    // a public page in the parcels namespace
    load: () => withNamespaces(['parcels'], import('../features/parcels/routes/parcel-guide.tsx')),
  },
  {
    path: '/trip-info/:id',
    title: 'routes.tripInfo',
    layout: 'blank',
    // a public page in the trips namespace, fetching through TanStack Query
    load: () =>
      withQueryClientRoute(
        withNamespaces(['trips'], import('../features/trips/routes/trip-info.tsx')),
      ),
  },
  {
    path: '/parcel-track/:token',
    title: 'routes.parcelTrack',
    layout: 'blank',
    // a receiver's public page in the parcels namespace, fetching through TanStack Query
    load: () =>
      withQueryClientRoute(
        withNamespaces(
          ['multistop', 'parcels'],
          import('../features/parcels/routes/parcel-track.tsx'),
        ),
      ),
  },
  {
    path: '/assist-mode',
    title: 'routes.assistMode',
    layout: 'blank',
    // the console's sign-in and company picker, in the console's namespace (issue 10)
    load: () =>
      withQueryClientRoute(
        withConsoleNamespace(import('../features/console/routes/assist-mode.tsx')),
      ),
  },
];

export const panelRoutes: AppRoute[] = [
  {
    path: '/dashboards',
    title: 'routes.dashboards',
    layout: 'content',
    access: AUTH,
    load: panelScreen('dashboard'),
  },
  {
    path: '/running_trips',
    title: 'routes.runningTrips',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'trips' },
    load: panelScreen('runningTrips'),
  },
  {
    path: '/multistop',
    title: 'routes.multistop',
    layout: 'content',
    access: { ...NOT_MASTER, multiStops: true, resource: 'trips' },
    load: panelScreen('multistopList'),
  },
  {
    path: '/multistop/new',
    title: 'routes.multistopNew',
    layout: 'content',
    access: { ...NOT_MASTER, multiStops: true, resource: 'trips', action: 'write' },
    load: panelScreen('multistopNew'),
  },
  {
    path: '/multistop/:id',
    title: 'routes.multistopDetail',
    layout: 'content',
    access: { ...AUTH, multiStops: true, resource: 'trips' },
    load: panelScreen('multistopDetail'),
  },
  {
    path: '/history',
    title: 'routes.history',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'trips' },
    load: panelScreen('history'),
  },
  {
    // many trips booked from one CSV or XLSX file (issue 13, part 5): a page that only books,
    // so it needs write on trips
    path: '/trips/batch',
    title: 'routes.tripBatch',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'trips', action: 'write' },
    load: panelScreen('tripBatch'),
  },
  {
    // bookings outside a group's travel policy waiting for an approver (issue 13, part 3); every
    // role reads them, admin and approver decide
    path: '/approvals',
    title: 'routes.approvals',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'approvals' },
    load: panelScreen('approvals'),
  },
  {
    // trips booked again and again on chosen weekdays, and the company's holidays (issue 13,
    // part 4); every role reads them, write on trips changes them
    path: '/recurring',
    title: 'routes.recurring',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'trips' },
    load: panelScreen('recurring'),
  },
  {
    path: '/running_parcels',
    title: 'routes.runningParcels',
    layout: 'content',
    access: { ...NOT_MASTER, shipments: true, resource: 'trips' },
    load: panelScreen('runningParcels'),
  },
  {
    path: '/parcel_history',
    title: 'routes.parcelHistory',
    layout: 'content',
    access: { ...NOT_MASTER, shipments: true, resource: 'trips' },
    load: panelScreen('parcelHistory'),
  },
  {
    path: '/parcel_multistop/:id',
    title: 'routes.parcelMultistop',
    layout: 'content',
    access: { ...AUTH, shipments: true, resource: 'trips' },
    load: panelScreen('parcelMultistopDetail'),
  },
  {
    path: '/corporate_users',
    title: 'routes.payroll',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'payroll' },
    load: panelScreen('payroll'),
  },
  {
    // the collaborators' groups and their travel policies (issue 13); the payroll's resource
    path: '/groups',
    title: 'routes.groups',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'payroll' },
    load: panelScreen('groups'),
  },
  {
    path: '/corporate_panels',
    title: 'routes.corporatePanels',
    layout: 'content',
    access: MASTER_ONLY,
    load: panelScreen('panelsList'),
  },
  {
    path: '/corporate_panel/:id',
    title: 'routes.corporatePanel',
    layout: 'content',
    access: MASTER_ONLY,
    load: panelScreen('panelDetail'),
  },
  {
    path: '/activity',
    title: 'routes.activity',
    layout: 'content',
    access: { ...AUTH, resource: 'activity' },
    load: panelScreen('activity'),
  },
  {
    // an approved company's first login asks for its fiscal data here before any other page;
    // the profile's fiscal data card edits them with the same form
    path: '/onboarding',
    title: 'routes.onboarding',
    layout: 'blank',
    access: { ...AUTH, onboarding: true, resource: 'company' },
    load: panelScreen('onboarding'),
  },
  {
    path: '/balance',
    title: 'routes.balance',
    layout: 'content',
    access: { ...AUTH, resource: 'money' },
    load: panelScreen('balance'),
  },
  {
    // the company's promo codes and what each saved it (issue 11); masters book no trips
    path: '/promo_codes',
    title: 'routes.promoCodes',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'trips' },
    load: panelScreen('promoCodes'),
  },
  {
    path: '/profile',
    title: 'routes.profile',
    layout: 'content',
    access: AUTH,
    load: panelScreen('profile'),
  },
  {
    // the signed-in person's sessions, from the user menu (never assist mode's: the API refuses)
    path: '/sessions',
    title: 'routes.sessions',
    layout: 'content',
    access: AUTH,
    load: panelScreen('sessions'),
  },
  {
    path: '/faq',
    title: 'routes.faq',
    layout: 'content',
    access: AUTH,
    load: panelScreen('faq'),
  },
  {
    path: '/invoice/:id',
    title: 'routes.invoice',
    layout: 'content',
    access: { ...AUTH, resource: 'money' },
    load: panelScreen('invoice'),
  },
  {
    path: '/user/:id',
    title: 'routes.userDetail',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'payroll' },
    load: panelScreen('userDetail'),
  },
  {
    path: '/provider/:id',
    title: 'routes.provider',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'trips' },
    load: panelScreen('providerDetail'),
  },
  {
    path: '/view-map/:id',
    title: 'routes.viewMap',
    layout: 'content',
    access: { ...NOT_MASTER, resource: 'trips' },
    load: panelScreen('viewMap'),
  },
  {
    // the company's team: its members and their roles (issue 13)
    path: '/team',
    title: 'routes.team',
    layout: 'content',
    access: { ...AUTH, resource: 'team' },
    load: panelScreen('team'),
  },
  {
    // the company's API keys for its own systems (ADR 0015): owner and admins
    path: '/integraciones',
    title: 'routes.integrations',
    layout: 'content',
    access: { ...AUTH, resource: 'integrations' },
    load: panelScreen('integrations'),
  },
];

export const allRoutes: AppRoute[] = [...publicRoutes, ...panelRoutes];

/** The rules of the route that a menu link or search result points at. */
export function accessForPath(path: string): RouteAccess | undefined {
  return allRoutes.find((r) => r.path === path)?.access;
}
