import type { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  CLIENT_ERROR_MESSAGES,
  REQUEST_TIMEOUT_MS,
  clientErrorMessage,
  isLanguage,
  type Language,
} from '@trayecto/contracts';
import { ApiError } from './api-error.ts';
import { catalogueErrorText } from './i18n-errors.ts';
import { consoleLoginPathFor, isConsoleLogin } from './console-navigation.ts';
import { useConsoleSessionStore } from './console-session-store.ts';
import { clearDashboardCache } from './dashboard-cache.ts';
import { currentPath, loginPathFor, navigateTo, setLoginNotice } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { useSessionStore } from './session-store.ts';
import { useSettingsStore } from './settings-store.ts';
import { BRAND } from './brand.ts';

// The one HTTP client of the panel (ARCHITECTURE §2, SPEC §7 and §8): base /api, 120 s timeout,
// both token headers, the interface language, and every failure as an ApiError. It sends the
// corporate session's token (`api`), or the provider console's (`consoleApi`): each client ends
// its own session when the server says it expired, and goes to that session's login.

export const API_BASE = '/api';

export { ApiError, isApiError } from './api-error.ts';

type QueryValue = string | number | boolean | null | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is FormData */
  body?: unknown;
  /** validates (and types) a JSON answer */
  schema?: z.ZodType<T>;
  /** 'blob' for downloads (CSV, PDF); 'json' by default */
  responseType?: 'json' | 'blob' | 'text';
  headers?: Record<string, string>;
  /** the caller's cancellation (TanStack Query passes one) */
  signal?: AbortSignal;
};

/** The interface language (the settings store is its source of truth). */
export function currentLanguage(): Language {
  const lang = useSettingsStore.getState().lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

function catalogueError(status: number, code: 'timeout' | 'network' | 'unknown', lang: Language) {
  return new ApiError({ status, error_code: code, message: clientErrorMessage(code, lang) });
}

type ErrorBody = { error_code?: unknown; message?: unknown; fields?: unknown };

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** SPEC §8: 401 (other than a failed login), 'Invalid Token', or 403 without a token. */
function isExpiredSession(status: number, body: unknown): boolean {
  const message = typeof body === 'string' ? body : (body as ErrorBody | null)?.message;
  const code = (body as ErrorBody | null)?.error_code;
  if (message === 'Invalid Token') return true;
  if (status === 403 && message === 'A token is required for authentication') return true;
  return status === 401 && code !== 'invalid_credentials';
}

/** Whose token a request carries: the corporate panel's or the provider console's. */
export type ApiSessionKind = 'corporate' | 'console';

function tokenOf(kind: ApiSessionKind): string | null {
  return kind === 'console'
    ? useConsoleSessionStore.getState().token
    : useSessionStore.getState().token;
}

/**
 * The console's session expired: forget it (not the corporate one) and its cached answers, and go
 * to the console's login keeping the way back, unless already there.
 */
function endConsoleSession(sentToken: string | null) {
  const { token, clear } = useConsoleSessionStore.getState();
  if (sentToken !== null && token !== sentToken) return;
  clear();
  queryClient.removeQueries({ queryKey: ['console'] });
  const path = currentPath();
  if (isConsoleLogin(path)) return;
  navigateTo(consoleLoginPathFor(path), {
    replace: true,
    state: { notice: { code: 'session_expired', severity: 'warning' } },
  });
}

/** Logs out locally and goes to login (keeping the way back) unless already there. */
function endSession(sentToken: string | null, notice: 'session_expired' | 'not_approved') {
  const { token, clear } = useSessionStore.getState();
  // another request already ended this session, or a new login happened meanwhile
  if (sentToken !== null && token !== sentToken) return;
  clear();
  clearDashboardCache();
  queryClient.clear();
  const path = currentPath();
  if (path === '/login' || path.startsWith('/login?')) return;
  setLoginNotice(
    notice === 'not_approved'
      ? {
          code: 'not_approved',
          severity: 'error',
          params: { provider: BRAND.provider, support_email: BRAND.supportEmail },
        }
      : { code: 'session_expired', severity: 'warning' },
  );
  navigateTo(loginPathFor(path), { replace: true });
}

function toApiError(response: Response, body: unknown, lang: Language): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const code = typeof b.error_code === 'string' ? b.error_code : 'unknown';
  const message =
    typeof b.message === 'string' && b.message
      ? b.message
      : typeof body === 'string' && body && body.length < 200 && !body.trimStart().startsWith('<')
        ? body
        : // a body with a code but no words: the catalogue's, else the generic message
          Object.hasOwn(CLIENT_ERROR_MESSAGES, code)
          ? clientErrorMessage(code as keyof typeof CLIENT_ERROR_MESSAGES, lang)
          : (catalogueErrorText(code, lang) ?? clientErrorMessage('unknown', lang));
  const fields =
    b.fields && typeof b.fields === 'object' ? (b.fields as Record<string, string>) : undefined;
  const retryHeader = Number(response.headers.get('retry-after'));
  return new ApiError({
    status: response.status,
    error_code: code,
    message,
    ...(fields ? { fields } : {}),
    ...(Number.isFinite(retryHeader) && retryHeader > 0 ? { retryAfter: retryHeader } : {}),
  });
}

