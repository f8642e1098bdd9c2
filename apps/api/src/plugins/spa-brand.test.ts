import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@trayecto/db/test-db';
import type { DbHandle } from '@trayecto/db';
import { PRODUCT_NAME_DEFAULT } from '@trayecto/contracts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testEnv } from '../../test/helpers.ts';

// PRODUCT_NAME, PROVIDER_NAME and SUPPORT_EMAIL reach the page: the served index.html (the web's
// own, as built) carries them in its title and as <meta> tags the web reads at start.

let handle: DbHandle;
let app: FastifyInstance;
let dist: string;
const WEB_INDEX = join(import.meta.dirname, '..', '..', '..', 'web', 'index.html');

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-brand-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(WEB_INDEX, 'utf8'));
  handle = await openTestDatabase();
  app = await buildApp({
    db: handle,
    config: loadConfig({
      ...testEnv(),
      WEB_DIST: dist,
      PRODUCT_NAME: 'Movilix <Empresas>',
      PROVIDER_NAME: 'Movilix & Co',
      SUPPORT_EMAIL: 'ayuda@movilix.test',
    }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the served page names this deployment', () => {
  it('in its title, description and meta tags, escaped, on every page path', async () => {
    for (const url of ['/', '/login', '/dashboards']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Movilix &lt;Empresas&gt;</title>');
      expect(res.body).toContain('<meta name="product-name" content="Movilix &lt;Empresas&gt;" />');
      expect(res.body).toContain('<meta name="provider-name" content="Movilix &amp; Co" />');
      expect(res.body).toContain('<meta name="support-email" content="ayuda@movilix.test" />');
      expect(res.body).not.toContain(PRODUCT_NAME_DEFAULT);
      // the page still loads its code, and no inline script was added (the CSP forbids one)
      expect(res.body).toContain('id="root"');
      expect(res.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
    }
  });
});
