import { useEffect, useState } from 'react';
import { SEARCH_RESULTS_PER_GROUP } from '@trayecto/contracts';
import type { SearchResult, SearchSource } from '../../lib/search-types.ts';

export type SearchGroup = { id: string; title: string; results: SearchResult[] };

/** Runs every source for the query (debounced), keeping at most a group's worth of each. */
export function useSearchResults(
  sources: SearchSource[],
  query: string,
  enabled: boolean,
): SearchGroup[] {
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void Promise.all(
        sources.map(async (source) => {
          try {
            const results = await source.search(query, controller.signal);
            return {
              id: source.id,
              title: source.title,
              results: results.slice(0, SEARCH_RESULTS_PER_GROUP),
            };
          } catch {
            return { id: source.id, title: source.title, results: [] };
          }
        }),
      ).then((next) => {
        if (!controller.signal.aborted) setGroups(next.filter((g) => g.results.length > 0));
      });
    }, 120);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sources, query, enabled]);
  return groups;
}
