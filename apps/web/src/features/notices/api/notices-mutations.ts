import { useMutation } from '@tanstack/react-query';
import type { NoticesResponse } from '@trayecto/contracts/money-watch';
import { queryClient } from '../../../lib/query-client.ts';
import { markRead } from '../lib/notice-display.ts';
import { noticeKeys, readAllNotices, readNotice } from './notices-api.ts';

// Marking notices read (the list's chunk only): shown at once, then the server's answer (the new
// list) replaces the cached one; a failure reads the list again.

async function showRead(id: string | null) {
  await queryClient.cancelQueries({ queryKey: noticeKeys.list() });
  queryClient.setQueryData<NoticesResponse>(noticeKeys.list(), (data) =>
    data ? markRead(data, id) : data,
  );
}

const put = (data: NoticesResponse) => queryClient.setQueryData(noticeKeys.list(), data);
const reread = () => queryClient.invalidateQueries({ queryKey: noticeKeys.all });

/** "Marcar todos como leídos". */
export function useReadAllNotices() {
  return useMutation({
    mutationFn: () => readAllNotices(),
    onMutate: () => showRead(null),
    onSuccess: put,
    onError: reread,
  });
}

/** A notice opened from the list. */
export function useReadNotice() {
  return useMutation({
    mutationFn: readNotice,
    onMutate: (id: string) => showRead(id),
    onSuccess: put,
    onError: reread,
  });
}
