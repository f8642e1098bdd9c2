import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, meResponseSchema, updateProfileBodySchema } from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import * as service from './corporate.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The corporate's own profile, under /api/corporate. */
export async function corporateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/me',
    {
      config: { allowUnapproved: true },
      schema: { tags: ['corporate'], response: { 200: meResponseSchema, ...errors } },
    },
    (req) => service.getMe(deps, corporateIdOf(req), req.auth!.adminId),
  );

  r.patch(
    '/me',
    {
      schema: {
        tags: ['corporate'],
        body: updateProfileBodySchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    (req) => service.updateProfile(deps, corporateIdOf(req), req.body, actorOf(req)),
  );
}
