import { useQuery } from '@tanstack/react-query';
import { NOTICE_EVENT, noticeEventSchema } from '@trayecto/contracts/money-watch';
import { queryClient } from '../../../lib/query-client.ts';
import { useSocketEvent, useSocketReconnect } from '../../../lib/use-socket-event.ts';
import { listNotices, noticeKeys } from './notices-api.ts';

// What the top bar's bell needs at once (the list's query and the live refresh). The marking of
// notices as read lives with the list, in its lazy chunk (notices-mutations.ts).

/** The newest notices and the unread count: the bell's badge and its list. */
export function useNotices(enabled = true) {
  return useQuery({
    queryKey: noticeKeys.list(),
    queryFn: ({ signal }) => listNotices(signal),
    enabled,
    staleTime: 30_000,
    // the socket keeps it current; this catches what a dropped connection missed
    refetchInterval: 5 * 60_000,
  });
}

const refresh = () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all });

/**
 * Keeps the notices current: a `notice:new` (every member's panel gets it, whatever the kind; the
 * server answers each member the kinds their role reads) and a reconnection (events may have
 * been missed meanwhile) read the list again.
 */
export function useLiveNotices(enabled = true) {
  useSocketEvent(NOTICE_EVENT, noticeEventSchema, refresh, enabled);
  useSocketReconnect(refresh, enabled);
}
