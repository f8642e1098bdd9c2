import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  demoBankPaymentBodySchema,
  demoBankPaymentResponseSchema,
  toCents,
  DEFAULT_TIMEZONE,
} from '@trayecto/contracts';
import { demoBankPayments } from '@trayecto/db';
import { AppError } from '../../lib/app-error.ts';
import { createRandom } from '../../lib/random.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import { demoBankDelayMs } from './payment-gateway.ts';
import { dayIn } from './topups.service.ts';

/**
 * The simulated bank's demo page, under /api/public (issue 11 part 2): a pago móvil "made in the
 * bank's app" to the provider's account. It lands in the demo bank's books with the reference a
 * real bank would show (12 digits), known to the bank's conciliation at once or a while later.
 * Only while PAYMENT_GATEWAY is simulated; otherwise 404 demo_bank_off.
 */
export async function demoBankRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  r.post(
    '/demo-bank/payments',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['topups'],
        summary: 'Demo bank: makes a pago móvil to the provider and answers its reference',
        body: demoBankPaymentBodySchema,
        response: {
          201: demoBankPaymentResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      if (deps.config.money.paymentGateway !== 'simulated')
        throw new AppError(404, 'demo_bank_off');
      const now = deps.clock.now();
      const reference = String(randomInt(1e11, 1e12));
      const delay = demoBankDelayMs(
        createRandom(Number(reference.slice(-9))),
        deps.config.money.demoBankLateShare,
      );
      const paymentDate = dayIn(now, DEFAULT_TIMEZONE);
      await deps.db.insert(demoBankPayments).values({
        bankCode: req.body.bank_code,
        payerPhone: req.body.payer_phone,
        payerId: req.body.payer_id,
        reference,
        amountCents: toCents(req.body.amount),
        paymentDate,
        visibleAt: new Date(now.getTime() + delay),
        createdAt: now,
      });
      reply.status(201);
      return {
        success: true as const,
        data: {
          reference,
          payment_date: paymentDate,
          amount: req.body.amount,
          bank_code: req.body.bank_code,
        },
      };
    },
  );
}
