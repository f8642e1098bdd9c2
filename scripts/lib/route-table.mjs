// Reads the route table (apps/web/src/app/routes.ts) as text, for tools that cannot run it:
// the bundle benchmark and the web test that checks which texts each public route needs.
// An entry is `path: '/x', … load: () => import('../features/…')`; the panel routes follow
// `export const panelRoutes`; a route that waits for the features' texts loads through
// `withFeatureNamespaces(import(…))` (every feature's texts) or `withNamespaces(['trips'],
// import(…))` (those it names: `namespaces`), (`console` when it waits for the provider console's
// texts instead: withConsoleNamespace), one that brings the query client through
// `withQueryClientRoute(…)`; a master-only route has `access: MASTER_ONLY`. A panel screen
// loads through the lazy index app/panel-screens.ts (`load: panelScreen('history')`): give that
// file's text as `screensSource` to resolve it to its module.

const ROUTE =
  /path:\s*'([^']+)'(?:(?!path:)[\s\S])*?(?:import\(\s*'([^']+)'\s*\)|panelScreen\(\s*'(\w+)'\s*\))/g;
const SCREEN = /(\w+):\s*\(\):\s*Promise<RouteModule>\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** [{ path, spec, panel, texts, namespaces, console, query, masterOnly }]: `spec` is the import specifier, relative to routes.ts. */
export function parseRouteTable(source, screensSource = '') {
  const panelStart = source.indexOf('export const panelRoutes');
  // panel-screens.ts sits beside routes.ts: its specifiers are relative to the same folder
  const screens = new Map([...screensSource.matchAll(SCREEN)].map((m) => [m[1], m[2]]));
  return [...source.matchAll(ROUTE)].map((match) => ({
    path: match[1],
    spec: match[2] ?? screens.get(match[3]) ?? `(unknown panel screen ${match[3]})`,
    panel: panelStart >= 0 && match.index > panelStart,
    texts: match[0].includes('withFeatureNamespaces(') || match[0].includes('withNamespaces('),
    namespaces: match[0].includes('withNamespaces(')
      ? [...(/withNamespaces\(\s*\[([^\]]*)\]/.exec(match[0])?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
          (m) => m[1],
        )
      : undefined,
    console: match[0].includes('withConsoleNamespace('),
    query: match[0].includes('withQueryClientRoute('),
    masterOnly: /access:\s*MASTER_ONLY\b/.test(match[0]),
  }));
}
