import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PARCEL_LIST_DEFAULT_LIMIT } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  getParcel,
  getUpload,
  listParcelHistory,
  listRunningParcels,
  parcelKeys,
  type ParcelHistoryFilters,
} from './parcels-api.ts';

const notFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export function useRunningParcels(enabled = true) {
  return useQuery({
    queryKey: parcelKeys.running(),
    queryFn: ({ signal }) => listRunningParcels(signal),
    enabled,
    staleTime: 0,
    // the events keep it current; this catches what a dropped connection missed
    refetchInterval: 60_000,
  });
}

export function useParcel(id: string | null) {
  return useQuery({
    queryKey: parcelKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getParcel(id!, signal),
    enabled: Boolean(id),
    staleTime: 5_000,
    retry: (n, error) => !notFound(error) && n < 2,
  });
}

export function useParcelHistory(filters: ParcelHistoryFilters) {
  return useInfiniteQuery({
    queryKey: parcelKeys.history(filters),
    queryFn: ({ pageParam, signal }) =>
      listParcelHistory(filters, pageParam, PARCEL_LIST_DEFAULT_LIMIT, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}

/** A company's uploaded file (the parcel's photo, a proof of delivery) as a Blob. */
export function useUpload(id: string | null | undefined) {
  return useQuery({
    queryKey: parcelKeys.upload(id ?? ''),
    queryFn: ({ signal }) => getUpload(id!, signal),
    enabled: Boolean(id),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: (n, error) => !notFound(error) && n < 1,
  });
}
