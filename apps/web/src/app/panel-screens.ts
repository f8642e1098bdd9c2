import type { RouteModule } from './routes.ts';

// The panel's screens, each a lazy chunk (app/routes.ts reaches them through this index, so their
// preload lists are not in the entry).
export const PANEL_SCREENS = {
  dashboard: (): Promise<RouteModule> => import('../features/dashboard/routes/dashboard.tsx'),
  runningTrips: (): Promise<RouteModule> => import('../features/trips/routes/running-trips.tsx'),
  multistopList: (): Promise<RouteModule> =>
    import('../features/multistop/routes/multistop-list.tsx'),
  multistopNew: (): Promise<RouteModule> =>
    import('../features/multistop/routes/multistop-new.tsx'),
  multistopDetail: (): Promise<RouteModule> =>
    import('../features/multistop/routes/multistop-detail.tsx'),
  history: (): Promise<RouteModule> => import('../features/trips/routes/history.tsx'),
  tripBatch: (): Promise<RouteModule> => import('../features/trip-batch/routes/batch.tsx'),
  approvals: (): Promise<RouteModule> => import('../features/approvals/routes/approvals.tsx'),
  recurring: (): Promise<RouteModule> => import('../features/recurring/routes/recurring.tsx'),
  runningParcels: (): Promise<RouteModule> =>
    import('../features/parcels/routes/running-parcels.tsx'),
  parcelHistory: (): Promise<RouteModule> =>
    import('../features/parcels/routes/parcel-history.tsx'),
  parcelMultistopDetail: (): Promise<RouteModule> =>
    import('../features/parcels/routes/parcel-multistop-detail.tsx'),
  payroll: (): Promise<RouteModule> => import('../features/payroll/routes/payroll.tsx'),
  groups: (): Promise<RouteModule> => import('../features/groups/routes/groups.tsx'),
  panelsList: (): Promise<RouteModule> => import('../features/panels/routes/panels-list.tsx'),
  panelDetail: (): Promise<RouteModule> => import('../features/panels/routes/panel-detail.tsx'),
  activity: (): Promise<RouteModule> => import('../features/activity/routes/activity.tsx'),
  onboarding: (): Promise<RouteModule> => import('../features/onboarding/routes/onboarding.tsx'),
  balance: (): Promise<RouteModule> => import('../features/balance/routes/balance.tsx'),
  promoCodes: (): Promise<RouteModule> => import('../features/promo-codes/routes/promo-codes.tsx'),
  profile: (): Promise<RouteModule> => import('../features/profile/routes/profile.tsx'),
  sessions: (): Promise<RouteModule> => import('../features/profile/routes/sessions.tsx'),
  faq: (): Promise<RouteModule> => import('../features/faq/routes/faq.tsx'),
  invoice: (): Promise<RouteModule> => import('../features/invoices/routes/invoice.tsx'),
  userDetail: (): Promise<RouteModule> => import('../features/users/routes/user-detail.tsx'),
  providerDetail: (): Promise<RouteModule> =>
    import('../features/providers/routes/provider-detail.tsx'),
  viewMap: (): Promise<RouteModule> => import('../features/trips/routes/view-map.tsx'),
  team: (): Promise<RouteModule> => import('../features/team/routes/team.tsx'),
  integrations: (): Promise<RouteModule> =>
    import('../features/integrations/routes/integrations.tsx'),
};
