import type { PanelAction, PanelResource } from '@trayecto/contracts/team';
import { canPanel } from './panel-permissions.ts';
import { useSessionStore } from './session-store.ts';

/**
 * May the signed-in person take this action on this resource (GET /me role, issue 13)? For the
 * buttons of a screen: a write the role may not take is not offered (the server refuses it with
 * 403 permission_denied anyway). Before GET /me answers the role is unknown and taken as admin,
 * as the route guards do (the panel renders only once the profile is loaded).
 */
export function useCan(action: PanelAction, resource: PanelResource): boolean {
  return useSessionStore((s) => canPanel(s.role ?? 'admin', action, resource));
}
