import {
  consoleTopupResponseSchema,
  consoleTopupsPageSchema,
  type TopupMethod,
  type TopupStatus,
} from '@trayecto/contracts/topups';
import { consoleApi } from '../../../lib/api-client.ts';

// The console's top-up calls (issue 11), /api/console/topups/* and the invoices' PDF, apart from
// console-api.ts: the contracts' top-up module they validate with stays out of the chunk every
// other console screen loads. Their query keys are consoleKeys' (console-api.ts).

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
const id = (value: string) => encodeURIComponent(value);

export type TopupListFilters = {
  status?: TopupStatus | undefined;
  method?: TopupMethod | undefined;
  /** a company's name, a reference or a unique id */
  q?: string | undefined;
};

export async function listTopups(
  filters: TopupListFilters,
  cursor: string | null,
  limit?: number,
  signal?: AbortSignal,
) {
  return (
    await consoleApi.get('/console/topups', {
      query: { ...filters, cursor: cursor ?? undefined, limit },
      schema: consoleTopupsPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

export async function getTopup(topupId: string, signal?: AbortSignal) {
  return (
    await consoleApi.get(`/console/topups/${id(topupId)}`, {
      schema: consoleTopupResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** The receipt the company attached (an image or a PDF), with the console session's headers. */
export function getTopupReceipt(topupId: string, signal?: AbortSignal) {
  return consoleApi.get<Blob>(`/console/topups/${id(topupId)}/receipt`, {
    responseType: 'blob',
    ...signalOf(signal),
  });
}

/** Credits the company's wallet and issues the invoice; 409 topup_already_decided if decided meanwhile. */
export async function approveTopup(topupId: string) {
  return (
    await consoleApi.post(
      `/console/topups/${id(topupId)}/approve`,
      {},
      { schema: consoleTopupResponseSchema },
    )
  ).data;
}

export async function rejectTopup(topupId: string, reason: string) {
  return (
    await consoleApi.post(
      `/console/topups/${id(topupId)}/reject`,
      { reason },
      { schema: consoleTopupResponseSchema },
    )
  ).data;
}

/** The invoice of an approved top-up, as a PDF. */
export function getInvoicePdf(invoiceId: string) {
  return consoleApi.get<Blob>(`/console/invoices/${id(invoiceId)}/pdf`, { responseType: 'blob' });
}
