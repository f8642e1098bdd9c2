import { createTempDatabase, startApiServer } from '../../../../scripts/lib/server-harness.mjs';
import { test } from './fixtures.ts';

/**
 * A spec's own API server (its simulator settings, the demo seed, the built web app), and on
 * PostgreSQL a database of its own so it never meets other runs' orders; its log is attached to
 * a failed test. The spec's tests run in order. `name` names the temporary database.
 */
export function serverOfItsOwn(name: string, env: Record<string, string>) {
  let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
  let db: Awaited<ReturnType<typeof createTempDatabase>> | undefined;

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    db = process.env.DATABASE_URL
      ? await createTempDatabase(process.env.DATABASE_URL, name)
      : undefined;
    server = await startApiServer({
      env: {
        DATABASE_URL: db?.url,
        DEMO_SEED: 'true',
        WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
        ...env,
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await db?.drop();
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
