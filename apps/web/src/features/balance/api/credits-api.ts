import {
  creditDetailResponseSchema,
  creditResponseSchema,
  creditsPageSchema,
  type CreditStatus,
  type RequestCreditBody,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Corporate credits (issue 11 part 4): the company's advances, one with its movements, asking
// for one (with its Idempotency-Key) and the CSV.

export type CreditFilters = { status?: CreditStatus | undefined };

export const CREDITS_PAGE_SIZE = 20;
/** The expired credits are summed a page of this size at a time (the tab's alert). */
const EXPIRED_PAGE_SIZE = 100;
/** …and no more pages than this (a company with more expired credits sees at least this sum). */
const EXPIRED_MAX_PAGES = 10;

export const creditKeys = {
  all: ['credits'] as const,
  list: (filters: CreditFilters) => ['credits', 'list', filters] as const,
  expired: () => ['credits', 'expired'] as const,
  detail: (id: string) => ['credits', 'detail', id] as const,
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function getCredits(
  filters: CreditFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return (
    await api.get('/corporate/credits', {
      query: { ...filters, cursor: cursor ?? undefined, limit },
      schema: creditsPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** What the expired credits still owe, over all of them (a few pages at most). */
export async function getExpiredCreditsDue(signal?: AbortSignal): Promise<number> {
  let cents = 0;
  let cursor: string | null = null;
  for (let page = 0; page < EXPIRED_MAX_PAGES; page++) {
    const data = await getCredits({ status: 'expired' }, cursor, EXPIRED_PAGE_SIZE, signal);
    for (const credit of data.credits) cents += Math.round(credit.due * 100);
    cursor = data.next_cursor;
    if (!cursor) break;
  }
  return cents / 100;
}

export async function getCredit(id: string, signal?: AbortSignal) {
  return (
    await api.get(`/corporate/credits/${encodeURIComponent(id)}`, {
      schema: creditDetailResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** POST /credits with its Idempotency-Key (the same one while the same request is retried). */
export async function requestCredit(body: RequestCreditBody, idempotencyKey: string) {
  return (
    await api.post('/corporate/credits', body, {
      schema: creditResponseSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export function exportCreditsCsv(filters: CreditFilters) {
  return api.get<Blob>('/corporate/credits', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}
