import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { tabFrom } from '../lib/list-params.ts';

/**
 * A console list's status tab and search, kept in the URL (`?status=`, `?q=`; the first tab and
 * an empty search leave them out), and the filters the list's query takes from them. The list's
 * other parameters (a filter of its own, e.g. `?method=`) are kept as they are.
 */
export function useStatusSearch<T extends string>(statuses: readonly T[], firstTab: T) {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('status'), statuses, firstTab);
  const search = params.get('q') ?? '';

  const setUrl = useCallback(
    (next: { tab: T | 'all'; search: string }) => {
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          if (next.tab !== firstTab) p.set('status', next.tab);
          else p.delete('status');
          if (next.search) p.set('q', next.search);
          else p.delete('q');
          return p;
        },
        { replace: true },
      );
    },
    [setParams, firstTab],
  );
  const setTab = useCallback((next: T | 'all') => setUrl({ tab: next, search }), [setUrl, search]);
  const setSearch = useCallback((q: string) => setUrl({ tab, search: q }), [setUrl, tab]);
  const filters = useMemo(
    () => ({ status: tab === 'all' ? undefined : tab, search: search.trim() || undefined }),
    [tab, search],
  );
  return { tab, search, setTab, setSearch, filters };
}
