import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyHeadersSchema } from '@trayecto/contracts';
import { corporateIdOf } from '../lib/actor.ts';
import { AppError } from '../lib/app-error.ts';
import { linkSeal } from '../lib/link-tokens.ts';
import { withIdempotency, type IdempotencyScope } from '../modules/ledger/idempotency.ts';

/**
 * `config: { idempotent: true }` on a route that moves money: it needs an `Idempotency-Key`
 * header (400 idempotency_key_required without one, before the body is validated), and its handler runs inside
 * `withIdempotency` (modules/ledger/idempotency.ts, ADR 0005). The handler returns its body and
 * sets its status with `reply.status(…)`, without sending; it passes `idempotencyOf(req)` to the
 * service, which begins and records the key inside the transaction that makes its effect. A
 * replay answers the stored status and body. The header is added to the route's schema (and so
 * to the OpenAPI document) when the route does not declare it.
 */
export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotency', null);
  const seal = linkSeal(app.deps.config.linkTokenKey);
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.schema = { headers: idempotencyHeadersSchema, ...route.schema };
    // Before the body is validated: a request without a key is refused for that first.
    const own = route.preValidation;
    route.preValidation = [
      async (req: FastifyRequest) => {
        if (!keyOf(req)) throw new AppError(400, 'idempotency_key_required');
      },
      ...(own ? (Array.isArray(own) ? own : [own]) : []),
    ];
    const handler = route.handler;
    route.handler = async function idempotentHandler(
      this: FastifyInstance,
      req: FastifyRequest,
      reply: FastifyReply,
    ) {
      const key = keyOf(req);
      if (!key) throw new AppError(400, 'idempotency_key_required');
      const result = await withIdempotency(
        app.deps.db,
        {
          // a company's keys are its own; a console admin's (a grant) are the admin's
          corporateId: req.auth?.corporateId ?? req.auth?.adminId ?? corporateIdOf(req),
          key,
          method: req.method,
          path: req.url.split('?')[0]!,
          body: req.body,
          seal,
        },
        async (scope) => {
          req.idempotency = scope;
          const body: unknown = await handler.call(this, req, reply);
          return { statusCode: reply.statusCode, body };
        },
      );
      return reply.status(result.statusCode).send(result.body);
    };
  });
}

function keyOf(req: FastifyRequest): string {
  const header = req.headers['idempotency-key'];
  return typeof header === 'string' ? header.trim() : '';
}

/** The scope of an idempotent route's request (`config: { idempotent: true }`). */
export function idempotencyOf(req: FastifyRequest): IdempotencyScope {
  if (!req.idempotency) throw new Error(`${req.routeOptions.url} is not an idempotent route`);
  return req.idempotency;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a money-moving POST: needs an Idempotency-Key and replays its first answer */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** set for the handler of an idempotent route */
    idempotency: IdempotencyScope | null;
  }
}
