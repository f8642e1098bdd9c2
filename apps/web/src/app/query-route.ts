import type { RouteModule } from './routes.ts';

/**
 * A public route whose screen fetches through TanStack Query (the passenger's trip page): its
 * module and the query client's provider are fetched together, and the screen renders inside it.
 * The panel's routes have it from the panel layout.
 */
export async function withQueryClientRoute(module: Promise<RouteModule>): Promise<RouteModule> {
  const [loaded, { withQueryClient }] = await Promise.all([
    module,
    import('./with-query-client.tsx'),
  ]);
  return { ...loaded, Component: withQueryClient(loaded.Component) };
}
