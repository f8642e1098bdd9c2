import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/** Per-address limit for the unauthenticated auth routes (login failures have their own rule). */
export const publicRateLimit = { max: 100, timeWindow: 60_000 };

export async function registerSecurity(app: FastifyInstance, redis: Redis | undefined) {
  await app.register(helmet, {
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
