import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  corporateUsersQuerySchema,
  corporateUsersResponseSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
} from '@trayecto/contracts';
import { corporateIdOf } from '../../lib/actor.ts';
import * as service from './admin-host.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The admin-host calls of SPEC §7, under /api/admin, with the corporate's token. */
export async function adminHostRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/corporate/dashboard',
    {
      // the dashboard's trip figures: every role reads trips (issue 13)
      config: { panel: 'trips' },
      schema: {
        tags: ['admin-host'],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    (req) => service.dashboard(deps, corporateIdOf(req), req.query),
  );
  r.get(
    '/v2/corporate/users',
    {
      config: { panel: 'payroll' },
      schema: {
        tags: ['admin-host'],
        querystring: corporateUsersQuerySchema,
        response: { 200: corporateUsersResponseSchema, ...errors },
      },
    },
    (req) => service.users(deps, corporateIdOf(req), req.query),
  );
  r.get(
    '/v2/corporate/payments',
    {
      // what the company paid: money, which only some roles read
      config: { panel: 'money' },
      schema: {
        tags: ['admin-host'],
        querystring: paymentsQuerySchema,
        response: { 200: paymentsResponseSchema, ...errors },
      },
    },
    (req) => service.payments(deps, corporateIdOf(req), req.query),
  );
}
