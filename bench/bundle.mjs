// Gzipped JavaScript and CSS that a first visit to each route downloads, read from the
// production build's Vite manifest: the entry and its static imports, plus the route's lazy
// chunk and its static imports, each file counted once; for a panel route also the panel
// layout's chunk (apps/web/src/app/router.tsx), and for a panel route or a route loaded through
// withFeatureNamespaces the default language's split-out locale chunks. Routes come from
// apps/web/src/app/routes.ts.
import { readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseRouteTable } from '../scripts/lib/route-table.mjs';

const WEB = 'apps/web';
const ROUTES_FILE = 'apps/web/src/app/routes.ts';
const DEFAULT_LANGUAGE = 'es';
const PANEL_LAYOUT = 'src/app/layouts/panel-layout.tsx';

/** [{ path, module, panel, texts }] from the route table, `module` relative to apps/web. */
export function readRouteTable(root) {
  const source = readFileSync(join(root, ROUTES_FILE), 'utf8');
  return parseRouteTable(source).map(({ spec, ...route }) => ({
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

export const benchmark = {
  name: 'bundle',
  order: 10,
  async run(ctx) {
    const manifestPath = ctx.ensureWebBuild();
    const dist = dirname(dirname(manifestPath));
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entryKey) throw new Error('no entry in the Vite manifest');
    const sizes = new Map();
    const sizeOf = (file) => {
      if (!sizes.has(file)) {
        const bytes = readFileSync(join(dist, file));
        sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
      }
      return sizes.get(file);
    };
    const entryChunks = closure(manifest, [entryKey]);
    // The panel layout and some routes wait for the default language's split-out bundles.
    const localeKeys = [...entryChunks]
      .flatMap((k) => manifest[k].dynamicImports ?? [])
      .filter((k) => new RegExp(`locales/${DEFAULT_LANGUAGE}[/.]`).test(k));

    const rows = [];
    for (const route of readRouteTable(ctx.root)) {
      if (!manifest[route.module]) {
        rows.push({ route: route.path, note: `no chunk for ${route.module}` });
        continue;
      }
      const extra = [
        ...(route.panel ? [PANEL_LAYOUT] : []),
        ...(route.panel || route.texts ? localeKeys : []),
      ];
      const files = filesOf(manifest, closure(manifest, [entryKey, ...extra, route.module]));
      const sum = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, js: 0, css: 0 };
      for (const file of files) {
        const s = sizeOf(file);
        if (file.endsWith('.css')) {
          sum.css += 1;
          sum.cssRaw += s.raw;
          sum.cssGzip += s.gzip;
        } else if (file.endsWith('.js')) {
          sum.js += 1;
          sum.jsRaw += s.raw;
          sum.jsGzip += s.gzip;
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
    const kb = (n) => (n === undefined ? '' : (n / 1024).toFixed(1));
    return {
      data: {
        entry: entryKey,
        dist: relative(ctx.root, dist),
        gzip: 'zlib default level',
        routes: rows,
      },
      tables: [
        {
          title: 'First visit per route: JavaScript and CSS from the production build (KiB)',
          columns: [
            { key: 'route', label: 'route' },
            { key: 'where', label: '' },
            { key: 'jsGzipK', label: 'JS gzip', align: 'right' },
            { key: 'jsRawK', label: 'JS raw', align: 'right' },
            { key: 'js', label: 'JS files', align: 'right' },
            { key: 'cssGzipK', label: 'CSS gzip', align: 'right' },
            { key: 'note', label: '' },
          ],
          rows: rows.map((r) => ({
            ...r,
            where: r.module ? (r.panel ? 'panel' : 'public') : '',
            jsGzipK: kb(r.jsGzip),
            jsRawK: kb(r.jsRaw),
            cssGzipK: kb(r.cssGzip),
          })),
        },
      ],
    };
  },
};
