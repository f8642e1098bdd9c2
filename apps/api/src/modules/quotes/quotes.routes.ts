import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalCreatedSchema,
  apiErrorSchema,
  cancelQuoteBodySchema,
  createQuoteBodySchema,
  denyQuoteBodySchema,
  idParamsSchema,
  quoteListQuerySchema,
  quoteResponseSchema,
  quotesPageSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { idempotencyOf } from '../../plugins/idempotency.ts';
import { exportQuotesCsv, listQuotes } from './quote-list.service.ts';
import * as service from './quotes.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const params = idParamsSchema;
const tags = ['quotes'];

/**
 * Multistop quotes under /api/corporate (issue 9). They need the multi-stops feature (403
 * without it); masters are barred, as for trips. Approving books an order of kind 'multistop'.
 */
export async function quotesRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const ctx = { runtime: app.trips, desk: app.quoteDesk };
    mastersRule(scope, 'barred');

    r.post(
      '/quotes',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            "Ask the provider's pricing desk to price a trip through several stops; needs an Idempotency-Key header",
          body: createQuoteBodySchema,
          response: {
            201: quoteResponseSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const data = await service.createQuote(
          ctx,
          corporateIdOf(req),
          req.body,
          actorOf(req),
          idempotencyOf(req),
        );
        reply.status(201);
        return { success: true as const, data };
      },
    );

    r.get(
      '/quotes',
      {
        schema: {
          tags,
          summary:
            "A tab's quotes (date filter, search by passenger, keyset pages) with every tab's count; format=csv streams the list",
          querystring: quoteListQuerySchema,
          response: { 200: quotesPageSchema, ...errors },
        },
      },
      async (req, reply) => {
        if (req.query.format === 'csv') {
          const csv = await exportQuotesCsv(app.trips, corporateIdOf(req), req.query, req.lang);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="cotizaciones-${req.query.tab}.csv"`,
            )
            .send(csv as never);
        }
        return listQuotes(app.trips, corporateIdOf(req), req.query);
      },
    );

    r.get(
      '/quotes/:id',
      {
        schema: {
          tags,
          summary: 'A quote: its stops, its price line by line, its decision and its run',
          params,
          response: { 200: quoteResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.getQuote(app.trips, corporateIdOf(req), req.params.id),
      }),
    );

    r.post(
      '/quotes/:id/approve',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            'Approve the price: the total is held and the trip booked; refused once expired or decided; needs an Idempotency-Key header',
          params,
          response: {
            200: quoteResponseSchema,
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
        const data = await service.approveQuote(
          ctx,
          corporateIdOf(req),
          req.params.id,
          actorOf(req),
          idempotencyOf(req),
        );
        if ('approval_required' in data) {
          reply.status(202);
          return data;
        }
        return { success: true as const, data };
      },
    );

    r.post(
      '/quotes/:id/deny',
      {
        schema: {
          tags,
          summary: 'Deny the price, with a reason; only while it waits for approval',
          params,
          body: denyQuoteBodySchema,
          response: { 200: quoteResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.denyQuote(
          ctx,
          corporateIdOf(req),
          req.params.id,
          req.body,
          actorOf(req),
        ),
      }),
    );

    r.post(
      '/quotes/:id/cancel',
      {
        schema: {
          tags,
          summary:
            'Withdraw an open quote, or cancel an approved trip before it starts (its hold released)',
          params,
          body: cancelQuoteBodySchema,
          response: { 200: quoteResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.cancelQuote(
          ctx,
          corporateIdOf(req),
          req.params.id,
          req.body,
          actorOf(req),
        ),
      }),
    );
  });
}
