// Reads the route table (apps/web/src/app/routes.ts) as text, for tools that cannot run it:
// the bundle benchmark and the web test that checks which texts each public route needs.
// An entry is `path: '/x', … load: () => import('../features/…')`; the panel routes follow
// `export const panelRoutes`; a route that waits for the features' texts loads through
// `withFeatureNamespaces(import(…))`.

const ROUTE = /path:\s*'([^']+)'(?:(?!path:)[\s\S])*?import\(\s*'([^']+)'\s*\)/g;

/** [{ path, spec, panel, texts }]: `spec` is the import specifier, relative to routes.ts. */
export function parseRouteTable(source) {
  const panelStart = source.indexOf('export const panelRoutes');
  return [...source.matchAll(ROUTE)].map((match) => ({
    path: match[1],
    spec: match[2],
    panel: panelStart >= 0 && match.index > panelStart,
    texts: match[0].includes('withFeatureNamespaces('),
  }));
}
