import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  promoCodesQuerySchema,
  promoCodesResponseSchema,
  promoRedemptionsPageSchema,
  promoRedemptionsQuerySchema,
} from '@trayecto/contracts';
import { corporateIdOf } from '../../lib/actor.ts';
import { mastersRule } from '../../plugins/auth.ts';
import * as service from './promo-codes-page.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
// A promo code is a trips matter (applied when a trip is booked): the 'trips' tag puts these
// routes in the masters sweep (test/masters-rule.test.ts) with the rest of the trips scope.
const tags = ['trips'];

/**
 * The company's promo codes page under /api/corporate (issue 11 part 5): its codes and what
 * each saved it on which trips. Masters are barred, as from trips: they do not book any.
 */
export async function promoCodesRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const deps = app.deps;

    mastersRule(scope, 'barred');

    r.get(
      '/promo-codes',
      {
        schema: {
          tags,
          summary:
            "The company's own promo codes and the ones for every company (at most 200): status, uses left, its uses and savings",
          querystring: promoCodesQuerySchema,
          response: { 200: promoCodesResponseSchema, ...errors },
        },
      },
      (req) => service.listCompanyPromoCodes(deps, corporateIdOf(req), req.query),
    );

    r.get(
      '/promo-codes/:id/redemptions',
      {
        schema: {
          tags,
          summary:
            "This company's trips that used a code, newest first (keyset); format=csv exports them all",
          params: idParamsSchema,
          querystring: promoRedemptionsQuerySchema,
          response: { 200: promoRedemptionsPageSchema, ...errors },
        },
      },
      async (req, reply) => {
        if (req.query.format === 'csv') {
          const csv = await service.exportPromoRedemptionsCsv(
            deps,
            corporateIdOf(req),
            req.params.id,
            req.lang,
          );
          return (
            reply
              .header('content-type', 'text/csv; charset=utf-8')
              .header('content-disposition', 'attachment; filename="codigo-promocional.csv"')
              // A stream skips the JSON serializer; the schema types only the JSON answer.
              .send(csv as never)
          );
        }
        return service.listPromoRedemptions(deps, corporateIdOf(req), req.params.id, req.query);
      },
    );
  });
}
