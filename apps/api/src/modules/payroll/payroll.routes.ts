import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createPayrollUserBodySchema,
  idParamsSchema,
  listPayrollUsersQuerySchema,
  payrollImportBodySchema,
  payrollImportPreviewSchema,
  payrollImportResultSchema,
  payrollMovementsPageSchema,
  payrollMovementsQuerySchema,
  payrollUserResponseSchema,
  payrollUsersPageSchema,
  updatePayrollUserBodySchema,
  WALLET_UPDATE_EVENT,
} from '@trayecto/contracts';
import { emitToCorporate } from '../../plugins/realtime.ts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { mastersRule } from '../../plugins/auth.ts';
import * as list from './payroll-list.service.ts';
import * as importer from './payroll-import.service.ts';
import type { WalletNotifier } from './payroll-money.service.ts';
import { payrollMoneyRoutes } from './payroll-money.routes.ts';
import * as service from './payroll.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const params = idParamsSchema;
const tags = ['payroll'];

/** Payroll collaborators, under /api/corporate/users. Masters are barred (SPEC §6). */
export async function payrollRoutes(app: FastifyInstance) {
  await app.register(
    async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      const deps = app.deps;
      const notify: WalletNotifier = (corporateId, wallet) =>
        emitToCorporate(app, corporateId, WALLET_UPDATE_EVENT, {
          corporate_id: corporateId,
          wallet,
        });

      mastersRule(scope, 'barred');

      r.get(
        '/',
        {
          schema: {
            tags,
            summary:
              'List collaborators (keyset by name, id); format=csv streams the whole filtered list',
            querystring: listPayrollUsersQuerySchema,
            response: { 200: payrollUsersPageSchema, ...errors },
          },
        },
        async (req, reply) => {
          if (req.query.format === 'csv') {
            return (
              reply
                .header('content-type', 'text/csv; charset=utf-8')
                .header('content-disposition', 'attachment; filename="colaboradores.csv"')
                // A stream skips the JSON serializer; the schema types only the JSON answer.
                .send(
                  (await list.exportUsersCsv(
                    deps,
                    corporateIdOf(req),
                    req.query,
                    req.lang,
                  )) as never,
                )
            );
          }
          return list.listUsers(deps, corporateIdOf(req), req.query);
        },
      );

      r.get(
        '/:id',
        { schema: { tags, params, response: { 200: payrollUserResponseSchema, ...errors } } },
        async (req) => ({
          success: true as const,
          data: { user: await service.getUser(deps, corporateIdOf(req), req.params.id) },
        }),
      );

      r.get(
        '/:id/movements',
        {
          schema: {
            tags,
            params,
            querystring: payrollMovementsQuerySchema,
            response: { 200: payrollMovementsPageSchema, ...errors },
          },
        },
        (req) => list.listMovements(deps, corporateIdOf(req), req.params.id, req.query),
      );

      r.post(
        '/',
        {
          schema: {
            tags,
            body: createPayrollUserBodySchema,
            response: { 201: payrollUserResponseSchema, 409: apiErrorSchema, ...errors },
          },
        },
        async (req, reply) => {
          const user = await service.createUser(deps, corporateIdOf(req), req.body, actorOf(req));
          return reply.status(201).send({ success: true as const, data: { user } });
        },
      );

      r.post(
        '/import/preview',
        {
          schema: {
            tags,
            body: payrollImportBodySchema,
            response: { 200: payrollImportPreviewSchema, 422: apiErrorSchema, ...errors },
          },
        },
        (req) => importer.previewImport(deps, corporateIdOf(req), req.body.csv),
      );

      r.post(
        '/import',
        {
          schema: {
            tags,
            body: payrollImportBodySchema,
            response: {
              201: payrollImportResultSchema,
              409: apiErrorSchema,
              422: apiErrorSchema,
              ...errors,
            },
          },
        },
        async (req, reply) => {
          const result = await importer.importUsers(
            deps,
            corporateIdOf(req),
            req.body.csv,
            actorOf(req),
          );
          if ('refused' in result)
            return reply.status(400).send(importer.rowErrorsBody(result.refused, req.lang));
          return reply.status(201).send(result.created);
        },
      );

      r.patch(
        '/:id',
        {
          schema: {
            tags,
            params,
            body: updatePayrollUserBodySchema,
            response: {
              200: payrollUserResponseSchema,
              409: apiErrorSchema,
              422: apiErrorSchema,
              ...errors,
            },
          },
        },
        async (req) => ({
          success: true as const,
          data: {
            user: await service.updateUser(
              deps,
              corporateIdOf(req),
              req.params.id,
              req.body,
              actorOf(req),
            ),
          },
        }),
      );

      payrollMoneyRoutes(scope, notify);
    },
    { prefix: '/users' },
  );
}
