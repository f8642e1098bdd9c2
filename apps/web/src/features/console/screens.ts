// The console's screens, each a lazy chunk. The console's route table (app/console-routes.tsx)
// reaches them through this one module: the preload lists of the
// screens' chunks live in this module's chunk, fetched by the first console page, not in the
// entry every visitor downloads (the /login budget, e2e/first-visit-budget.spec.ts).
export const consoleScreens = {
  login: () => import('./routes/console-login.tsx'),
  layout: () => import('./layout/console-layout.tsx'),
  companies: () => import('./routes/companies-list.tsx'),
  company: () => import('./routes/company-detail.tsx'),
  leads: () => import('./routes/leads-list.tsx'),
  lead: () => import('./routes/lead-detail.tsx'),
  rates: () => import('./routes/rates.tsx'),
  promos: () => import('./routes/promos.tsx'),
  fares: () => import('./routes/fares.tsx'),
  topups: () => import('./routes/topups-list.tsx'),
  topup: () => import('./routes/topup-detail.tsx'),
  credits: () => import('./routes/credits-list.tsx'),
  credit: () => import('./routes/credit-detail.tsx'),
  audit: () => import('./routes/audit.tsx'),
};
export type ConsoleScreen = keyof typeof consoleScreens;
