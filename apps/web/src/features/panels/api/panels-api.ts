import {
  panelDetailResponseSchema,
  panelsPageSchema,
  panelTransferResponseSchema,
  walletOperationsPageSchema,
  type PanelTransferBody,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

// A corporate master's panels (issue 10): /api/corporate/panels and its sub-resources.

const BASE = '/corporate/panels';

export type PanelsFilters = { q?: string | undefined };

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
const panelPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function listPanels(
  filters: PanelsFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  const answer = await api.get(BASE, {
    query: { ...filters, cursor: cursor ?? undefined, limit },
    schema: panelsPageSchema,
    ...signalOf(signal),
  });
  return answer.data;
}

export function exportPanelsCsv(filters: PanelsFilters) {
  return api.get<Blob>(BASE, { query: { ...filters, format: 'csv' }, responseType: 'blob' });
}

export async function getPanel(id: string, signal?: AbortSignal) {
  const answer = await api.get(panelPath(id), {
    schema: panelDetailResponseSchema,
    ...signalOf(signal),
  });
  return answer.data;
}

export async function listPanelOperations(
  id: string,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  const answer = await api.get(`${panelPath(id)}/operations`, {
    query: { cursor: cursor ?? undefined, limit },
    schema: walletOperationsPageSchema,
    ...signalOf(signal),
  });
  return answer.data;
}

export function exportPanelOperationsCsv(id: string) {
  return api.get<Blob>(`${panelPath(id)}/operations`, {
    query: { format: 'csv' },
    responseType: 'blob',
  });
}

/**
 * Moves balance between the master's wallet and the panel's; `key` is the dialog's
 * Idempotency-Key (a retry of the same request replays its first answer). The menu's wallet
 * figure follows at once.
 */
export async function transferBalance(id: string, body: PanelTransferBody, key: string) {
  const answer = await api.post(`${panelPath(id)}/transfer`, body, {
    headers: { 'Idempotency-Key': key },
    schema: panelTransferResponseSchema,
  });
  useSessionStore.getState().setWallet(answer.data.master.wallet);
  return answer.data;
}
