import { noticesResponseSchema } from '@trayecto/contracts/money-watch';
import { api } from '../../../lib/api-client.ts';

// The panel's notices (issue 13, parts 4, 6 and 7): GET /api/corporate/notices (the newest 30 the
// member's role may read, newest first, and how many are unread), and marking them read, all or
// one; each answers the new list.

export const noticeKeys = {
  all: ['notices'] as const,
  /** the bell's list and its unread count (one request gives both) */
  list: () => ['notices', 'list'] as const,
};

const BASE = '/corporate/notices';
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function listNotices(signal?: AbortSignal) {
  return (await api.get(BASE, { schema: noticesResponseSchema, ...signalOf(signal) })).data;
}

/** Every notice read: answers the new list. */
export async function readAllNotices() {
  return (await api.post(`${BASE}/read`, undefined, { schema: noticesResponseSchema })).data;
}

/** One notice read: answers the new list. */
export async function readNotice(id: string) {
  const path = `${BASE}/${encodeURIComponent(id)}/read`;
  return (await api.post(path, undefined, { schema: noticesResponseSchema })).data;
}
