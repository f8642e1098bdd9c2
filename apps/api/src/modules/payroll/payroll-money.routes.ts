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
import { idempotencyOf } from '../../plugins/idempotency.ts';
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
      config: { idempotent: true },
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
    async (req) =>
      money.moveBalance(
        deps,
        corporateIdOf(req),
        req.params.id,
        req.body,
        actorOf(req),
        notify,
        idempotencyOf(req),
      ),
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
