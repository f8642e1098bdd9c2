import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  panelDetailResponseSchema,
  panelsListQuerySchema,
  panelsPageSchema,
  panelTransferBodySchema,
  panelTransferResponseSchema,
  walletOperationsPageSchema,
  walletOperationsQuerySchema,
  WALLET_UPDATE_EVENT,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { idempotencyOf } from '../../plugins/idempotency.ts';
import { emitToCorporate } from '../../plugins/realtime.ts';
import type { WalletNotifier } from '../payroll/payroll-money.service.ts';
import { transferBalance } from './panel-transfer.service.ts';
import * as service from './panels.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const params = idParamsSchema;
const tags = ['panels'];
const csv = 'text/csv; charset=utf-8';

/**
 * A corporate master's associated panels, under /api/corporate/panels (SPEC §2, §6): masters
 * only (403 forbidden to anyone else). Another master's panel, or any id that is not one of this
 * master's panels, answers 404.
 */
export async function panelsRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const deps = app.deps;
    const notify: WalletNotifier = (corporateId, wallet) =>
      emitToCorporate(app, corporateId, WALLET_UPDATE_EVENT, { corporate_id: corporateId, wallet });

    mastersRule(scope, 'only');

    r.get(
      '/panels',
      {
        schema: {
          tags,
          summary:
            "The master's panels (keyset by name, id) with this month's trips, parcels, spend and active collaborators; format=csv streams the whole list",
          querystring: panelsListQuerySchema,
          response: { 200: panelsPageSchema, ...errors },
        },
      },
      async (req, reply) => {
        if (req.query.format === 'csv') {
          const stream = await service.exportPanelsCsv(
            deps,
            corporateIdOf(req),
            req.query,
            req.lang,
          );
          return (
            reply
              .header('content-type', csv)
              .header('content-disposition', 'attachment; filename="paneles.csv"')
              // A stream skips the JSON serializer; the schema types only the JSON answer.
              .send(stream as never)
          );
        }
        return service.listPanels(deps, corporateIdOf(req), req.query);
      },
    );

    r.get(
      '/panels/:id',
      {
        schema: {
          tags,
          summary:
            "A panel: its figures, balance history (first page), payments, and the master's funds",
          params,
          response: { 200: panelDetailResponseSchema, ...errors },
        },
      },
      (req) => service.getPanel(deps, corporateIdOf(req), req.params.id),
    );

    r.get(
      '/panels/:id/operations',
      {
        schema: {
          tags,
          summary:
            "A panel's balance history, newest first (keyset on entry id); format=csv exports every filtered row",
          params,
          querystring: walletOperationsQuerySchema,
          response: { 200: walletOperationsPageSchema, ...errors },
        },
      },
      async (req, reply) => {
        if (req.query.format === 'csv') {
          const stream = await service.exportPanelOperationsCsv(
            deps,
            corporateIdOf(req),
            req.params.id,
            req.query,
            req.lang,
          );
          return reply
            .header('content-type', csv)
            .header('content-disposition', 'attachment; filename="movimientos-panel.csv"')
            .send(stream as never);
        }
        return service.listPanelOperations(deps, corporateIdOf(req), req.params.id, req.query);
      },
    );

    r.post(
      '/panels/:id/transfer',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            "Move balance from the master's wallet to the panel (to_panel) or back (to_master); needs an Idempotency-Key header",
          params,
          headers: idempotencyHeadersSchema,
          body: panelTransferBodySchema,
          response: {
            200: panelTransferResponseSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
            ...errors,
          },
        },
      },
      (req) =>
        transferBalance(
          deps,
          corporateIdOf(req),
          req.params.id,
          req.body,
          actorOf(req),
          notify,
          idempotencyOf(req),
        ),
    );
  });
}
