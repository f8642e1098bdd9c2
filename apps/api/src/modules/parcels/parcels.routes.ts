import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalCreatedSchema,
  apiErrorSchema,
  cancelParcelBodySchema,
  createParcelBodySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  parcelEstimateBodySchema,
  parcelEstimateResponseSchema,
  parcelListQuerySchema,
  parcelResponseSchema,
  parcelSearchQuerySchema,
  parcelSearchResponseSchema,
  parcelsPageSchema,
  publicParcelTrackParamsSchema,
  publicParcelTrackResponseSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { idempotencyOf } from '../../plugins/idempotency.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import { exportParcelsCsv, listParcels, searchParcels } from './parcel-list.service.ts';
import * as service from './parcels.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const params = idParamsSchema;
const tags = ['parcels'];

/**
 * Parcels under /api/corporate (issue 8): orders of kind 'parcel' on the order core. They need
 * the shipments feature (403 without it); masters are barred, as for trips.
 */
export async function parcelsRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const runtime = app.trips;
    mastersRule(scope, 'barred');

    r.post(
      '/parcels',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            'Send a parcel to one or more receivers (now or scheduled); holds the fare; needs an Idempotency-Key header',
          headers: idempotencyHeadersSchema,
          body: createParcelBodySchema,
          response: {
            201: parcelResponseSchema,
            // outside the sender's group policy, which sends it to an approver (issue 13)
            202: approvalCreatedSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
            502: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const data = await service.createParcel(
          runtime,
          corporateIdOf(req),
          req.body,
          actorOf(req),
          idempotencyOf(req),
        );
        if ('approval_required' in data) {
          reply.status(202);
          return data;
        }
        reply.status(201);
        return { success: true as const, data };
      },
    );

    r.post(
      '/parcels/estimate',
      {
        schema: {
          tags,
          summary: 'The vehicle, fare, distance and time of a parcel before it is sent',
          body: parcelEstimateBodySchema,
          response: {
            200: parcelEstimateResponseSchema,
            422: apiErrorSchema,
            502: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.estimateParcel(runtime, corporateIdOf(req), req.body),
      }),
    );

    r.get(
      '/parcels',
      {
        schema: {
          tags,
          summary:
            'Running parcels or their history (filters, keyset pagination, totals); format=csv streams the whole list',
          querystring: parcelListQuerySchema,
          response: { 200: parcelsPageSchema, ...errors },
        },
      },
      async (req, reply) => {
        if (req.query.format === 'csv') {
          const csv = await exportParcelsCsv(runtime, corporateIdOf(req), req.query, req.lang);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="envios-${req.query.scope}.csv"`)
            .send(csv as never);
        }
        return listParcels(runtime, corporateIdOf(req), req.query);
      },
    );

    r.get(
      '/parcels/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Top-bar search: parcels by unique id, sender or receiver name',
          querystring: parcelSearchQuerySchema,
          response: { 200: parcelSearchResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: {
          parcels: await searchParcels(runtime, corporateIdOf(req), req.query.q, req.query.limit),
        },
      }),
    );

    r.get(
      '/parcels/:id',
      {
        schema: {
          tags,
          summary: 'A parcel with each stop, its proof of delivery and its charge line by line',
          params,
          response: { 200: parcelResponseSchema, ...errors },
        },
      },
      async (req) => {
        const corporateId = corporateIdOf(req);
        await service.requireShipments(runtime, corporateId);
        return {
          success: true as const,
          data: await service.getParcel(runtime, corporateId, req.params.id),
        };
      },
    );

    r.post(
      '/parcels/:id/cancel',
      {
        schema: {
          tags,
          summary: "Cancel with a reason, before pickup ('Error cancelling parcel' after it)",
          params,
          body: cancelParcelBodySchema,
          response: { 200: parcelResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.cancelParcel(
          runtime,
          corporateIdOf(req),
          req.params.id,
          req.body,
          actorOf(req),
        ),
      }),
    );
  });
}

/** Public, no login: GET /api/public/parcel-track/{token}, one receiver's view of the parcel. */
export async function publicParcelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/parcel-track/:token',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['public'],
        summary:
          "A receiver's parcel: their stop, the courier and the ETA; never costs or other receivers",
        params: publicParcelTrackParamsSchema,
        response: {
          200: publicParcelTrackResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          410: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.trackParcel(app.trips, req.params.token),
    }),
  );
}
