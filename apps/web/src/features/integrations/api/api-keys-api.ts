import { useQuery } from '@tanstack/react-query';
import {
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  createApiKeyResponseSchema,
  type ApiKeyScope,
  type CreateApiKeyBody,
} from '@trayecto/contracts/api-keys';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// The company's API keys (ADR 0015): GET/POST /api/corporate/api-keys and a key's revoke.

const keys = { all: ['api-keys'] as const };
const BASE = '/corporate/api-keys';

export function useApiKeys() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get(BASE, { schema: apiKeyListResponseSchema, signal }),
    // last use changes elsewhere (the company's systems): read again on every visit
    staleTime: 0,
  });
}

/** Creates a key: the answer holds its secret, the only time it is shown. */
export function createApiKey(body: CreateApiKeyBody) {
  return api.post(BASE, body, { schema: createApiKeyResponseSchema });
}

export async function revokeApiKey(id: string) {
  const path = `${BASE}/${encodeURIComponent(id)}/revoke`;
  return (await api.post(path, undefined, { schema: apiKeyResponseSchema })).key;
}

export const refreshApiKeys = () => queryClient.invalidateQueries({ queryKey: keys.all });

/** A scope's key in the integrations texts: `orders-read` (i18next reads a colon as a namespace). */
export const scopeKey = (scope: ApiKeyScope) => scope.replace(':', '-');
