import {
  meResponseSchema,
  okResponseSchema,
  type ChangePasswordBody,
  type UpdateProfileBody,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** PATCH /me; the answer is the whole profile, stored as the session's. */
export async function updateProfile(body: UpdateProfileBody) {
  const me = await api.patch('/corporate/me', body, { schema: meResponseSchema });
  useSessionStore.getState().setProfile(me);
  queryClient.setQueryData(['corporate', 'me'], me);
  return me;
}

export function changePassword(body: ChangePasswordBody) {
  return api.post('/corporate/me/password', body, { schema: okResponseSchema });
}
