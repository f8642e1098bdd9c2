// The panel's permission check (issue 13) for the route guards, the menu and the buttons:
// contracts' own, from its zod-free module (the guards are in the entry that every first visit
// downloads; the /login budget).
export { canPanel, PANEL_PERMISSIONS } from '@trayecto/contracts/team-permissions';
