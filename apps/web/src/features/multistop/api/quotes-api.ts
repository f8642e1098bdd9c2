import { z } from 'zod';
import {
  QUOTE_LIST_DEFAULT_LIMIT,
  approvalCreatedSchema,
  quoteResponseSchema,
  quotesPageSchema,
  type ApprovalCreated,
  type CancelQuoteBody,
  type DenyQuoteBody,
  type Quote,
  type QuoteTab,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Multistop quotes (issue 9): /api/corporate/quotes, the list with its tabs, one quote, and the
// company's decisions on it (approve, deny, withdraw or cancel its trip).

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
const path = (id: string, action?: string) =>
  `/corporate/quotes/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export type QuoteListFilters = {
  tab: QuoteTab;
  /** the scheduled time, from / to (ISO) */
  from?: string | undefined;
  to?: string | undefined;
  /** passenger name or the quote's id */
  q?: string | undefined;
};

export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => ['quotes', 'list'] as const,
  list: (filters: QuoteListFilters) => ['quotes', 'list', filters] as const,
  details: () => ['quotes', 'detail'] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
};

export async function listQuotes(
  filters: QuoteListFilters,
  cursor: string | null,
  limit = QUOTE_LIST_DEFAULT_LIMIT,
  signal?: AbortSignal,
) {
  return (
    await api.get('/corporate/quotes', {
      query: { ...filters, cursor: cursor ?? undefined, limit },
      schema: quotesPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** The filtered list (every page) as the server's CSV, with the session's headers. */
export function exportQuotesCsv(filters: QuoteListFilters) {
  return api.get<Blob>('/corporate/quotes', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

export async function getQuote(id: string, signal?: AbortSignal) {
  return (await api.get(path(id), { schema: quoteResponseSchema, ...signalOf(signal) })).data;
}

/**
 * POST /quotes/{id}/approve: holds the payer's balance and books the trip. `key` is the
 * approval's Idempotency-Key, reused when the same approval is retried. Outside the passenger's
 * group policy, when the policy sends it to an approver, the answer is 202 with the request filed
 * instead (nothing booked or held; the quote keeps waiting for approval).
 */
export async function approveQuote(id: string, key: string): Promise<Quote | ApprovalCreated> {
  const answer = await api.post(path(id, 'approve'), undefined, {
    schema: z.union([quoteResponseSchema, approvalCreatedSchema]),
    headers: { 'Idempotency-Key': key },
  });
  return 'approval_required' in answer ? answer : answer.data;
}

export async function denyQuote(id: string, body: DenyQuoteBody) {
  return (await api.post(path(id, 'deny'), body, { schema: quoteResponseSchema })).data;
}

/** An open quote is withdrawn; an approved trip that has not started is cancelled. */
export async function cancelQuote(id: string, body: CancelQuoteBody) {
  return (await api.post(path(id, 'cancel'), body, { schema: quoteResponseSchema })).data;
}
