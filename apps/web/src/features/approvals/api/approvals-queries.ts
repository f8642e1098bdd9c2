import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  APPROVAL_UPDATE_EVENT,
  approvalUpdateEventSchema,
  type Approval,
} from '@trayecto/contracts/approvals';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSocketEvent, useSocketReconnect } from '../../../lib/use-socket-event.ts';
import {
  approvalKeys,
  getApproval,
  listApprovals,
  APPROVALS_PAGE_SIZE,
  type ApprovalFilter,
} from './approvals-api.ts';

const notFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/** A tab's requests, newest first, a keyset page at a time ("Cargar más"). */
export function useApprovalList(status: ApprovalFilter) {
  return useInfiniteQuery({
    queryKey: approvalKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      listApprovals(status, pageParam, APPROVALS_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    // requests are filed, decided and expire while the page is away: read again on every visit
    staleTime: 0,
  });
}

/** One request (the page's `?id=`, the link of an e-mail). */
export function useApproval(id: string | null) {
  return useQuery({
    queryKey: approvalKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getApproval(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
    retry: (n, error) => !notFound(error) && n < 2,
  });
}

/** How many requests wait for a decision: the menu's badge (one row asked, its count read). */
export function useWaitingApprovals(enabled = true) {
  return useQuery({
    queryKey: approvalKeys.waiting(),
    queryFn: async ({ signal }) => (await listApprovals('waiting', null, 1, signal)).waiting,
    enabled,
    staleTime: 30_000,
    // the socket keeps it current; this catches what a dropped connection missed
    refetchInterval: 5 * 60_000,
  });
}

/** A decision's answer: the request as it now stands, shown at once; the lists read again. */
export function putApproval(approval: Approval) {
  queryClient.setQueryData(approvalKeys.detail(approval._id), approval);
  return refreshApprovals();
}

/** The lists and the waiting count read again (a request filed, decided or expired). */
export function refreshApprovals() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: approvalKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: approvalKeys.waiting() }),
  ]);
}

/**
 * Keeps the approvals page current: an `approval:update` (filed, decided here or by e-mail,
 * expired) brings that request and the lists again; so does a reconnection (events may have been
 * missed meanwhile). The menu's count listens for itself (WaitingApprovalsBadge).
 */
export function useLiveApprovals(enabled = true) {
  useSocketEvent(
    APPROVAL_UPDATE_EVENT,
    approvalUpdateEventSchema,
    (event) => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.detail(event.approval_id) });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.lists() });
    },
    enabled,
  );
  useSocketReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: approvalKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: approvalKeys.details() });
  }, enabled);
}
