import { describe, expect, it } from 'vitest';
import { parseRouteTable } from '../../../../scripts/lib/route-table.mjs';

// MapLibre GL is the heaviest thing a page can load (about 245 KiB of Brotli), MUI X Charts the
// next: a page that shows a map reaches it through components/lazy-trip-map.tsx, a chart is a
// lazy chunk of its card, so the page's text, list and figures come first. A static import of
// the map's module from a route (the passenger's trip page had one) puts the library in front of
// everything the page shows. This follows every route module's static imports, as the bundler
// does, and finds none that reaches either.
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    // Vite names them from this folder: './x' here, '../x' elsewhere in src/
  ).map(([path, text]) => [resolve('components', path), text]),
);

function resolve(dir: string, spec: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}
const dirOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/** Static imports that stay at run time (not `import type`, not `export type`, not import()). */
const STATIC = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;
const HEAVY_LIBRARY = /^(maplibre-gl|pmtiles|react-map-gl|@mui\/x-charts)(\/|$)/;

/** The first chain of static imports from `start` that ends in a heavy library, if any. */
function pathToHeavy(start: string): string[] | null {
  const seen = new Set<string>();
  const stack: string[][] = [[start]];
  while (stack.length) {
    const chain = stack.pop()!;
    const file = chain.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = sources[file];
    if (source === undefined) continue;
    for (const m of source.matchAll(STATIC)) {
      const spec = (m[1] ?? m[2])!;
      if (HEAVY_LIBRARY.test(spec)) return [...chain, spec];
      if (spec.startsWith('.')) stack.push([...chain, resolve(dirOf(file), spec)]);
    }
  }
  return null;
}

const routes = parseRouteTable(sources['app/routes.ts']!, sources['app/panel-screens.ts']!).map(
  (route) => ({ path: route.path, module: resolve('app', route.spec) }),
);

describe('the map and chart libraries stay out of what a page needs first', () => {
  it('finds the routes, the map and the charts', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(pathToHeavy('components/map/trip-map.tsx')).not.toBeNull();
    expect(pathToHeavy('features/dashboard/components/daily-bars.tsx')).not.toBeNull();
  });

  for (const start of ['main.tsx', 'app/layouts/panel-layout.tsx', 'components/lazy-trip-map.tsx'])
    it(`${start} does not import it`, () => {
      expect(pathToHeavy(start)).toBeNull();
    });

  for (const route of routes)
    it(`${route.path} loads them only after the page`, () => {
      expect(sources[route.module], route.module).toBeDefined();
      expect(pathToHeavy(route.module)).toBeNull();
    });
});
