import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TRIP_LIST_DEFAULT_LIMIT } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { geoKeys, getCities } from './geo-api.ts';
import {
  getCancelReasons,
  getProvider,
  getServiceTypes,
  getTrip,
  listHistory,
  tripKeys,
  type HistoryFilters,
} from './trips-api.ts';

export function useServiceTypes() {
  return useQuery({
    queryKey: tripKeys.serviceTypes(),
    queryFn: ({ signal }) => getServiceTypes(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCities() {
  return useQuery({
    queryKey: geoKeys.cities(),
    queryFn: ({ signal }) => getCities(signal),
    staleTime: Infinity,
  });
}

/**
 * Where a booking's map starts before a place is chosen: the centre of the city the company's
 * service types are sold in, or of the first city until that is known.
 */
export function useHomeCenter() {
  const cities = useCities();
  const serviceTypes = useServiceTypes();
  return useMemo(() => {
    const id = serviceTypes.data?.city_id;
    return cities.data?.find((c) => c.id === id)?.center ?? cities.data?.[0]?.center;
  }, [cities.data, serviceTypes.data]);
}

export function useCancelReasons(enabled: boolean) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: tripKeys.cancelReasons(lang),
    queryFn: ({ signal }) => getCancelReasons(signal),
    staleTime: Infinity,
    enabled,
  });
}

export function useTrip(id: string | null, refetchInterval?: number | false) {
  return useQuery({
    queryKey: tripKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getTrip(id!, signal),
    enabled: Boolean(id),
    staleTime: 5_000,
    refetchInterval,
  });
}

export function useProvider(id: string) {
  return useQuery({
    queryKey: tripKeys.provider(id),
    queryFn: ({ signal }) => getProvider(id, signal),
  });
}

export function useHistory(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: tripKeys.history(filters),
    queryFn: ({ pageParam, signal }) =>
      listHistory(filters, pageParam, TRIP_LIST_DEFAULT_LIMIT, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}
