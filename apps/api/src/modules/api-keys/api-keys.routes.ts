import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  createApiKeyBodySchema,
  createApiKeyResponseSchema,
  idParamsSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import * as service from './api-keys.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const tags = ['api-keys'];

/**
 * The company's API keys under /api/corporate/api-keys (ADR 0015): the owner and admins only
 * (the 'integrations' panel resource, by the tag); keys themselves may not call these routes.
 */
export async function apiKeysRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/api-keys',
    {
      schema: {
        tags,
        summary: "The company's API keys, newest first, revoked ones included (never a secret)",
        response: { 200: apiKeyListResponseSchema, ...errors },
      },
    },
    async (req) => service.listApiKeys(deps, corporateIdOf(req)),
  );

  r.post(
    '/api-keys',
    {
      config: { credentials: true },
      schema: {
        tags,
        summary: 'Create a key with a name and scopes; the secret is in this answer only',
        body: createApiKeyBodySchema,
        response: { 201: createApiKeyResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const created = await service.createApiKey(
        deps,
        corporateIdOf(req),
        req.body,
        req.auth!,
        actorOf(req),
      );
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/api-keys/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke a key: it stops working at once on every instance',
        params: idParamsSchema,
        response: { 200: apiKeyResponseSchema, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      key: await service.revokeApiKey(
        deps,
        corporateIdOf(req),
        req.params.id,
        req.auth!,
        actorOf(req),
      ),
    }),
  );
}
