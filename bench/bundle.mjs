// What a first visit to each route downloads, two ways:
// - in headless Chromium (the figure that counts): the production build served by the real
//   server (demo data), each route opened in a fresh browser context (empty cache), signed in
//   for a panel route (the demo account; the master account for master-only routes), every
//   JavaScript file it fetched before the network went quiet counted once, as it travelled (the
//   body the server sent: the build's Brotli copy for Chromium) and as its Brotli and gzip copies
//   weigh (scripts/lib/first-visit.mjs);
// - from the Vite manifest (static, no browser): the entry and its static imports, plus the
//   route's lazy chunk and its static imports, each file counted once; for a panel route also
//   the panel layout's chunk (apps/web/src/app/router.tsx), for a panel route or a route loaded
//   through withFeatureNamespaces the default language's split-out locale chunks, for a route
//   loaded through withQueryClientRoute the query client's chunk. Chunks a page fetches later
//   (a dialog, a date picker's locale, what a form fetches when typed in) are not in it.
// Routes come from apps/web/src/app/routes.ts. BENCH_WEB_DIST=<folder> measures another build
// (e.g. one made from an older commit) instead of apps/web/dist.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from '../scripts/lib/chromium.mjs';
import { measureFirstVisit } from '../scripts/lib/first-visit.mjs';
import { parseRouteTable } from '../scripts/lib/route-table.mjs';
import { makeTempDir, startApiServer } from '../scripts/lib/server-harness.mjs';

const WEB = 'apps/web';
const ROUTES_FILE = 'apps/web/src/app/routes.ts';
const DEFAULT_LANGUAGE = 'es';
const PANEL_LAYOUT = 'src/app/layouts/panel-layout.tsx';
/** the lazy index a panel route's screen is reached through (app/routes.ts panelScreen) */
const PANEL_SCREENS = 'src/app/panel-screens.ts';
const QUERY_PROVIDER = 'src/app/with-query-client.tsx';
const ACCOUNTS = {
  demo: { email: 'demo@trayecto.test', password: 'Demo1234!' },
  master: { email: 'master@trayecto.test', password: 'Demo1234!' },
};
/** The id put in a route's `:id`: no such record, the page shows its not-found state. */
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** [{ path, module, panel, texts, query, masterOnly }] from the route table, `module` relative to apps/web. */
export function readRouteTable(root) {
  const source = readFileSync(join(root, ROUTES_FILE), 'utf8');
  const screens = readFileSync(
    join(root, ROUTES_FILE.replace('routes.ts', 'panel-screens.ts')),
    'utf8',
  );
  return parseRouteTable(source, screens).map(({ spec, ...route }) => ({
    ...route,
    module: posix.relative(WEB, posix.join(posix.dirname(ROUTES_FILE), spec)),
  }));
}

