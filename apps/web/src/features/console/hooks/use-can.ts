import { useCallback } from 'react';
import { can, type ConsoleAction, type ConsoleResource } from '@trayecto/contracts/console';
import { useConsoleSessionStore } from '../../../lib/console-session-store.ts';

/**
 * The permission check of the signed-in admin's role: `may('money', 'companies')`. Action buttons
 * show only when it says yes (the server refuses the others anyway).
 */
export function useCan(): (action: ConsoleAction, resource: ConsoleResource) => boolean {
  const role = useConsoleSessionStore((s) => s.admin?.role);
  return useCallback((action, resource) => can(role, action, resource), [role]);
}
