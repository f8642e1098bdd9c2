import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DbHandle } from '@trayecto/db';
import { auth } from '../../../test/helpers.ts';
import { sessionCacheOf } from './session-cache.ts';
import { LISTENER_APPLICATION_NAME } from './session-listener.ts';

// Shared by the session cache's tests (session-cache*.test.ts).

export const get = (app: FastifyInstance, token: string, url = '/api/corporate/me') =>
  app.inject({ method: 'GET', url, headers: auth(token) });

/**
 * The SQL statements `work` sends: `database` through the app's connections (pool or PGlite),
 * `sync` as barrier round trips on the session cache's listening connection (PostgreSQL).
 */
export async function countStatements(handle: DbHandle, work: () => Promise<unknown>) {
  const counts = { database: 0, sync: 0 };
  const restore: (() => void)[] = [];
  if (handle.driver === 'postgres') {
    const proto = pg.Client.prototype as unknown as Record<string, unknown>;
    const original = proto.query as (...args: unknown[]) => unknown;
    proto.query = function (
      this: { connectionParameters?: { application_name?: string } },
      ...args: unknown[]
    ) {
      if (this.connectionParameters?.application_name === LISTENER_APPLICATION_NAME) counts.sync++;
      else counts.database++;
      return original.apply(this, args);
    };
    restore.push(() => (proto.query = original));
  } else {
    const client = (handle.db as unknown as { $client: PGlite }).$client as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    for (const name of ['query', 'exec', 'transaction']) {
      const original = client[name]!;
      client[name] = (...args: unknown[]) => {
        counts.database++;
        return original.apply(client, args);
      };
      restore.push(() => delete client[name]);
    }
  }
  try {
    await work();
  } finally {
    for (const undo of restore) undo();
  }
  return counts;
}

/** Resolves once the app's session cache is live (notifications flowing) or not, as asked. */
export function untilCacheLive(app: FastifyInstance, live: boolean) {
  const cache = sessionCacheOf(app.deps)!;
  return new Promise<void>((resolve) => {
    if (cache.isLive() === live) return resolve();
    const stop = cache.subscribe(() => {
      if (cache.isLive() !== live) return;
      stop();
      resolve();
    });
  });
}
