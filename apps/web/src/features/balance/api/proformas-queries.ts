import { useInfiniteQuery } from '@tanstack/react-query';
import { PROFORMAS_PAGE_SIZE, getProformas, proformaKeys } from './proformas-api.ts';

/** The company's proformas, newest first, a keyset page at a time. */
export function useProformas() {
  return useInfiniteQuery({
    queryKey: proformaKeys.list(),
    queryFn: ({ pageParam, signal }) => getProformas(pageParam, PROFORMAS_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
