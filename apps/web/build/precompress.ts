import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files the server sends as text (JS, CSS, HTML, SVG, JSON, source maps, plain text). */
export const TEXT_ASSET = /\.(?:m?js|css|html|svg|json|map|txt|xml|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every text file
 * of the build, public/ files included, so the server sends them as they are
 * (@fastify/static's preCompressed, apps/api/src/plugins/spa.ts) instead of compressing each
 * request. A copy no smaller than its file is not written: the server then sends the file.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'trayecto-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // after the bundle and the public folder are written
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!TEXT_ASSET.test(file) || file.includes(`${join(outDir, '.vite')}`)) continue;
          const raw = readFileSync(file);
          const br = brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
            },
          });
          if (br.length < raw.length) writeFileSync(`${file}.br`, br);
          const gz = gzipSync(raw, { level: 9 });
          if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}
