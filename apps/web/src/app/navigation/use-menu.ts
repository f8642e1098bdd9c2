import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../../lib/session-store.ts';
import { buildMenu, type NavEntry } from './menu.ts';

/** The menu of the logged-in corporate, rebuilt when its flags change. */
export function useMenu(): NavEntry[] {
  const ctx = useSessionStore(
    useShallow((s) => ({
      isLogged: s.isLogged,
      is_active_shipments: s.is_active_shipments,
      is_active_multi_stops: s.is_active_multi_stops,
      is_corporate_master: s.is_corporate_master,
      role: s.role,
      admin_phone: s.admin_phone,
    })),
  );
  return useMemo(() => buildMenu(ctx), [ctx]);
}

/** True when the current path is the item's path or below it (/multistop/new under /multistop). */
export function isActivePath(current: string, path: string): boolean {
  return current === path || current.startsWith(`${path}/`);
}
