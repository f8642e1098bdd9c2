// The last step of `npm run build -w apps/web`: renders the public pages to HTML with the
// prerender build (src/prerender/entry-server.tsx, built by `vite build --ssr` into
// dist-prerender/) over the built dist/index.html, one file per page and variant, in
// dist/prerendered/<variant>/<page>.html. The server brands them and sends them to the pages'
// addresses (apps/api/src/plugins/spa.ts); docs/adr/0014-prerendered-public-pages.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BRAND_TOKENS } from '@trayecto/contracts/brand-tokens';

import type { PrerenderEntry } from '../src/prerender/variant.ts';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
// the client build to fill: dist/, or the folder given (a development build, to read React's
// hydration warnings)
const DIST = process.argv[2] ?? join(WEB, 'dist');
export const PRERENDERED_DIR = 'prerendered';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The file of a page's address: `/` is index.html, `/login` login.html. */
export function prerenderedFile(path: string): string {
  return `${path === '/' ? 'index' : path.slice(1)}.html`;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/**
 * The settings store persists to local storage, which Node has not (the prerender sets a
 * language and colour scheme per variant): one in memory, before the app's modules load.
 */
function memoryLocalStorage() {
  if ('localStorage' in globalThis) return;
  const items = new Map<string, string>();
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage });
}

async function main() {
  memoryLocalStorage();
  const entry = (await import(
    pathToFileURL(join(WEB, 'dist-prerender', 'entry-server.js')).href
  )) as PrerenderEntry;
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!ROOT.test(template) || !template.includes('<html lang="es" dir="ltr">')) {
    throw new Error('dist/index.html has not the <html> and #root the prerender fills');
  }
  rmSync(join(DIST, PRERENDERED_DIR), { recursive: true, force: true });
  let count = 0;
  for (const variant of entry.PRERENDER_VARIANTS) {
    for (const path of entry.PRERENDERED_PATHS) {
      const page = await entry.renderPage(path, variant);
      const title = page.title ? `${page.title} | ${BRAND_TOKENS.product}` : BRAND_TOKENS.product;
      const html = template
        .replace(
          '<html lang="es" dir="ltr">',
          `<html lang="${page.lang}" dir="${page.dir}" data-prerendered="${page.variant}">`,
        )
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', `    ${page.styles}\n  </head>`)
        .replace(ROOT, () => `<div id="root">${page.html}</div>`);
      const file = join(DIST, PRERENDERED_DIR, page.variant, prerenderedFile(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      count += 1;
    }
  }
  console.log(`prerendered ${count} pages into ${join(DIST, PRERENDERED_DIR)}`);
}

await main();
