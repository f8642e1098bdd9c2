// Every text file of the build, as the real server sends it: in Brotli to a browser that accepts
// it, in gzip to one that accepts only gzip, as it is to a client that asks for neither, the
// same bytes once decoded, cached as before (apps/api/src/plugins/spa.ts). The files are those
// of apps/web/dist, which the server of this run serves a copy of (global-setup.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures.ts';

const DIST = join(import.meta.dirname, '../dist');
const TEXT = /\.(?:m?js|css|html|svg|json|txt|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.vite') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** A GET with exactly `acceptEncoding` (fetch would add and undo its own): status, headers, raw body. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        url,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers as Record<string, string>,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

test('every text file of the build over 1 KB travels compressed, and whole to a client that does not ask', async ({
  baseURL,
}) => {
  // the prerendered pages are templates the server brands and serves at the pages' own addresses
  // (compressed; apps/api/src/plugins/spa-prerendered.test.ts), never at their file paths
  const files = [...filesUnder(DIST)].filter(
    (f) =>
      TEXT.test(f) &&
      readFileSync(f).length >= 1024 &&
      !relative(DIST, f).startsWith('prerendered'),
  );
  expect(files.length).toBeGreaterThan(50);
  const problems: string[] = [];
  let raw = 0;
  let travelled = 0;
  for (const file of files) {
    const path = `/${relative(DIST, file).split('\\').join('/')}`;
    const bytes = readFileSync(file);
    const plain = await get(`${baseURL}${path}`);
    const br = await get(`${baseURL}${path}`, 'gzip, deflate, br, zstd');
    const gz = await get(`${baseURL}${path}`, 'gzip');
    if (plain.status !== 200 || br.status !== 200 || gz.status !== 200)
      problems.push(`${path}: ${plain.status} / ${br.status} / ${gz.status}`);
    if (plain.headers['content-encoding'] || !plain.body.equals(bytes))
      problems.push(`${path}: not the file itself without compression`);
    if (br.headers['content-encoding'] !== 'br' || !brotliDecompressSync(br.body).equals(bytes))
      problems.push(`${path}: not in Brotli (${br.headers['content-encoding'] ?? 'none'})`);
    if (gz.headers['content-encoding'] !== 'gzip' || !gunzipSync(gz.body).equals(bytes))
      problems.push(`${path}: not in gzip (${gz.headers['content-encoding'] ?? 'none'})`);
    if (!/accept-encoding/i.test(br.headers.vary ?? '')) problems.push(`${path}: no Vary`);
    if (path.startsWith('/assets/') && !/immutable/.test(br.headers['cache-control'] ?? ''))
      problems.push(`${path}: no longer cached as immutable`);
    raw += bytes.length;
    travelled += br.body.length;
  }
  expect(problems).toEqual([]);
  // Brotli keeps a quarter of the text or less
  expect(travelled / raw).toBeLessThan(0.3);
});
