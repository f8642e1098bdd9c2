import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  publicTripInfoParamsSchema,
  publicTripInfoResponseSchema,
} from '@trayecto/contracts';
import { notFound } from '../../lib/app-error.ts';
import { checkLinkOpen, orderEndedAt } from '../../lib/link-tokens.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import { toPublicTripInfo } from '../trips/trip-dto.ts';
import { findTripByToken } from '../trips/trips.repository.ts';

/**
 * Public, no login: GET /api/public/trip-info/{token}, what the passenger may see, until
 * PUBLIC_LINK_TTL_AFTER_END_MS after the trip ended (then 410 link_expired). Limited per address.
 */
export async function publicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/trip-info/:token',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['public'],
        summary:
          "The passenger's live trip: status, driver first name, vehicle, position, ETA; never costs",
        params: publicTripInfoParamsSchema,
        response: {
          200: publicTripInfoResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          410: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const row = await findTripByToken(app.deps.db, req.params.token);
      if (!row) throw notFound();
      checkLinkOpen(orderEndedAt(row), app.deps.clock.now());
      return { success: true as const, data: toPublicTripInfo(row, app.trips.orders.live(row.id)) };
    },
  );
}
