import { describe, expect, it } from 'vitest';
import { parseRouteTable } from '../../../../scripts/lib/route-table.mjs';

// The entry carries only the Spanish common and auth texts (and the error table); the features'
// namespaces come with the panel layout or a route loaded through withFeatureNamespaces
// (lib/i18n.ts). A public route that uses another namespace without it would show keys.
// Sources keyed by path from src, e.g. 'app/routes.ts' (Vite names this folder's files './x').
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [path.replace(/^\.\.\//, '').replace(/^\.\//, 'app/'), text]),
);

/** `dir` joined with a relative specifier, normalised: ('app', '../lib/x.ts') -> 'lib/x.ts'. */
function resolve(dir: string, spec: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}
const dirOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

const IN_ENTRY = new Set(['common', 'auth', 'errors']);

const IMPORT = /from\s+'(\.[^']+\.tsx?)'|import\(\s*'(\.[^']+\.tsx?)'\s*\)/g;
const NAMESPACE = /useTranslation\(\s*\[?\s*'(\w+)'|\bt\(\s*'(\w+):|\bns:\s*'(\w+)'/g;

/** Namespaces used by a module and the modules of this app it imports, transitively. */
function namespacesOf(start: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = sources[file];
    if (source === undefined) continue;
    for (const m of source.matchAll(NAMESPACE)) found.add((m[1] ?? m[2] ?? m[3])!);
    for (const m of source.matchAll(IMPORT)) {
      const next = resolve(dirOf(file), (m[1] ?? m[2])!);
      // the router and the i18n set-up are the entry itself
      if (next !== 'lib/i18n.ts' && next !== 'app/router.tsx') stack.push(next);
    }
  }
  return found;
}

const publicRoutes = parseRouteTable(sources['app/routes.ts']!)
  .filter((route) => !route.panel)
  .map((route) => ({
    path: route.path,
    module: resolve('app', route.spec),
    withFeatures: route.texts,
    named: route.namespaces,
    withConsole: route.console,
  }));

describe('public routes and the texts in the entry', () => {
  it('finds the public routes', () => {
    expect(publicRoutes.map((r) => r.path)).toContain('/login');
  });

  it('finds a feature namespace where one is used', () => {
    const tripInfo = publicRoutes.find((r) => r.path === '/trip-info/:id');
    expect(tripInfo && [...namespacesOf(tripInfo.module)]).toContain('trips');
    expect(tripInfo?.withFeatures).toBe(true);
  });

  // A public page waits for the feature texts it shows, and only those: each is a chunk of its
  // own, and a first visit on a phone fetches no other feature's words.
  for (const route of publicRoutes.filter((r) => r.withFeatures)) {
    it(`${route.path} names exactly the feature namespaces it uses`, () => {
      const used = [...namespacesOf(route.module)].filter((ns) => !IN_ENTRY.has(ns)).sort();
      expect(route.named?.slice().sort()).toEqual(used);
    });
  }

  for (const route of publicRoutes.filter((r) => !r.withFeatures)) {
    // a route that waits for the console's texts may use them too, and nothing else
    const allowed = route.withConsole ? new Set([...IN_ENTRY, 'console']) : IN_ENTRY;
    it(`${route.path} uses only namespaces in the entry${route.withConsole ? ' and the console' : ''}`, () => {
      const outside = [...namespacesOf(route.module)].filter((ns) => !allowed.has(ns));
      expect(outside).toEqual([]);
    });
  }
});
