import { useQuery } from '@tanstack/react-query';
import { serviceNoteResponseSchema, type ServiceNotesKind } from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Service notes (issue 11 part 6): /api/corporate/service-notes. A completed trip's or parcel's
// note as data (the dialog shows it) and as a PDF; a month of them in one PDF. The files come
// through the API client (the session's headers) as Blobs the page saves.

export const serviceNoteKeys = {
  detail: (orderId: string) => ['service-notes', orderId] as const,
};

export async function getServiceNote(orderId: string, signal?: AbortSignal) {
  return (
    await api.get(`/corporate/service-notes/${encodeURIComponent(orderId)}`, {
      schema: serviceNoteResponseSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

/** A completed order's note: it does not change any more once the order ended. */
export function useServiceNote(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: serviceNoteKeys.detail(orderId),
    queryFn: ({ signal }) => getServiceNote(orderId, signal),
    enabled,
    staleTime: Infinity,
  });
}

/** GET /service-notes/{orderId}/pdf: the note as a PDF in the interface language. */
export function getServiceNotePdf(orderId: string) {
  return api.get<Blob>(`/corporate/service-notes/${encodeURIComponent(orderId)}/pdf`, {
    responseType: 'blob',
  });
}

/** GET /service-notes/bundle.pdf: every completed trip's or parcel's note of a month (YYYY-MM). */
export function getServiceNotesBundle(month: string, kind: ServiceNotesKind, signal?: AbortSignal) {
  return api.get<Blob>('/corporate/service-notes/bundle.pdf', {
    query: { month, kind },
    responseType: 'blob',
    ...(signal ? { signal } : {}),
  });
}
