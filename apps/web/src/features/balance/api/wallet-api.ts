import {
  walletOperationsPageSchema,
  walletResponseSchema,
  type OperationKind,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { canPanel } from '../../../lib/panel-permissions.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

// The corporate balance (issue 3): GET /wallet and GET /wallet/operations (JSON or CSV).

export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => ['wallet', 'summary'] as const,
  operations: (filters: OperationFilters) => ['wallet', 'operations', filters] as const,
};

export type OperationFilters = {
  /** ISO date-times (inclusive range) */
  from?: string | undefined;
  to?: string | undefined;
  kind?: OperationKind | undefined;
};

export async function getWallet(signal?: AbortSignal) {
  const answer = await api.get('/corporate/wallet', {
    schema: walletResponseSchema,
    ...(signal ? { signal } : {}),
  });
  // the menu shows the wallet beside Balance: keep the session's figure in step
  useSessionStore.getState().setWallet(answer.data.wallet);
  return answer.data;
}

export function getOperations(
  filters: OperationFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return api.get('/corporate/wallet/operations', {
    query: { ...filters, cursor: cursor ?? undefined, limit },
    schema: walletOperationsPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function exportOperationsCsv(filters: OperationFilters) {
  return api.get<Blob>('/corporate/wallet/operations', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

/**
 * After any movement of money: refresh the wallet (and the menu figure through it) and every
 * wallet query (summary, history). Other features call this through this api/ folder.
 */
export async function refreshWallet(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: walletKeys.all });
  // when no balance page is open, the summary query is inactive: fetch once for the menu, for a
  // role that may read it (a coordinator books trips but reads no wallet)
  const role = useSessionStore.getState().role ?? 'admin';
  if (!canPanel(role, 'read', 'money')) return;
  if (!queryClient.getQueryCache().find({ queryKey: walletKeys.summary(), type: 'active' })) {
    await getWallet().catch((error: unknown) => console.warn('Wallet refresh failed', error));
  }
}