/** A request with the corporate session's token (the panel's calls). */
export function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return request('corporate', path, options);
}

/** A request with the provider console's token (/api/console/*). */
export function consoleApiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  return request('console', path, options);
}

async function request<T>(
  kind: ApiSessionKind,
  path: string,
  options: RequestOptions<T>,
): Promise<T> {
  const lang = currentLanguage();
  const token = tokenOf(kind);
  const headers: Record<string, string> = {
    Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
    'Accept-Language': lang,
    ...options.headers,
  };
  if (token) {
    headers['access-token'] = token;
    headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw catalogueError(0, 'timeout', lang);
      if (options.signal?.aborted) throw error;
      throw catalogueError(0, 'network', lang);
    }

    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text().catch(() => {
      if (timedOut) throw catalogueError(0, 'timeout', lang);
      throw catalogueError(0, 'network', lang);
    });
    const parsed = parseBody(text);

    if (!response.ok || isExpiredSession(response.status, parsed)) {
      if (isExpiredSession(response.status, parsed)) {
        if (kind === 'console') endConsoleSession(token);
        else endSession(token, 'session_expired');
        throw new ApiError({
          status: response.status,
          error_code: 'session_expired',
          message: clientErrorMessage('session_expired', lang),
        });
      }
      const error = toApiError(response, parsed, lang);
      if (kind === 'corporate' && error.error_code === 'not_approved' && token)
        endSession(token, 'not_approved');
      throw error;
    }

    if (options.responseType === 'text') return text as T;
    if (!options.schema) return parsed as T;
    const result = options.schema.safeParse(parsed);
    if (result.success) return result.data;
    console.error(`Unexpected answer from ${path}`, result.error.issues);
    throw catalogueError(response.status, 'unknown', lang);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

type Opts<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

function createApiClient(kind: ApiSessionKind) {
  return {
    get: <T = unknown>(path: string, options?: Opts<T>) =>
      request<T>(kind, path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Opts<T>) =>
      request<T>(kind, path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: Opts<T>) =>
      request<T>(kind, path, { ...options, method: 'PUT', body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: Opts<T>) =>
      request<T>(kind, path, { ...options, method: 'PATCH', body }),
    delete: <T = unknown>(path: string, options?: Opts<T>) =>
      request<T>(kind, path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Shorthands: `api.get('/corporate/me', { schema: meResponseSchema })`. */
export const api: ApiClient = createApiClient('corporate');

/** The same with the console's session: `consoleApi.get('/console/me', { schema })`. */
export const consoleApi: ApiClient = createApiClient('console');
