import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { invoiceResponseSchema, invoicesPageSchema } from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Invoices (issue 11 part 3): one per approved top-up. The balance page lists them (this api/
// folder is how it reaches them); /invoice/:id shows one as a document.

export type InvoiceFilters = {
  /** ISO date-times (inclusive range) */
  from?: string | undefined;
  to?: string | undefined;
};

export const INVOICES_PAGE_SIZE = 20;

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filters: InvoiceFilters) => ['invoices', 'list', filters] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
const path = (id: string) => `/corporate/invoices/${encodeURIComponent(id)}`;

export async function getInvoices(
  filters: InvoiceFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return (
    await api.get('/corporate/invoices', {
      query: { ...filters, cursor: cursor ?? undefined, limit },
      schema: invoicesPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

export async function getInvoice(id: string, signal?: AbortSignal) {
  return (await api.get(path(id), { schema: invoiceResponseSchema, ...signalOf(signal) })).data;
}

export function exportInvoicesCsv(filters: InvoiceFilters) {
  return api.get<Blob>('/corporate/invoices', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

/** GET /invoices/:id/pdf: the invoice as a PDF, fetched with the session. */
export function getInvoicePdf(id: string) {
  return api.get<Blob>(`${path(id)}/pdf`, { responseType: 'blob' });
}

/** "factura-00000012.pdf" */
export const invoicePdfFileName = (number: string) => `factura-${number}.pdf`;

/** The company's invoices, a keyset page at a time. */
export function useInvoices(filters: InvoiceFilters) {
  return useInfiniteQuery({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getInvoices(filters, pageParam, INVOICES_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}

/** One invoice; another company's id answers 404 (final: 4xx answers are not retried). */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    enabled: id !== '',
  });
}
