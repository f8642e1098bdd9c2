import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { adminHostRoutes } from './modules/admin-host/admin-host.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { consoleRoutes } from './modules/console/console.routes.ts';
import { corporateRoutes } from './modules/corporate/corporate.routes.ts';
import { createGeocoder } from './modules/geo/geo-adapters.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { leadsConsoleRoutes } from './modules/leads/leads-console.routes.ts';
import { leadsPublicRoutes } from './modules/leads/leads.routes.ts';
import { mapRoutes } from './modules/map/map.routes.ts';
import { panelsRoutes } from './modules/panels/panels.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { parcelProofRoutes } from './modules/parcels/parcel-proof.routes.ts';
import { parcelsRoutes, publicParcelRoutes } from './modules/parcels/parcels.routes.ts';
import { payrollRoutes } from './modules/payroll/payroll.routes.ts';
import { publicRoutes } from './modules/public/public.routes.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { serviceNotesRoutes } from './modules/service-notes/service-notes.routes.ts';
import { tripsRoutes } from './modules/trips/trips.routes.ts';
import { publicLogoRoutes, uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { creditsConsoleRoutes, creditsRoutes } from './modules/credits/credits.routes.ts';
import { demoBankRoutes } from './modules/topups/demo-bank.routes.ts';
import { topupsConsoleRoutes } from './modules/topups/topups-console.routes.ts';
import { topupsRoutes } from './modules/topups/topups.routes.ts';
import { promoCodesRoutes } from './modules/promos/promos.routes.ts';
import { publicInviteRoutes, teamRoutes } from './modules/team/team.routes.ts';
import { groupsRoutes } from './modules/policies/groups.routes.ts';
import { approvalsRoutes, publicApprovalRoutes } from './modules/approvals/approvals.routes.ts';
import { moneyWatchRoutes } from './modules/money-watch/money-watch.routes.ts';
import { batchRoutes } from './modules/trip-batch/batch.routes.ts';
import { recurringRoutes } from './modules/recurring/recurring.routes.ts';

/**
 * Every module's routes and its base path. Routes under /api need a corporate session unless
 * they say otherwise (plugins/auth.ts). Add a module here.
 */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (scope) => {
      await authRoutes(scope);
      await corporateRoutes(scope);
      const geocoder = createGeocoder(app.deps.config.geo, app.log);
      await geoRoutes(scope, geocoder);
      await batchRoutes(scope, geocoder);
      await payrollRoutes(scope);
      await walletRoutes(scope);
      await tripsRoutes(scope);
      await parcelsRoutes(scope);
      await parcelProofRoutes(scope);
      await serviceNotesRoutes(scope);
      await quotesRoutes(scope);
      await uploadsRoutes(scope);
      await activityRoutes(scope);
      await onboardingRoutes(scope);
      await panelsRoutes(scope);
      await topupsRoutes(scope);
      await creditsRoutes(scope);
      await promoCodesRoutes(scope);
      await teamRoutes(scope);
      await groupsRoutes(scope);
      await approvalsRoutes(scope);
      await moneyWatchRoutes(scope);
      await recurringRoutes(scope);
      await apiKeysRoutes(scope);
      await webhooksRoutes(scope);
    },
    { prefix: '/api/corporate' },
  );
  await app.register(adminHostRoutes, { prefix: '/api/admin' });
  await app.register(consoleRoutes, { prefix: '/api/console' });
  await app.register(publicRoutes, { prefix: '/api/public' });
  await app.register(publicParcelRoutes, { prefix: '/api/public' });
  await app.register(mapRoutes, { prefix: '/api/public' });
  await app.register(leadsPublicRoutes, { prefix: '/api/public' });
  await app.register(leadsConsoleRoutes, { prefix: '/api/console' });
  await app.register(publicLogoRoutes, { prefix: '/api/public' });
  await app.register(topupsConsoleRoutes, { prefix: '/api/console' });
  await app.register(creditsConsoleRoutes, { prefix: '/api/console' });
  await app.register(demoBankRoutes, { prefix: '/api/public' });
  await app.register(publicInviteRoutes, { prefix: '/api/public' });
  await app.register(publicApprovalRoutes, { prefix: '/api/public' });
}
