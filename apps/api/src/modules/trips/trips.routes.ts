import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalCreatedSchema,
  apiErrorSchema,
  cancelReasonsResponseSchema,
  cancelTripBodySchema,
  CANCEL_REASON_IDS,
  CANCEL_REASON_LABELS,
  createTripBodySchema,
  driverProfileResponseSchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  listTripsQuerySchema,
  searchQuerySchema,
  searchResponseSchema,
  type TripStatus,
  serviceTypesResponseSchema,
  tripEstimateEnvelopeSchema,
  tripEstimateRequestSchema,
  tripResponseSchema,
  tripsPageSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { idempotencyOf } from '../../plugins/idempotency.ts';
import { corporateServiceTypes, driverProfile } from './trip-lookup.service.ts';
import { exportTripsCsv, listTrips } from './trip-list.service.ts';
import { estimateTrip } from './trip-quote.service.ts';
import { searchTrips } from './trips.repository.ts';
import * as service from './trips.service.ts';
import { cancelTrip } from './trip-cancel.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const params = idParamsSchema;
const tags = ['trips'];

/** Trips under /api/corporate (issue 4). Masters are barred: they act through their panels. */
export async function tripsRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const runtime = app.trips;
    const deps = app.deps;

    mastersRule(scope, 'barred');

    r.get(
      '/service-types',
      {
        schema: {
          tags,
          summary: "Service types sold in the corporate's city",
          response: { 200: serviceTypesResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await corporateServiceTypes(deps, corporateIdOf(req), req.lang),
      }),
    );

    r.post(
      '/trips/estimate',
      {
        schema: {
          tags,
          summary:
            'Fare for each service type (or the one asked), distance and time; promo code applied',
          body: tripEstimateRequestSchema,
          response: {
            200: tripEstimateEnvelopeSchema,
            422: apiErrorSchema,
            502: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (req) => ({
        success: true as const,
        data: await estimateTrip(deps, runtime.gateway, corporateIdOf(req), req.body, req.lang),
      }),
    );

    r.post(
      '/trips',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            'Request a trip (now or scheduled); holds the estimate; needs an Idempotency-Key header',
          headers: idempotencyHeadersSchema,
          body: createTripBodySchema,
          response: {
            201: tripResponseSchema,
            // outside the passenger's group policy, which sends it to an approver (issue 13)
            202: approvalCreatedSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
            502: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const data = await service.createTrip(
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

    r.get(
      '/trips',
      {
        schema: {
          tags,
          summary:
            'Running trips or history (filters, keyset pagination, totals); format=csv streams the whole list',
          querystring: listTripsQuerySchema,
          response: { 200: tripsPageSchema, ...errors },
        },
      },
      async (req, reply) => {
        if (req.query.format === 'csv') {
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="viajes-${req.query.scope}.csv"`)
            .send(
              (await exportTripsCsv(runtime, corporateIdOf(req), req.query, req.lang)) as never,
            );
        }
        return listTrips(runtime, corporateIdOf(req), req.query);
      },
    );

    r.get(
      '/trips/:id',
      { schema: { tags, params, response: { 200: tripResponseSchema, ...errors } } },
      async (req) => ({
        success: true as const,
        data: await service.getTrip(runtime, corporateIdOf(req), req.params.id),
      }),
    );

    r.post(
      '/trips/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel with a reason (not once started or finished)',
          params,
          body: cancelTripBodySchema,
          response: { 200: tripResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await cancelTrip(runtime, corporateIdOf(req), req.params.id, req.body, actorOf(req)),
      }),
    );

    r.get(
      '/cancel-reasons',
      { schema: { tags, response: { 200: cancelReasonsResponseSchema, ...errors } } },
      async (req) => ({
        success: true as const,
        data: {
          reasons: CANCEL_REASON_IDS.map((id) => ({
            id,
            label: CANCEL_REASON_LABELS[id][req.lang],
          })),
        },
      }),
    );

    r.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Top-bar search: trips by unique id or passenger name',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, ...errors },
        },
      },
      async (req) => {
        const rows = await searchTrips(deps.db, corporateIdOf(req), req.query.q, req.query.limit);
        return {
          success: true as const,
          data: {
            trips: rows.map((r) => ({
              _id: r.id,
              unique_id: r.uniqueId,
              passenger_name: r.passengerName,
              status: r.status as TripStatus,
              requested_at: r.requestedAt.toISOString(),
            })),
          },
        };
      },
    );

    r.get(
      '/providers/:id',
      {
        schema: {
          tags,
          summary: "A driver who served one of the corporate's trips",
          params,
          response: { 200: driverProfileResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await driverProfile(runtime, corporateIdOf(req), req.params.id),
      }),
    );
  });
}
