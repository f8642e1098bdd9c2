import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { setLoginNotice } from '../../../lib/navigation.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { logout } from '../api/auth-api.ts';
import { clearLocalSession } from '../api/session-actions.ts';

/**
 * POST /logout, then, whatever happened, forget the session and go to login. A failed call is
 * reported as the generic unknown error (SPEC §8) on the login page.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    let failed = false;
    try {
      if (useSessionStore.getState().token) await logout();
    } catch (error) {
      console.error('Logout failed', error);
      // an expired session already says so on the login page
      failed = !(isApiError(error) && error.error_code === 'session_expired');
    }
    clearLocalSession();
    if (failed) setLoginNotice({ code: 'unknown', severity: 'error' });
    await navigate('/login', { replace: true });
  }, [navigate]);
}
