export type RouteTableEntry = {
  path: string;
  /** the route module's import specifier, relative to apps/web/src/app/routes.ts */
  spec: string;
  /** in `panelRoutes` (behind the panel layout) */
  panel: boolean;
  /** loaded through withFeatureNamespaces or withNamespaces (waits for features' Spanish texts) */
  texts: boolean;
  /** loaded through withNamespaces: the namespaces it names (undefined: all or none) */
  namespaces: string[] | undefined;
  /** loads through withConsoleNamespace: the provider console's texts */
  console: boolean;
  /** loaded through withQueryClientRoute (brings the TanStack Query client) */
  query: boolean;
  /** `access: MASTER_ONLY` (corporate masters only) */
  masterOnly: boolean;
};
/** `screensSource`: the text of apps/web/src/app/panel-screens.ts, to resolve `panelScreen('…')`. */
export function parseRouteTable(source: string, screensSource?: string): RouteTableEntry[];
