import { safeRedirectPath } from './navigation.ts';

// The console's own login and home (/admin/*), apart from the corporate panel's (/login,
// /dashboards): an admin whose console session ends goes back to the console's login.

export const CONSOLE_BASE_PATH = '/admin';
export const CONSOLE_LOGIN_PATH = '/admin/login';
export const CONSOLE_HOME_PATH = '/admin/companies';

/** True for the console's login page, whatever its query. */
export function isConsoleLogin(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === CONSOLE_LOGIN_PATH;
}

/** "/admin/login?redirect=<path>" unless the path is the console's login itself. */
export function consoleLoginPathFor(path: string): string {
  if (isConsoleLogin(path) || !path.startsWith(CONSOLE_BASE_PATH)) return CONSOLE_LOGIN_PATH;
  return `${CONSOLE_LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/**
 * Where the console's login goes once signed in: its `redirect` when it is a same-origin path of
 * the console (not its login), the companies otherwise.
 */
export function safeConsoleRedirect(value: string | null | undefined): string {
  const path = safeRedirectPath(value, CONSOLE_HOME_PATH);
  const pathname = path.split(/[?#]/)[0] ?? '';
  const inConsole = pathname === CONSOLE_BASE_PATH || pathname.startsWith(`${CONSOLE_BASE_PATH}/`);
  return inConsole && !isConsoleLogin(path) ? path : CONSOLE_HOME_PATH;
}
