import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../web/build/precompress.ts';
import { auth, login, loginAdmin, setupApp, type TestContext } from '../../test/helpers.ts';
import { COMPRESSIBLE_TYPES } from './compression.ts';

const CONSOLE = /^\/api\/console\//;
const MASTER_ONLY = /^\/api\/corporate\/panels(?:[/?]|$)/;
const ASKS = 'gzip, deflate, br';
/** Answers that are new on every request (a fresh challenge): compared by shape, not bytes. */
const FRESH_EACH_TIME = /^\/api\/public\/captcha$/;

let t: TestContext;
let dist: string;
let tokens: { demo: string; master: string; admin: string };

/** A built web app in miniature, its copies written by the build's own step. */
function writeDist(dir: string) {
  mkdirSync(join(dir, 'assets'));
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `item${i}`).join(',');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="es"><head><title>Trayecto</title></head><body><div id="root"></div><!-- ${filler(300)} --></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `export const list = [${filler(2000)}];`);
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), `.a{content:"${filler(500)}"}`);
  writeFileSync(join(dir, 'assets', 'es-common-x1.json'), JSON.stringify({ words: filler(400) }));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'boot.js'), `/* ${filler(400)} */`);
  const plugin = precompress() as unknown as {
    configResolved: (c: { root: string; build: { outDir: string } }) => void;
    closeBundle: { handler: () => void };
  };
  plugin.configResolved({ root: dir, build: { outDir: '.' } });
  plugin.closeBundle.handler();
}

function decoded(res: LightMyRequestResponse): Buffer {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The same GET twice, as a browser that asks for compression and as a client that does not. */
async function both(url: string, headers: Record<string, string> = {}) {
  const asked = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'accept-encoding': ASKS },
  });
  const plain = await t.app.inject({ method: 'GET', url, headers });
  return { asked, plain };
}

/** What a text response over 1 KB must be: compressed when asked, the same bytes once decoded. */
function problemsOf(url: string, asked: LightMyRequestResponse, plain: LightMyRequestResponse) {
  const problems: string[] = [];
  const type = String(plain.headers['content-type'] ?? '');
  if (plain.headers['content-encoding'])
    problems.push(`${url}: ${plain.headers['content-encoding']} to a client that did not ask`);
  if (asked.statusCode !== plain.statusCode)
    problems.push(`${url}: ${asked.statusCode} asked, ${plain.statusCode} plain`);
  const body = decoded(asked);
  if (FRESH_EACH_TIME.test(url) ? body.length === 0 : !body.equals(plain.rawPayload))
    problems.push(`${url}: bodies differ once decoded`);
  const text = COMPRESSIBLE_TYPES.test(type);
  if (text && plain.rawPayload.length >= 1024) {
    if (!['br', 'gzip'].includes(String(asked.headers['content-encoding'])))
      problems.push(`${url}: ${plain.rawPayload.length} bytes of ${type} sent uncompressed`);
    if (!/accept-encoding/i.test(String(asked.headers.vary ?? '')))
      problems.push(`${url}: no Vary: Accept-Encoding`);
  }
  if (!text && asked.headers['content-encoding']) problems.push(`${url}: ${type} compressed again`);
  return problems;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeDist(dist);
  t = await setupApp({ env: { WEB_DIST: dist } });
  tokens = {
    demo: (await login(t.app, 'demo@trayecto.test')).token,
    master: (await login(t.app, 'master@trayecto.test')).token,
    admin: await loginAdmin(t.app),
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('compression', () => {
  it('writes a Brotli and a gzip copy of every text file of the build that they make smaller', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : [relative(dist, join(dir, e.name))],
      );
    expect(files(dist).sort()).toEqual(
      [
        'assets/es-common-x1.json',
        'assets/index-abc123.css',
        'assets/index-abc123.js',
        'boot.js',
        'favicon.svg',
        'index.html',
      ]
        .flatMap((f) => (f === 'favicon.svg' ? [f] : [f, `${f}.br`, `${f}.gz`]))
        .sort(),
    );
  });

  it('sends every file of the build and every page in the best encoding asked, the same once decoded', async () => {
    const problems: string[] = [];
    const urls = [
      '/',
      '/login',
      '/dashboards',
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/assets/es-common-x1.json',
      '/boot.js',
      '/favicon.svg',
    ];
    for (const url of urls) {
      const { asked, plain } = await both(url);
      expect(plain.statusCode, url).toBe(200);
      problems.push(...problemsOf(url, asked, plain));
    }
    expect(problems).toEqual([]);
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('text/html');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(String(gz.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('compresses every GET of the API over 1 KB (JSON and CSV) for a client that asks, and only then', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const urls = Object.entries(doc.paths)
      .filter(([path, ops]) => 'get' in ops && !path.includes('{'))
      .map(([path]) => path);
    // CSV exports: the lists a panel downloads
    urls.push(
      '/api/corporate/trips?scope=history&format=csv',
      '/api/corporate/trips?scope=history',
      '/api/corporate/parcels?scope=history&format=csv',
      '/api/corporate/users?format=csv',
    );
    const problems: string[] = [];
    let large = 0;
    let csv = 0;
    for (const url of urls) {
      const token = CONSOLE.test(url)
        ? tokens.admin
        : MASTER_ONLY.test(url)
          ? tokens.master
          : tokens.demo;
      const { asked, plain } = await both(url, auth(token));
      problems.push(...problemsOf(url, asked, plain));
      if (plain.rawPayload.length >= 1024 && plain.statusCode === 200) {
        large += 1;
        if (String(plain.headers['content-type']).startsWith('text/csv')) csv += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(urls.length).toBeGreaterThan(40);
    // the sweep reached real answers, not only refusals
    expect(large).toBeGreaterThanOrEqual(8);
    expect(csv).toBeGreaterThan(0);
  }, 120_000);

  it('leaves a small answer as it is', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': ASKS },
    });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
