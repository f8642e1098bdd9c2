import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';

/**
 * A route component inside the one TanStack Query client. The panel layout and the public trip
 * page are wrapped with it where the router loads them (app/router.tsx, app/routes.ts), so
 * TanStack Query downloads with them and not with the entry, login or the other public pages.
 */
export function withQueryClient(Component: ComponentType): ComponentType {
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Component />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
