import {
  batchPreviewResponseSchema,
  batchResponseSchema,
  type BatchFile,
} from '@trayecto/contracts/trip-batch';
import { api } from '../../../lib/api-client.ts';

// Booking many trips from one file (issue 13, part 5): POST /api/corporate/trips/batch/preview
// reads the file and marks each bad row, POST /trips/batch books the good ones (with an
// Idempotency-Key), GET /trips/batches/:id answers the report (JSON, or the CSV to download).

export const batchKeys = {
  all: ['trip-batches'] as const,
  detail: (id: string) => ['trip-batches', 'detail', id] as const,
};

const BASE = '/corporate/trips';
const batchPath = (id: string) => `${BASE}/batches/${encodeURIComponent(id)}`;
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

/** What the server read in the file: each row with its reasons, the counts and the total. */
export async function previewBatch(body: BatchFile, signal?: AbortSignal) {
  return (
    await api.post(`${BASE}/batch/preview`, body, {
      schema: batchPreviewResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/**
 * Books the file's good rows (the server reads it again). `key` is the booking's
 * Idempotency-Key: the same while the same file is retried, so a retry never books twice.
 */
export async function bookBatch(body: BatchFile, key: string) {
  return (
    await api.post(`${BASE}/batch`, body, {
      schema: batchResponseSchema,
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}

/** A booked file's report: what became of each row. */
export async function getBatch(id: string, signal?: AbortSignal) {
  return (
    await api.get(batchPath(id), {
      query: { format: 'json' },
      schema: batchResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** The same report as the CSV the server writes (fetched with the session, then saved). */
export function getBatchReportCsv(id: string) {
  return api.get<Blob>(batchPath(id), { query: { format: 'csv' }, responseType: 'blob' });
}
