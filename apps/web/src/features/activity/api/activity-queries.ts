import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { activityKeys, listActivity, type ActivityFilters } from './activity-api.ts';

/** The log under the filters, page after page ("load more"). */
export function useActivityList(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listActivity(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    // read again on every visit: the log grows with every action in the panel
    staleTime: 0,
  });
}
