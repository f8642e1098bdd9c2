import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CONSOLE_LOGIN_PATH } from '../../../lib/console-navigation.ts';
import { useConsoleSessionStore } from '../../../lib/console-session-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { consoleKeys, consoleLogout } from '../api/console-api.ts';

/**
 * POST /console/logout, then, whatever happened, forget the console session (not a corporate
 * one this browser may hold) and go to the console's login.
 */
export function useConsoleLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      if (useConsoleSessionStore.getState().token) await consoleLogout();
    } catch (error) {
      // the session is forgotten here anyway; an expired one was already ended by the client
      console.warn('Console logout failed', error);
    }
    useConsoleSessionStore.getState().clear();
    queryClient.removeQueries({ queryKey: consoleKeys.all });
    await navigate(CONSOLE_LOGIN_PATH, { replace: true });
  }, [navigate]);
}
