import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  walletOperationsPageSchema,
  walletOperationsQuerySchema,
  walletFlowsQuerySchema,
  walletFlowsResponseSchema,
  walletResponseSchema,
} from '@trayecto/contracts';
import { corporateIdOf } from '../../lib/actor.ts';
import * as service from './wallet.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['wallet'];

/** The corporate balance and its history, under /api/corporate/wallet (masters included, SPEC §6). */
export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/wallet',
    { schema: { tags, response: { 200: walletResponseSchema, ...errors } } },
    (req) => service.getWallet(deps, corporateIdOf(req)),
  );

  r.get(
    '/wallet/flows',
    {
      schema: {
        tags,
        summary: 'Money in and out of the wallet between two instants, by what caused it',
        querystring: walletFlowsQuerySchema,
        response: { 200: walletFlowsResponseSchema, ...errors },
      },
    },
    (req) => service.getFlows(deps, corporateIdOf(req), req.query),
  );

  r.get(
    '/wallet/operations',
    {
      schema: {
        tags,
        summary:
          'Balance operations, newest first (keyset on entry id); format=csv exports every filtered row',
        querystring: walletOperationsQuerySchema,
        response: { 200: walletOperationsPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="movimientos.csv"')
            // A stream skips the JSON serializer; the schema types only the JSON answer.
            .send(
              (await service.exportOperationsCsv(
                deps,
                corporateIdOf(req),
                req.query,
                req.lang,
              )) as never,
            )
        );
      }
      return service.listOperations(deps, corporateIdOf(req), req.query);
    },
  );
}
