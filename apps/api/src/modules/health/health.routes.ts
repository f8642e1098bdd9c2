import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '@trayecto/contracts';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../plugins/errors.ts';

/** A health check never waits longer than this for the database: a load balancer needs an answer. */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

const checks = z.object({ database: z.enum(['up', 'down']) });

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  checks,
});

export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  db: z.enum(['pglite', 'postgres']),
  checks,
  /** what is down, e.g. ["database"] */
  down: z.array(z.string()),
  error_code: z.literal('service_unavailable'),
  message: z.string(),
});

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DB_TIMEOUT_MS);
  });
  const probe = app.deps.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: no auth. 200 when the database answers; 503 `service_unavailable` naming
 * what is down otherwise, within HEALTH_DB_TIMEOUT_MS, so a load balancer can take the
 * instance out and the panel can say the service is away (never a 500).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: healthUnavailableSchema },
      },
    },
    async (request, reply) => {
      const db = app.deps.driver;
      if (await databaseAnswers(app)) {
        return { status: 'ok' as const, db, checks: { database: 'up' as const } };
      }
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({
          status: 'unavailable' as const,
          db,
          checks: { database: 'down' as const },
          down: ['database'],
          error_code: 'service_unavailable' as const,
          message: errorMessage('service_unavailable', request.lang),
        });
    },
  );
}
