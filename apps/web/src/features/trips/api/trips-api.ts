import { z } from 'zod';
import {
  approvalCreatedSchema,
  cancelReasonsResponseSchema,
  driverProfileResponseSchema,
  publicTripInfoResponseSchema,
  serviceTypesResponseSchema,
  tripEstimateEnvelopeSchema,
  tripResponseSchema,
  tripsPageSchema,
  type ApprovalCreated,
  type CancelReasonId,
  type CreateTripBody,
  type ServiceTypeId,
  type TripEstimateRequest,
  type Trip,
  type TripStatus,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Trips (issue 4): /api/corporate/trips and its neighbours, and the public trip-info page.

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export const tripKeys = {
  all: ['trips'] as const,
  running: () => ['trips', 'running'] as const,
  history: (filters: HistoryFilters) => ['trips', 'history', filters] as const,
  detail: (id: string) => ['trips', 'detail', id] as const,
  serviceTypes: () => ['trips', 'service-types'] as const,
  cancelReasons: (lang: string) => ['trips', 'cancel-reasons', lang] as const,
  provider: (id: string) => ['providers', id] as const,
  publicInfo: (token: string) => ['trip-info', token] as const,
};

export type HistoryFilters = {
  from?: string | undefined;
  to?: string | undefined;
  status?: TripStatus | undefined;
  passenger?: string | undefined;
  service_type_id?: ServiceTypeId | undefined;
};

export async function getServiceTypes(signal?: AbortSignal) {
  return (
    await api.get('/corporate/service-types', {
      schema: serviceTypesResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

export async function estimateTrip(body: TripEstimateRequest, signal?: AbortSignal) {
  return (
    await api.post('/corporate/trips/estimate', body, {
      schema: tripEstimateEnvelopeSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** POST /trips: `key` is the booking's Idempotency-Key, reused when the same booking is retried. */
/**
 * POST /trips: the trip (201), or the request filed for approval (202: outside the passenger's
 * group policy, which sends it to an approver; nothing is booked or held).
 */
export async function createTrip(
  body: CreateTripBody,
  key: string,
): Promise<Trip | ApprovalCreated> {
  const answer = await api.post('/corporate/trips', body, {
    schema: z.union([tripResponseSchema, approvalCreatedSchema]),
    headers: { 'Idempotency-Key': key },
  });
  return 'approval_required' in answer ? answer : answer.data;
}

export async function listRunningTrips(signal?: AbortSignal) {
  const trips: Trip[] = [];
  let cursor: string | null = null;
  // the live map shows every running trip: follow the pages
  for (let page = 0; page < 100; page += 1) {
    const answer: { data: { trips: Trip[]; next_cursor: string | null } } = await api.get(
      '/corporate/trips',
      {
        query: { scope: 'running', limit: 100, cursor: cursor ?? undefined },
        schema: tripsPageSchema,
        ...signalOf(signal),
      },
    );
    trips.push(...answer.data.trips);
    cursor = answer.data.next_cursor;
    if (!cursor) break;
  }
  return trips;
}

export async function listHistory(
  filters: HistoryFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return (
    await api.get('/corporate/trips', {
      query: { scope: 'history', ...filters, cursor: cursor ?? undefined, limit },
      schema: tripsPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

export function exportHistoryCsv(filters: HistoryFilters) {
  return api.get<Blob>('/corporate/trips', {
    query: { scope: 'history', ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

export async function getTrip(id: string, signal?: AbortSignal) {
  return (
    await api.get(`/corporate/trips/${encodeURIComponent(id)}`, {
      schema: tripResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

export async function cancelTrip(
  id: string,
  body: { reason_id: CancelReasonId; comment?: string },
) {
  return (
    await api.post(`/corporate/trips/${encodeURIComponent(id)}/cancel`, body, {
      schema: tripResponseSchema,
    })
  ).data;
}

export async function getCancelReasons(signal?: AbortSignal) {
  return (
    await api.get('/corporate/cancel-reasons', {
      schema: cancelReasonsResponseSchema,
      ...signalOf(signal),
    })
  ).data.reasons;
}

export async function getProvider(id: string, signal?: AbortSignal) {
  return (
    await api.get(`/corporate/providers/${encodeURIComponent(id)}`, {
      schema: driverProfileResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

export async function getPublicTripInfo(token: string, signal?: AbortSignal) {
  return (
    await api.get(`/public/trip-info/${encodeURIComponent(token)}`, {
      schema: publicTripInfoResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}
