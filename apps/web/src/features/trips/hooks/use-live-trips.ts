import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listRunningTrips, tripKeys } from '../api/trips-api.ts';
import { createLiveTrips, type LiveTrips } from '../lib/live-trips.ts';
import { useSocketReconnect } from '../../../lib/use-socket-event.ts';
import { useTripUpdates } from './use-trip-updates.ts';

/** The running list, re-rendered at most once a second (components call it, not the page). */
export function useLiveList(live: LiveTrips) {
  return useSyncExternalStore(live.subscribeList, live.list);
}

/** The company's running trips: fetched once, then kept live by `trip:update`. */
export function useLiveTrips() {
  const live = useMemo(() => createLiveTrips(), []);
  useEffect(() => () => live.dispose(), [live]);
  const query = useQuery({
    queryKey: tripKeys.running(),
    queryFn: ({ signal }) => listRunningTrips(signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
  useEffect(() => {
    if (query.data) live.reset(query.data);
  }, [query.data, live]);

  // a trip we do not know yet (booked in another tab, dispatched from the schedule): refetch once
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { refetch } = query;
  useTripUpdates((event) => {
    if (live.apply(event) || refetchTimer.current) return;
    refetchTimer.current = setTimeout(() => {
      refetchTimer.current = null;
      void refetch();
    }, 1500);
  });
  useSocketReconnect(() => void refetch());
  useEffect(
    () => () => {
      if (refetchTimer.current) clearTimeout(refetchTimer.current);
    },
    [],
  );

  return { live, query };
}
