import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@trayecto/db/test-db';
import type { DbHandle } from '@trayecto/db';
import { BRAND_TOKENS } from '@trayecto/contracts/brand-tokens';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testEnv } from '../../test/helpers.ts';

// The build's prerendered public pages (apps/web/build/prerender.ts) are sent at their addresses
// in the variant the `prerender` cookie names, with this deployment's names over the brand
// tokens, compressed; every other page path gets the bare SPA page.

let handle: DbHandle;
let app: FastifyInstance;
let dist: string;
const WEB_INDEX = join(import.meta.dirname, '..', '..', '..', 'web', 'index.html');

/** A prerendered page as the build writes it: the variant on <html>, the brand as tokens. */
function prerendered(variant: string, heading: string) {
  return readFileSync(WEB_INDEX, 'utf8')
    .replace(
      '<html lang="es" dir="ltr">',
      `<html lang="es" dir="ltr" data-prerendered="${variant}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>Iniciar sesión | ${BRAND_TOKENS.product}</title>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\s*<\/div>/,
      `<div id="root"><main><span>${BRAND_TOKENS.product.split(' ')[0]}</span> <span>${BRAND_TOKENS.product.split(' ')[1]}</span>` +
        `<h1>${heading}</h1><p>Bienvenido a ${BRAND_TOKENS.product}. Escriba a ${BRAND_TOKENS.supportEmail}.</p>` +
        `<p>© ${BRAND_TOKENS.provider}.</p><form><input name="email"></form></main></div>`,
    );
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-prerendered-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(WEB_INDEX, 'utf8'));
  for (const [variant, heading] of [
    ['es-light', 'Iniciar sesión (claro)'],
    ['es-dark', 'Iniciar sesión (oscuro)'],
  ] as const) {
    mkdirSync(join(dist, 'prerendered', variant), { recursive: true });
    writeFileSync(join(dist, 'prerendered', variant, 'login.html'), prerendered(variant, heading));
    writeFileSync(join(dist, 'prerendered', variant, 'index.html'), prerendered(variant, 'Inicio'));
  }
  handle = await openTestDatabase();
  app = await buildApp({
    db: handle,
    config: loadConfig({
      ...testEnv(),
      WEB_DIST: dist,
      PRODUCT_NAME: 'Movilix <Empresas> C.A.',
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

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the prerendered public pages', () => {
  it('are sent at their addresses, in the default variant without the cookie, branded', async () => {
    for (const url of ['/login', '/login?next=%2Fdashboards', '/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(res.body).toContain('data-prerendered="es-light"');
      expect(res.body).toContain(
        url === '/' ? '<h1>Inicio</h1>' : '<h1>Iniciar sesión (claro)</h1>',
      );
      // the names, escaped, over every token; a name's own period ends the sentence
      expect(res.body).toContain('<span>Movilix</span> <span>&lt;Empresas&gt; C.A.</span>');
      expect(res.body).toContain(
        'Bienvenido a Movilix &lt;Empresas&gt; C.A. Escriba a ayuda@movilix.test.',
      );
      expect(res.body).toContain('© Movilix &amp; Co.');
      expect(res.body).toContain(
        '<meta name="product-name" content="Movilix &lt;Empresas&gt; C.A." />',
      );
      expect(res.body).not.toMatch(/__BRAND_/);
      expect(res.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
    }
  });

  it('in the variant the cookie names; the bare page when it names none the build rendered', async () => {
    const dark = await get('/login', { cookie: 'other=1; prerender=es-dark' });
    expect(dark.body).toContain('data-prerendered="es-dark"');
    expect(dark.body).toContain('<h1>Iniciar sesión (oscuro)</h1>');
    for (const cookie of ['prerender=none', 'prerender=fr-dark', 'prerender=%3Cx%3E']) {
      const res = await get('/login', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-prerendered');
      expect(res.body).toContain('id="boot"');
      expect(res.body).toContain('<title>Movilix &lt;Empresas&gt; C.A.</title>');
    }
  });

  it('compressed (the default variant at start, the others when asked): the same page', async () => {
    const plain = (await get('/login', { cookie: 'prerender=es-dark' })).body;
    const br = await get('/login', { cookie: 'prerender=es-dark', 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gz = await get('/login', { cookie: 'prerender=es-dark', 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length);
  });

  it('other page paths get the bare page, and the files are not served as they are', async () => {
    for (const url of ['/dashboards', '/login/extra', '/prerendered/es-light/login.html']) {
      const res = await get(url, { cookie: 'prerender=es-light' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body).not.toContain('data-prerendered');
      expect(res.body).not.toMatch(/__BRAND_/);
    }
  });
});
