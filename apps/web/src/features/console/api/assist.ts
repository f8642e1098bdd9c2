import { clearDashboardCache } from '../../../lib/dashboard-cache.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { startAssist } from './console-api.ts';

/**
 * Assist mode: POST /console/assist answers a corporate session of the company, acting as the
 * admin. It becomes this browser's corporate session exactly as a corporate login does
 * (features/auth/api/sign-in.ts): whatever the panel held of another session is forgotten, the
 * token stored with setLogin; the panel's session gate then loads the profile (is_assist_mode,
 * which shows the assist banner). The console's own session and cache stay as they are.
 */
export async function enterAssistMode(corporateId: string): Promise<void> {
  const session = await startAssist(corporateId);
  clearDashboardCache();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'console' });
  useSessionStore.getState().setLogin(session);
}
