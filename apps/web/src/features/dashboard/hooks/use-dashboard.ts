import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { DASHBOARD_CACHE_MS, monthRange } from '@trayecto/contracts';
import {
  readDashboardCache,
  writeAssociatedPanels,
  writeCollaborators,
  writeDashboardData,
} from '../../../lib/dashboard-cache.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getActiveUsers, getAssociatedPanelPayments, getDashboard } from '../api/dashboard-api.ts';

/**
 * The dashboard's figures (SPEC §4, §8): fetched at most every 5 minutes unless forced, kept in
 * local storage with their timestamp. A dashboard failure is logged and surfaced; the users call
 * falls back to 0 collaborators and the associated-panel payments to an empty list.
 */
export function useDashboard() {
  const queryClient = useQueryClient();
  const { owner, timezone, master } = useSessionStore(
    useShallow((s) => ({
      owner: s._id ?? '',
      timezone: s.timezone,
      master: s.is_corporate_master,
    })),
  );
  const range = useMemo(() => monthRange(new Date(), timezone), [timezone]);
  const cache = useMemo(() => readDashboardCache(owner), [owner]);
  const base = ['dashboard', owner] as const;

  const dashboard = useQuery({
    queryKey: [...base, 'totals', range.startDate, range.endDate],
    queryFn: async ({ signal }) => {
      try {
        const { data } = await getDashboard(range, signal);
        writeDashboardData(owner, data, Date.now());
        return data;
      } catch (error) {
        if (!signal.aborted) console.error('Dashboard fetch failed', error);
        throw error;
      }
    },
    staleTime: DASHBOARD_CACHE_MS,
    ...(cache.data && cache.timestamp
      ? { initialData: cache.data, initialDataUpdatedAt: cache.timestamp }
      : {}),
    enabled: Boolean(owner),
  });

  const collaborators = useQuery({
    queryKey: [...base, 'collaborators'],
    queryFn: async ({ signal }) => {
      let count = 0;
      try {
        count = (await getActiveUsers(signal)).data.count;
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Collaborators fetch failed; showing 0', error);
      }
      writeCollaborators(owner, count);
      return count;
    },
    staleTime: DASHBOARD_CACHE_MS,
    ...(cache.collaborators !== null && cache.timestamp
      ? { initialData: cache.collaborators, initialDataUpdatedAt: cache.timestamp }
      : {}),
    enabled: Boolean(owner),
  });

  const panels = useQuery({
    queryKey: [...base, 'associated-panels'],
    queryFn: async ({ signal }) => {
      let rows: Awaited<ReturnType<typeof getAssociatedPanelPayments>>['data']['detail'] = [];
      try {
        const answer = await getAssociatedPanelPayments(signal);
        rows = answer.success ? answer.data.detail : [];
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Associated panels fetch failed; showing none', error);
      }
      writeAssociatedPanels(owner, rows);
      return rows;
    },
    staleTime: DASHBOARD_CACHE_MS,
    ...(cache.associatedPanels && cache.timestamp
      ? { initialData: cache.associatedPanels, initialDataUpdatedAt: cache.timestamp }
      : {}),
    enabled: Boolean(owner) && master,
  });

  const refresh = useCallback(
    () => queryClient.refetchQueries({ queryKey: base, type: 'active' }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, owner],
  );

  return {
    range,
    master,
    dashboard,
    collaborators,
    panels,
    refresh,
    refreshing: dashboard.isFetching || collaborators.isFetching || panels.isFetching,
    updatedAt: dashboard.dataUpdatedAt || null,
  };
}
