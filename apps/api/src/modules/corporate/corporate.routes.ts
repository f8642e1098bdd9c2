import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, meResponseSchema, updateProfileBodySchema } from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { sessionCacheOf } from '../auth/session-cache.ts';
import { createMeCache } from './corporate-me-cache.ts';
import * as service from './corporate.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The corporate's own profile, under /api/corporate. */
export async function corporateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const sessions = sessionCacheOf(deps);
  const meCache = sessions
    ? createMeCache(sessions, deps.db, { walletsAnnounced: deps.driver === 'pglite' })
    : undefined;

  r.get(
    '/me',
    {
      // syncWallet: the auth hook reads the wallet on its sync round trip (one, not two)
      config: { allowUnapproved: true, syncWallet: true, panel: 'none' },
      schema: { tags: ['corporate'], response: { 200: meResponseSchema, ...errors } },
    },
    // the auth hook has synced the session cache for this request: the /me cache is fresh
    (req) => service.getMe(deps, corporateIdOf(req), req.auth!, meCache, req.syncedWallet),
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
    (req) => service.updateProfile(deps, corporateIdOf(req), req.body, actorOf(req), req.auth!),
  );
}
