// Navigation from outside React (the API client, session handling). The router registers its
// navigate function at start; before that (or in a bare page) we fall back to a full page load.

export type NavigateOptions = { replace?: boolean; state?: unknown };
type NavigateFn = (to: string, options?: NavigateOptions) => void;

let navigateFn: NavigateFn | null = null;

/** Called once by the router (or the session gate). Returns an unregister function. */
export function registerNavigate(fn: NavigateFn): () => void {
  navigateFn = fn;
  return () => {
    if (navigateFn === fn) navigateFn = null;
  };
}

export function navigateTo(path: string, options?: NavigateOptions): void {
  if (navigateFn) {
    navigateFn(path, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
}

/** The full current path with query and hash, e.g. "/history?page=2". */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * A `redirect` query value is followed only when it is a same-origin absolute path: it must start
 * with a single "/" (not "//" or "/\", which browsers read as another host) and hold no control
 * characters. Anything else yields `fallback`.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback = '/dashboards',
): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (value === '/login' || value.startsWith('/login?')) return fallback;
  return value;
}

/** "/login?redirect=<path>" unless the path is the login page itself or the root. */
export function loginPathFor(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === '/login' || pathname === '/' || pathname === '') return '/login';
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * A one-shot message for the login page (expired session, unapproved account, password reset),
 * kept in sessionStorage so it survives a full page load as well as a router navigation.
 */
export type LoginNotice = {
  /** an `errors` catalogue code or an `auth:` translation key */
  code: string;
  severity: 'error' | 'warning' | 'info' | 'success';
  params?: Record<string, string | number>;
};

const NOTICE_KEY = 'login_notice';

export function setLoginNotice(notice: LoginNotice): void {
  try {
    globalThis.sessionStorage?.setItem(NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // storage unavailable (private mode): the notice is simply not shown
  }
}

/** Reads the notice without consuming it (render may run twice); clear it in an effect. */
export function peekLoginNotice(): LoginNotice | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(NOTICE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LoginNotice>;
    if (typeof parsed.code !== 'string' || typeof parsed.severity !== 'string') return null;
    return parsed as LoginNotice;
  } catch {
    return null;
  }
}

export function clearLoginNotice(): void {
  try {
    globalThis.sessionStorage?.removeItem(NOTICE_KEY);
  } catch {
    // ignore
  }
}

export function takeLoginNotice(): LoginNotice | null {
  const notice = peekLoginNotice();
  clearLoginNotice();
  return notice;
}
