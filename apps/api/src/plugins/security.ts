import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-address limit for the unauthenticated auth routes. Failed sign-ins have rules of their own
 * (modules/auth/login-throttle.ts).
 */
export const publicRateLimit = { max: 100, timeWindow: 60_000 };

export async function registerSecurity(app: FastifyInstance, redis: Redis | undefined) {
  // Built once: @fastify/helmet builds helmet (and parses this policy) again on every request,
  // which cost 6–13% of the CPU of a cached GET /me (bench/README.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // emotion (MUI) injects <style> tags
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // MapLibre runs its workers from blob: URLs
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // served over plain http on a laptop or behind a TLS proxy; HSTS belongs to the proxy
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });

  // Not global: authenticated reads (and the bench) are not throttled here; routes opt in.
  await app.register(rateLimit, {
    global: false,
    // a Redis outage must not lock everyone out of login
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'trayecto-rl:' } : {}),
    errorResponseBuilder: (_req, context) =>
      new AppError(429, 'rate_limited', {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
}
