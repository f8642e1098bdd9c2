import { createTempDatabase, startApiServer } from '../../../../scripts/lib/server-harness.mjs';
import { test } from './fixtures.ts';

/**
 * An API server of its own (the demo seed, the built web app, `env` on top), and on PostgreSQL a
 * database of its own so it never meets other runs' orders; `stop()` ends both. `name` names the
 * temporary database.
 */
export async function startServerOfItsOwn(name: string, env: Record<string, string> = {}) {
  const db = process.env.DATABASE_URL
    ? await createTempDatabase(process.env.DATABASE_URL, name)
    : undefined;
  const server = await startApiServer({
    env: {
      DATABASE_URL: db?.url,
      DEMO_SEED: 'true',
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
      ...env,
    },
  });
  return {
    server,
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      await db?.drop();
    },
  };
}

/**
 * A spec's own server (startServerOfItsOwn) for all its tests, which run in order; its log is
 * attached to a failed test.
 */
export function serverOfItsOwn(name: string, env: Record<string, string>) {
  let own: Awaited<ReturnType<typeof startServerOfItsOwn>> | undefined;
  let server: Awaited<ReturnType<typeof startApiServer>> | undefined;

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    own = await startServerOfItsOwn(name, env);
    server = own.server;
  });
  test.afterAll(async () => {
    await own?.stop();
  });
  test.afterEach(async ({}, testInfo) => {
    if (server && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('server.log', { body: server.output(), contentType: 'text/plain' });
  });

  return {
    /** where the server answers (after beforeAll) */
    get baseUrl() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server.baseUrl;
    },
  };
}
