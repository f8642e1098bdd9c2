import type { MeResponse } from '@trayecto/contracts';
import { clearDashboardCache } from '../../../lib/dashboard-cache.ts';
import { setLoginNotice } from '../../../lib/navigation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getMe, meQueryKey } from './auth-api.ts';
import { NOT_APPROVED_NOTICE } from './notices.ts';

/** Forgets everything this browser holds about the session (SPEC §4). */
export function clearLocalSession(): void {
  useSessionStore.getState().clear();
  clearDashboardCache();
  queryClient.clear();
}

let lastLoadedAt = 0;

/** Records that the profile was just loaded (by sign-in or GET /me). */
export function markProfileLoaded(): void {
  lastLoadedAt = Date.now();
}

/** Milliseconds since this page last loaded the profile (Infinity after a reload). */
export function profileAge(): number {
  return lastLoadedAt ? Date.now() - lastLoadedAt : Number.POSITIVE_INFINITY;
}

export type ProfileResult =
  { status: 'loaded'; me: MeResponse } | { status: 'not_approved' } | { status: 'stale' };

/**
 * GET /me and store it. An unapproved or suspended corporate is logged out here and the login
 * page is told why (SPEC §4); the caller only has to go to /login.
 */
export async function loadProfile(signal?: AbortSignal): Promise<ProfileResult> {
  const token = useSessionStore.getState().token;
  const me = await getMe(signal);
  // logged out or logged in again while the call was running
  if (!token || useSessionStore.getState().token !== token) return { status: 'stale' };
  if (!me.corporate.is_approved) {
    clearLocalSession();
    setLoginNotice(NOT_APPROVED_NOTICE);
    return { status: 'not_approved' };
  }
  useSessionStore.getState().setProfile(me);
  queryClient.setQueryData(meQueryKey, me);
  markProfileLoaded();
  return { status: 'loaded', me };
}
