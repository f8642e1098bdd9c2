import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deletePayrollUserResponseSchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  payrollBalanceBodySchema,
  payrollBalanceResponseSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { withIdempotency } from '../ledger/idempotency.ts';
import * as money from './payroll-money.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const params = idParamsSchema;
const tags = ['payroll'];

/** The routes that move money: give/take balance (idempotent) and delete. Inside the payroll scope. */
export function payrollMoneyRoutes(scope: FastifyInstance, notify: money.WalletNotifier) {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const deps = scope.deps;

  r.post(
    '/:id/balance',
    {
      schema: {
        tags,
        summary:
          'Give balance from the corporate wallet, or take it back; needs an Idempotency-Key header',
        params,
        headers: idempotencyHeadersSchema,
        body: payrollBalanceBodySchema,
        response: { 200: payrollBalanceResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      if (!key?.trim()) throw new AppError(400, 'idempotency_key_required');
      const corporateId = corporateIdOf(req);
      const result = await withIdempotency(
        deps.db,
        {
          corporateId,
          key: key.trim(),
          method: 'POST',
          path: `/api/corporate/users/${req.params.id}/balance`,
          body: req.body,
        },
        async (scope) => ({
          statusCode: 200,
          body: await money.moveBalance(
            deps,
            corporateId,
            req.params.id,
            req.body,
            actorOf(req),
            notify,
            scope,
          ),
        }),
      );
      return reply.status(result.statusCode).send(result.body as money.BalanceResult);
    },
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        params,
        response: { 200: deletePayrollUserResponseSchema, ...errors },
      },
    },
    (req) => money.deleteUser(deps, corporateIdOf(req), req.params.id, actorOf(req), notify),
  );
}
