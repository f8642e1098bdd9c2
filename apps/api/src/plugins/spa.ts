import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME_DEFAULT } from '@trayecto/contracts';
import { writeBrand } from '@trayecto/contracts/brand-tokens';
import type { Config } from '../config.ts';
import { sendNotFound } from './errors.ts';

const MISSING_BUILD_PAGE = (product: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${product}</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>${product}</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload this page.</p>
<p>The API is running: <a href="/api/health">/api/health</a>, <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The built index.html with this deployment's names: the product's name in the title and the
 * description, and the product, the provider and the support e-mail as <meta> tags the web reads
 * at start (lib/brand.ts), so PRODUCT_NAME and PROVIDER_NAME reach the page without an inline
 * script (the Content-Security-Policy allows none).
 */
export function brandedPage(
  html: string,
  config: Pick<Config, 'productName' | 'providerName' | 'supportEmail'>,
): string {
  const meta = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('product-name', config.productName),
    meta('provider-name', config.providerName),
    meta('support-email', config.supportEmail),
  ].join('\n    ');
  const names = {
    product: config.productName,
    provider: config.providerName,
    supportEmail: config.supportEmail,
  };
  // a prerendered page's names are tokens the build rendered in their place
  return writeBrand(html, names, escapeHtml)
    .replaceAll(PRODUCT_NAME_DEFAULT, escapeHtml(config.productName))
    .replace('</head>', `    ${tags}\n  </head>`);
}

type CompressedPage = { raw: string; br: Buffer; gzip: Buffer };

function compressed(page: string): CompressedPage {
  return {
    raw: page,
    br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(page, { level: 9 }),
  };
}

/**
 * A page compressed when first asked for, then kept: the variants other than the default (42
 * pages) would make the start several seconds longer on a busy machine.
 */
function compressedWhenAsked(page: string): CompressedPage {
  let made: CompressedPage | undefined;
  const get = () => (made ??= compressed(page));
  return {
    raw: page,
    get br() {
      return get().br;
    },
    get gzip() {
      return get().gzip;
    },
  };
}

/** Where the build writes the prerendered public pages (apps/web/build/prerender.ts). */
const PRERENDERED_DIR = 'prerendered';
/** The variant a visitor without the `prerender` cookie gets: the interface's default. */
const DEFAULT_VARIANT = 'es-light';

/**
 * The build's prerendered public pages, branded and compressed: address → variant (language
 * and colour scheme, `es-dark`) → page. Read and branded once at start; the default variant is
 * compressed then too, like the SPA page, the others at their first request.
 */
function prerenderedPages(
  webDist: string,
  config: Pick<Config, 'productName' | 'providerName' | 'supportEmail'>,
): Map<string, Map<string, CompressedPage>> {
  const pages = new Map<string, Map<string, CompressedPage>>();
  const dir = join(webDist, PRERENDERED_DIR);
  if (!existsSync(dir)) return pages;
  for (const variant of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, variant))) {
      if (!file.endsWith('.html')) continue;
      const name = file.slice(0, -'.html'.length);
      const path = name === 'index' ? '/' : `/${name}`;
      const html = readFileSync(join(dir, variant, file), 'utf8');
      if (!pages.has(path)) pages.set(path, new Map());
      const branded = brandedPage(html, config);
      pages
        .get(path)!
        .set(
          variant,
          variant === DEFAULT_VARIANT ? compressed(branded) : compressedWhenAsked(branded),
        );
    }
  }
  return pages;
}

/**
 * The variant a page request gets: the one public/boot.js wrote in the `prerender` cookie from
 * the saved settings, else the default; undefined when the cookie says none fits (a session, a
 * skin), or names one the build did not render: then the bare SPA page.
 */
function requestedVariant(cookie: string | undefined): string | undefined {
  const named = /(?:^|;\s*)prerender=([^;]*)/.exec(cookie ?? '')?.[1];
  if (named === undefined) return DEFAULT_VARIANT;
  // a value boot.js never writes names no variant: the bare page, which fits every case
  return /^[\w-]+$/.test(named) ? named : undefined;
}

/**
 * Serves the built SPA from WEB_DIST. Any other GET outside /api and /socket.io answers
 * index.html (history-mode routing); unknown /api paths answer 404 not_found.
 */
export async function registerSpa(app: FastifyInstance) {
  const { webDist, productName } = app.deps.config;
  const built = existsSync(join(webDist, 'index.html'));
  const page = built
    ? brandedPage(readFileSync(join(webDist, 'index.html'), 'utf8'), app.deps.config)
    : '';
  const spaPage = compressed(page);
  // the public pages the build rendered to HTML, sent to their addresses instead of the bare
  // page (docs/adr/0014-prerendered-public-pages.md)
  const prerendered = built ? prerenderedPages(webDist, app.deps.config) : new Map();
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build's .br and .gz copies (apps/web/build/precompress.ts), the best one the
      // browser accepts, with Content-Encoding and Vary: Accept-Encoding
      preCompressed: true,
      // the prerendered pages are sent branded, by the handler below, at their addresses
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`),
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|socket\.io)(\/|$)/.test(path) &&
      // a missing build file (e.g. an old chunk after a deploy) is a 404, not the app
      !path.startsWith('/assets/');
    if (!isPage) return sendNotFound(request, reply);
    if (!built) return reply.type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE(productName));
    const variants = prerendered.get(path);
    const variant = variants && requestedVariant(request.headers.cookie);
    const chosen = (variant && variants?.get(variant)) || spaPage;
    reply
      .header('cache-control', 'no-cache')
      .header('vary', variants ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoding ? chosen[encoding] : chosen.raw);
  });
}

/**
 * The branded page is made at start, so the build's precompressed index.html cannot be sent:
 * its Brotli and gzip copies are made here once, and each page request gets the one it asks for
 * (the not-found handler that serves it runs outside the compression plugin's hooks).
 */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}
