import { z } from 'zod';
import {
  PARCEL_CANCEL_REASON_IDS,
  PARCEL_LIST_DEFAULT_LIMIT,
  UPLOAD_IMAGE_FIELD,
  approvalCreatedSchema,
  parcelEstimateResponseSchema,
  parcelResponseSchema,
  parcelsPageSchema,
  publicParcelTrackResponseSchema,
  uploadedImageResponseSchema,
  type ApprovalCreated,
  type CreateParcelBody,
  type Parcel,
  type ParcelEstimateBody,
  type ParcelSize,
  type TripStatus,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Parcels (issue 8): /api/corporate/parcels, the parcel's photo (/parcels/images, /uploads) and
// the receiver's public tracking page (/api/public/parcel-track).

export type ParcelCancelReasonId = (typeof PARCEL_CANCEL_REASON_IDS)[number];

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export type ParcelHistoryFilters = {
  from?: string | undefined;
  to?: string | undefined;
  status?: TripStatus | undefined;
  size?: ParcelSize | undefined;
  q?: string | undefined;
};

export const parcelKeys = {
  all: ['parcels'] as const,
  running: () => ['parcels', 'running'] as const,
  history: (filters: ParcelHistoryFilters) => ['parcels', 'history', filters] as const,
  details: () => ['parcels', 'detail'] as const,
  detail: (id: string) => ['parcels', 'detail', id] as const,
  upload: (id: string) => ['uploads', id] as const,
  track: (token: string) => ['parcel-track', token] as const,
};

/** POST /parcels/images: the photo as multipart/form-data (field `image`); its id comes back. */
export async function uploadParcelImage(file: Blob) {
  const form = new FormData();
  form.append(UPLOAD_IMAGE_FIELD, file);
  return (
    await api.post('/corporate/parcels/images', form, { schema: uploadedImageResponseSchema })
  ).data;
}

/** GET /uploads/{id}: a file of the company, as a Blob (the request carries the session). */
export function getUpload(id: string, signal?: AbortSignal) {
  return api.get<Blob>(`/corporate/uploads/${encodeURIComponent(id)}`, {
    responseType: 'blob',
    ...signalOf(signal),
  });
}

export async function estimateParcel(body: ParcelEstimateBody, signal?: AbortSignal) {
  return (
    await api.post('/corporate/parcels/estimate', body, {
      schema: parcelEstimateResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/**
 * POST /parcels: `key` is the submission's Idempotency-Key, reused when the same one is retried.
 * The parcel (201), or the request filed for approval (202: outside the sender's group policy,
 * which sends it to an approver; nothing is sent or held).
 */
export async function createParcel(
  body: CreateParcelBody,
  key: string,
): Promise<Parcel | ApprovalCreated> {
  const answer = await api.post('/corporate/parcels', body, {
    schema: z.union([parcelResponseSchema, approvalCreatedSchema]),
    headers: { 'Idempotency-Key': key },
  });
  return 'approval_required' in answer ? answer : answer.data;
}

/** Every running parcel of the company (the pages followed). */
export async function listRunningParcels(signal?: AbortSignal) {
  const parcels: Parcel[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const answer: { data: { parcels: Parcel[]; next_cursor: string | null } } = await api.get(
      '/corporate/parcels',
      {
        query: { scope: 'running', limit: 100, cursor: cursor ?? undefined },
        schema: parcelsPageSchema,
        ...signalOf(signal),
      },
    );
    parcels.push(...answer.data.parcels);
    cursor = answer.data.next_cursor;
    if (!cursor) break;
  }
  return parcels;
}

export async function listParcelHistory(
  filters: ParcelHistoryFilters,
  cursor: string | null,
  limit = PARCEL_LIST_DEFAULT_LIMIT,
  signal?: AbortSignal,
) {
  return (
    await api.get('/corporate/parcels', {
      query: { scope: 'history', ...filters, cursor: cursor ?? undefined, limit },
      schema: parcelsPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

export function exportParcelHistoryCsv(filters: ParcelHistoryFilters) {
  return api.get<Blob>('/corporate/parcels', {
    query: { scope: 'history', ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

export async function getParcel(id: string, signal?: AbortSignal) {
  return (
    await api.get(`/corporate/parcels/${encodeURIComponent(id)}`, {
      schema: parcelResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** GET /parcels/{id}/proof: the proof of delivery, a PDF in the interface language, as a Blob. */
export function getParcelProof(id: string) {
  return api.get<Blob>(`/corporate/parcels/${encodeURIComponent(id)}/proof`, {
    responseType: 'blob',
  });
}

export async function cancelParcel(
  id: string,
  body: { reason_id: ParcelCancelReasonId; comment?: string },
) {
  return (
    await api.post(`/corporate/parcels/${encodeURIComponent(id)}/cancel`, body, {
      schema: parcelResponseSchema,
    })
  ).data;
}

/** The receiver's page: no login, one stop, never costs. */
export async function getParcelTrack(token: string, signal?: AbortSignal) {
  return (
    await api.get(`/public/parcel-track/${encodeURIComponent(token)}`, {
      schema: publicParcelTrackResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}
