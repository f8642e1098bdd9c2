// Reads the route table (apps/web/src/app/routes.ts) as text, for tools that cannot run it:
// the bundle benchmark and the web test that checks which texts each public route needs.
// An entry is `path: '/x', … load: () => import('../features/…')`; the panel routes follow
// `export const panelRoutes`; a route that waits for the features' texts loads through
// `withFeatureNamespaces(import(…))` (`console` when it waits for the provider console's texts
// instead: withConsoleNamespace), one that brings the query client through
// `withQueryClientRoute(…)`; a master-only route has `access: MASTER_ONLY`.

const ROUTE = /path:\s*'([^']+)'(?:(?!path:)[\s\S])*?import\(\s*'([^']+)'\s*\)/g;

/** [{ path, spec, panel, texts, console, query, masterOnly }]: `spec` is the import specifier, relative to routes.ts. */
export function parseRouteTable(source) {
  const panelStart = source.indexOf('export const panelRoutes');
  return [...source.matchAll(ROUTE)].map((match) => ({
    path: match[1],
    spec: match[2],
    panel: panelStart >= 0 && match.index > panelStart,
    texts: match[0].includes('withFeatureNamespaces('),
    console: match[0].includes('withConsoleNamespace('),
    query: match[0].includes('withQueryClientRoute('),
    masterOnly: /access:\s*MASTER_ONLY\b/.test(match[0]),
  }));
}
