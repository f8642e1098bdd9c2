import {
  meResponseSchema,
  type LoginBody,
  type LoginResponse,
  type MeResponse,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { clearDashboardCache } from '../../../lib/dashboard-cache.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { login, meQueryKey } from './auth-api.ts';
import { markProfileLoaded } from './session-actions.ts';

export type SignInResult = { status: 'signed_in'; me: MeResponse } | { status: 'not_approved' };

/**
 * POST /login, then GET /me with the new token before anything is stored: an unapproved or
 * suspended corporate never gets a session in this browser (SPEC §4), and the panel is entered
 * with its profile already loaded.
 */
export async function signIn(body: LoginBody): Promise<SignInResult> {
  return enterPanel(await login(body));
}

/**
 * The session a sign-in answered (POST /login, or an accepted team invitation: issue 13): GET /me
 * with its token, and only then stored, as signIn does.
 */
export async function enterPanel(session: LoginResponse): Promise<SignInResult> {
  const me = await api.get('/corporate/me', {
    schema: meResponseSchema,
    headers: { 'access-token': session.token, Authorization: `Bearer ${session.token}` },
  });
  if (!me.corporate.is_approved) {
    // best effort: the token is of no use to anyone
    void api
      .post('/corporate/logout', undefined, {
        headers: { 'access-token': session.token, Authorization: `Bearer ${session.token}` },
      })
      .catch(() => undefined);
    return { status: 'not_approved' };
  }
  clearDashboardCache();
  queryClient.clear();
  const store = useSessionStore.getState();
  store.setLogin(session);
  useSessionStore.getState().setProfile(me);
  queryClient.setQueryData(meQueryKey, me);
  markProfileLoaded();
  return { status: 'signed_in', me };
}
