import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createWebhookBodySchema,
  idParamsSchema,
  updateWebhookBodySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointResponseSchema,
  webhookSecretResponseSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import * as service from './webhooks.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const tags = ['webhooks'];

/**
 * The company's webhooks under /api/corporate/webhooks (ADR 0017): the owner and admins only
 * (the 'integrations' panel resource, by the tag); API keys may not call them. Registering an
 * endpoint and rotating its secret hand out a signing secret: never in assist mode.
 */
export async function webhooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: "The company's webhook endpoints and the event types they may ask for",
        response: { 200: webhookEndpointListResponseSchema, ...errors },
      },
    },
    async (req) => service.listEndpoints(deps, corporateIdOf(req)),
  );

  r.post(
    '/webhooks',
    {
      config: { credentials: true },
      schema: {
        tags,
        summary: 'Register an endpoint and its events; the signing secret is in this answer only',
        body: createWebhookBodySchema,
        response: { 201: webhookSecretResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const created = await service.createEndpoint(
        deps,
        corporateIdOf(req),
        req.body,
        actorOf(req),
      );
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: "Change an endpoint's events, or enable or disable it",
        params: idParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: webhookEndpointResponseSchema, ...errors },
      },
    },
    async (req) =>
      service.updateEndpoint(deps, corporateIdOf(req), req.params.id, req.body, actorOf(req)),
  );

  r.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        params: idParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (req) => service.deleteEndpoint(deps, corporateIdOf(req), req.params.id, actorOf(req)),
  );

  r.post(
    '/webhooks/:id/rotate-secret',
    {
      config: { credentials: true },
      schema: {
        tags,
        summary: 'A new signing secret (in this answer only); the old one also signs for 24 hours',
        params: idParamsSchema,
        response: { 200: webhookSecretResponseSchema, ...errors },
      },
    },
    async (req) => service.rotateSecret(deps, corporateIdOf(req), req.params.id, actorOf(req)),
  );

  r.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's delivery log, newest first: request, answer, time, attempts",
        params: idParamsSchema,
        response: { 200: webhookDeliveryListResponseSchema, ...errors },
      },
    },
    async (req) => service.listDeliveries(deps, corporateIdOf(req), req.params.id),
  );

  r.post(
    '/webhooks/:id/test',
    {
      schema: {
        tags,
        summary: 'Send a test event (webhook.test) to this endpoint',
        params: idParamsSchema,
        response: { 200: webhookDeliveryResponseSchema, ...errors },
      },
    },
    async (req) => {
      const sent = await service.sendTestEvent(deps, corporateIdOf(req), req.params.id);
      await app.webhooks.wake();
      return sent;
    },
  );

  r.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags,
        summary: 'Send a delivered or given-up message again (same webhook-id)',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliveryResponseSchema, ...errors },
      },
    },
    async (req) => {
      const sent = await service.resendDelivery(
        deps,
        corporateIdOf(req),
        req.params.id,
        req.params.deliveryId,
      );
      await app.webhooks.wake();
      return sent;
    },
  );
}
