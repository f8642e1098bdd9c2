import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityPageSchema, activityQuerySchema, apiErrorSchema } from '@trayecto/contracts';
import { corporateIdOf } from '../../lib/actor.ts';
import * as service from './activity.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The company's activity under /api/corporate (issue 10): what was done in its panel, by whom
 * (the company, a provider admin in assist mode, the provider) and from where. Its own rows only;
 * masters too (their own panel's log).
 */
export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/activity',
    {
      schema: {
        tags: ['activity'],
        summary:
          "The company's audit log, newest first (filters: who, action, dates; keyset pages); format=csv streams it",
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        const csv = await service.exportActivityCsv(deps, corporateIdOf(req), req.query, req.lang);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="actividad.csv"')
          .send(csv as never);
      }
      return service.listActivity(deps, corporateIdOf(req), req.query);
    },
  );
}
