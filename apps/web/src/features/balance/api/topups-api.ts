import {
  topupInstructionsSchema,
  topupResponseSchema,
  topupsPageSchema,
  uploadedReceiptResponseSchema,
  type CreateTopup,
  type ReceiptType,
  type TopupMethod,
  type TopupStatus,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Money in (issue 11): where to pay, the receipt upload, registering a top-up and its list.

export type TopupFilters = {
  status?: TopupStatus | undefined;
  method?: TopupMethod | undefined;
  /** ISO date-times (inclusive range) */
  from?: string | undefined;
  to?: string | undefined;
};

export const topupKeys = {
  all: ['topups'] as const,
  instructions: () => ['topups', 'instructions'] as const,
  list: (filters: TopupFilters) => ['topups', 'list', filters] as const,
  detail: (id: string) => ['topups', 'detail', id] as const,
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
const path = (id: string) => `/corporate/topups/${encodeURIComponent(id)}`;

/** GET /topups/instructions: the provider's accounts, today's rate and day, the demo bank. */
export async function getTopupInstructions(signal?: AbortSignal) {
  return (
    await api.get('/corporate/topups/instructions', {
      schema: topupInstructionsSchema,
      ...signalOf(signal),
    })
  ).data;
}

/**
 * The multipart field POST /topups/receipts reads the file from (it also takes the raw bytes,
 * which the API client does not send: it JSON-encodes every body but FormData).
 */
const RECEIPT_FIELD = 'receipt';

/**
 * POST /topups/receipts: the receipt as multipart/form-data, named for its type (the server
 * reads the type from the bytes either way); its id comes back.
 */
export async function uploadReceipt(file: Blob, type: ReceiptType) {
  const form = new FormData();
  form.append(RECEIPT_FIELD, file.slice(0, file.size, type), receiptUploadName(type));
  return (
    await api.post('/corporate/topups/receipts', form, { schema: uploadedReceiptResponseSchema })
  ).data;
}

const receiptUploadName = (type: ReceiptType) =>
  `comprobante.${type === 'application/pdf' ? 'pdf' : type.slice('image/'.length).replace('jpeg', 'jpg')}`;

/** POST /topups with its Idempotency-Key (the same one while the same submission is retried). */
export async function createTopup(body: CreateTopup, idempotencyKey: string) {
  return (
    await api.post('/corporate/topups', body, {
      schema: topupResponseSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export async function getTopups(
  filters: TopupFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return (
    await api.get('/corporate/topups', {
      query: { ...filters, cursor: cursor ?? undefined, limit },
      schema: topupsPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

export async function getTopup(id: string, signal?: AbortSignal) {
  return (await api.get(path(id), { schema: topupResponseSchema, ...signalOf(signal) })).data;
}

export function exportTopupsCsv(filters: TopupFilters) {
  return api.get<Blob>('/corporate/topups', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

/** GET /topups/:id/receipt: the receipt file, fetched with the session. */
export function getTopupReceipt(id: string) {
  return api.get<Blob>(`${path(id)}/receipt`, { responseType: 'blob' });
}