function closure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function filesOf(manifest, chunkKeys) {
  const files = new Set();
  for (const key of chunkKeys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/** The manifest's answer for every route (see the top of this file). */
function fromManifest(manifestPath, routes) {
  const dist = dirname(dirname(manifestPath));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      // the build's own copies, the bytes the server sends (apps/web/build/precompress.ts); a
      // build without them (an older commit) is compressed here the same way
      const path = join(dist, file);
      const bytes = readFileSync(path);
      const copy = (ext, make) =>
        existsSync(`${path}.${ext}`) ? readFileSync(`${path}.${ext}`).length : make(bytes).length;
      sizes.set(file, {
        raw: bytes.length,
        gzip: copy('gz', (b) => gzipSync(b, { level: 9 })),
        br: copy('br', (b) =>
          brotliCompressSync(b, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        ),
      });
    }
    return sizes.get(file);
  };
  const entryChunks = closure(manifest, [entryKey]);
  // The panel layout and some routes wait for the default language's split-out bundles.
  const localeKeys = [...entryChunks]
    .flatMap((k) => manifest[k].dynamicImports ?? [])
    .filter((k) => new RegExp(`locales/${DEFAULT_LANGUAGE}[/.]`).test(k));

  const rows = [];
  for (const route of routes) {
    if (!manifest[route.module]) {
      rows.push({ route: route.path, note: `no chunk for ${route.module}` });
      continue;
    }
    const extra = [
      ...(route.panel ? [PANEL_LAYOUT, PANEL_SCREENS] : []),
      ...(route.panel || route.texts ? localeKeys : []),
      ...(route.query ? [QUERY_PROVIDER] : []),
    ];
    const files = filesOf(manifest, closure(manifest, [entryKey, ...extra, route.module]));
    const sum = { jsRaw: 0, jsGzip: 0, jsBr: 0, cssRaw: 0, cssGzip: 0, cssBr: 0, js: 0, css: 0 };
    for (const file of files) {
      const s = sizeOf(file);
      if (file.endsWith('.css')) {
        sum.css += 1;
        sum.cssRaw += s.raw;
        sum.cssGzip += s.gzip;
        sum.cssBr += s.br;
      } else if (file.endsWith('.js')) {
        sum.js += 1;
        sum.jsRaw += s.raw;
        sum.jsGzip += s.gzip;
        sum.jsBr += s.br;
      }
    }
    rows.push({
      route: route.path,
      module: route.module,
      panel: route.panel,
      ...sum,
      files: [...files].sort(),
    });
  }
  return { entry: entryKey, rows };
}

async function signedIn(baseUrl, { email, password }) {
  const res = await fetch(`${baseUrl}/api/corporate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email}: ${res.status} ${await res.text()}`);
  const login = await res.json();
  // what the login page stores (lib/session-store.ts); the panel loads the profile itself
  const auth = {
    state: {
      isLogged: true,
      token: login.token,
      _id: login._id,
      unique_id: login.unique_id,
      email: login.email,
      user: login.email,
    },
    version: 1,
  };
  return {
    cookies: [],
    origins: [{ origin: baseUrl, localStorage: [{ name: 'auth', value: JSON.stringify(auth) }] }],
  };
}

/** Chromium's answer for every route (see the top of this file). */
async function inChromium(ctx, dist, routes) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_INSTALL_HINT);
  // a copy, as the journeys do: a rebuild during the run cannot pull files from under the pages
  const web = makeTempDir('trayecto-bench-web-');
  cpSync(dist, web, { recursive: true });
  const server = await startApiServer({
    env: { WEB_DIST: web, DEMO_SEED: 'true', DATABASE_URL: '', REDIS_URL: '' },
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const sessions = {
      demo: await signedIn(server.baseUrl, ACCOUNTS.demo),
      master: await signedIn(server.baseUrl, ACCOUNTS.master),
    };
    const rows = [];
    for (const route of routes) {
      const path = route.path.replace(/:id\b/, SAMPLE_ID);
      const storageState = route.panel ? sessions[route.masterOnly ? 'master' : 'demo'] : null;
      const visit = await measureFirstVisit(browser, `${server.baseUrl}${path}`, {
        storageState,
      });
      const redirected = visit.path !== path ? `ended at ${visit.path}` : '';
      ctx.log(`first visit ${route.path}: ${(visit.jsWire / 1024).toFixed(1)} KiB JS on the wire`);
      rows.push({
        route: route.path,
        panel: route.panel,
        as: route.panel ? (route.masterOnly ? 'master' : 'demo') : 'guest',
        jsGzip: visit.jsGzip,
        jsBr: visit.jsBr,
        jsWire: visit.jsWire,
        jsRaw: visit.jsRaw,
        js: visit.scripts.length,
        note: redirected,
        scripts: visit.scripts,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(web, { recursive: true, force: true });
  }
}

const kb = (n) => (n === undefined ? '' : (n / 1024).toFixed(1));

export const benchmark = {
  name: 'bundle',
  order: 10,
  async run(ctx) {
    let manifestPath;
    if (process.env.BENCH_WEB_DIST) {
      manifestPath = resolve(process.env.BENCH_WEB_DIST, '.vite/manifest.json');
      if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing`);
    } else {
      manifestPath = ctx.ensureWebBuild();
    }
    const dist = dirname(dirname(manifestPath));
    const routes = readRouteTable(ctx.root);
    const manifest = fromManifest(manifestPath, routes);
    const browser = await inChromium(ctx, dist, routes);
    return {
      data: {
        entry: manifest.entry,
        dist: relative(ctx.root, dist),
        gzip: 'the build copies: gzip level 9, Brotli quality 11',
        chromium: browser,
        routes: manifest.rows,
      },
      tables: [
        {
          title:
            'First visit per route in headless Chromium: JavaScript fetched until the network is quiet (KiB)',
          columns: [
            { key: 'route', label: 'route' },
            { key: 'as', label: 'as' },
            { key: 'jsWireK', label: 'JS sent', align: 'right' },
            { key: 'jsBrK', label: 'JS br', align: 'right' },
            { key: 'jsGzipK', label: 'JS gzip', align: 'right' },
            { key: 'jsRawK', label: 'JS raw', align: 'right' },
            { key: 'js', label: 'JS files', align: 'right' },
            { key: 'note', label: '' },
          ],
          rows: browser.map((r) => ({
            ...r,
            jsWireK: kb(r.jsWire),
            jsBrK: kb(r.jsBr),
            jsGzipK: kb(r.jsGzip),
            jsRawK: kb(r.jsRaw),
          })),
        },
        {
          title:
            'First visit per route from the Vite manifest: entry + route chunk + static imports (KiB)',
          columns: [
            { key: 'route', label: 'route' },
            { key: 'where', label: '' },
            { key: 'jsBrK', label: 'JS br', align: 'right' },
            { key: 'jsGzipK', label: 'JS gzip', align: 'right' },
            { key: 'jsRawK', label: 'JS raw', align: 'right' },
            { key: 'js', label: 'JS files', align: 'right' },
            { key: 'cssBrK', label: 'CSS br', align: 'right' },
            { key: 'cssGzipK', label: 'CSS gzip', align: 'right' },
            { key: 'note', label: '' },
          ],
          rows: manifest.rows.map((r) => ({
            ...r,
            where: r.module ? (r.panel ? 'panel' : 'public') : '',
            jsBrK: kb(r.jsBr),
            jsGzipK: kb(r.jsGzip),
            jsRawK: kb(r.jsRaw),
            cssBrK: kb(r.cssBr),
            cssGzipK: kb(r.cssGzip),
          })),
        },
      ],
    };
  },
};
