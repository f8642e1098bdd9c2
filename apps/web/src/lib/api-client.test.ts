import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meResponseSchema, REQUEST_TIMEOUT_MS } from '@trayecto/contracts';

// A minimal browser: storage for zustand persist (it reads window.localStorage when the store is
// created), the dashboard cache and the login notice, and a location (node has none of them).
const { win } = vi.hoisted(() => {
  const makeStorage = (): Storage => {
    const map = new Map<string, string>();
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (k) => map.get(k) ?? null,
      key: (i) => [...map.keys()][i] ?? null,
      removeItem: (k) => void map.delete(k),
      setItem: (k, v) => void map.set(k, String(v)),
    };
  };
  const win = {
    localStorage: makeStorage(),
    sessionStorage: makeStorage(),
    location: { pathname: '/', search: '', hash: '' },
  };
  Object.assign(globalThis, {
    window: win,
    localStorage: win.localStorage,
    sessionStorage: win.sessionStorage,
  });
  return { win };
});

import { api, ApiError, apiRequest, consoleApi } from './api-client.ts';
import { useConsoleSessionStore } from './console-session-store.ts';
import { DASHBOARD_CACHE_KEYS } from './dashboard-cache.ts';
import { registerNavigate, takeLoginNotice } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { useSessionStore } from './session-store.ts';
import { useSettingsStore } from './settings-store.ts';

const setLanguage = (lang: 'es' | 'en') => useSettingsStore.getState().update({ lang });

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
const navigate = vi.fn();

function stubFetch(handler: (url: string, init: RequestInit) => Promise<Response> | Response) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve().then(() => handler(url, init));
  });
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setPath(path: string) {
  const url = new URL(path, 'http://panel.test');
  win.location = { pathname: url.pathname, search: url.search, hash: url.hash };
}

function login(token = 'tok-123') {
  useSessionStore.getState().setLogin({
    success: true,
    token,
    _id: 'c1',
    unique_id: '1001',
    email: 'demo@trayecto.test',
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(async () => {
  calls = [];
  navigate.mockReset();
  registerNavigate(navigate);
  win.localStorage.clear();
  win.sessionStorage.clear();
  useSessionStore.getState().clear();
  useConsoleSessionStore.getState().clear();
  queryClient.clear();
  setLanguage('es');
  setPath('/history?page=2');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('sends both token headers, the language and JSON to /api', async () => {
    login();
    setLanguage('en');
    stubFetch(() => json(200, { success: true }));
    await api.post('/corporate/password/forgot', { email: 'a@b.c' }, { query: { x: 1, y: null } });
    const [call] = calls;
    expect(call?.url).toBe('/api/corporate/password/forgot?x=1');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['access-token']).toBe('tok-123');
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"email":"a@b.c"}');
  });

  it('sends no token headers without a session', async () => {
    stubFetch(() => json(200, { ok: 1 }));
    await expect(api.get('/health')).resolves.toEqual({ ok: 1 });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['access-token']).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Accept-Language']).toBe('es');
  });

  it('validates an answer against a contracts schema', async () => {
    login();
    stubFetch(() => json(200, { success: true, corporate: { name: 'x' } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await rejection(api.get('/corporate/me', { schema: meResponseSchema }));
    expect(error.error_code).toBe('unknown');
    expect(error.message).toBe('Ocurrió un error, por favor intente más tarde');
  });
});

describe('failures without an answer', () => {
  it("times out after REQUEST_TIMEOUT_MS with 'Timeout error'", async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = rejection(api.get('/corporate/me'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, error_code: 'timeout', message: 'Timeout error' });
  });

  it("maps a failed connection to 'Network Error'", async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejection(api.get('/corporate/me'));
    expect(error).toMatchObject({ status: 0, error_code: 'network', message: 'Network Error' });
  });

  it('lets a caller cancellation through as it is', async () => {
    const controller = new AbortController();
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          const stop = () => reject(new DOMException('stop', 'AbortError'));
          if (init.signal?.aborted) stop();
          init.signal?.addEventListener('abort', stop);
        }),
    );
    const pending = api
      .get('/corporate/me', { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('expired session (SPEC §8)', () => {
  function seedDashboard() {
    localStorage.setItem(DASHBOARD_CACHE_KEYS.data, '{"owner":"c1","value":{}}');
    localStorage.setItem(DASHBOARD_CACHE_KEYS.timestamp, '{"owner":"c1","value":1}');
    localStorage.setItem(DASHBOARD_CACHE_KEYS.associatedPanels, '{"owner":"c1","value":[]}');
    queryClient.setQueryData(['dashboard'], { cached: true });
  }

  function expectLoggedOut() {
    expect(useSessionStore.getState()).toMatchObject({ isLogged: false, token: null, _id: null });
    for (const key of Object.values(DASHBOARD_CACHE_KEYS))
      expect(localStorage.getItem(key)).toBeNull();
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
  }

  it.each([
    ['HTTP 401', 401, { error_code: 'invalid_token', message: 'Invalid Token' }],
    ['HTTP 401 with any code', 401, { error_code: 'whatever', message: 'Nope' }],
    ["a body 'Invalid Token'", 400, { message: 'Invalid Token' }],
    [
      '403 without a token',
      403,
      { error_code: 'token_required', message: 'A token is required for authentication' },
    ],
  ])(
    '%s: logs out, goes to login keeping the way back, Sesión expirada',
    async (_name, status, body) => {
      login();
      seedDashboard();
      stubFetch(() => json(status, body));
      const error = await rejection(api.get('/corporate/trips'));
      expect(error).toMatchObject({
        status,
        error_code: 'session_expired',
        message: 'Sesión expirada',
      });
      expectLoggedOut();
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fhistory%3Fpage%3D2', {
        replace: true,
      });
      expect(takeLoginNotice()).toEqual({ code: 'session_expired', severity: 'warning' });
    },
  );

  it("answers 'Expired session' in English and a plain-text 'Invalid Token' body counts", async () => {
    login();
    setLanguage('en');
    stubFetch(() => new Response('Invalid Token', { status: 401 }));
    const error = await rejection(api.get('/corporate/me'));
    expect(error.message).toBe('Expired session');
    expectLoggedOut();
  });

  it('does not navigate when already on the login page', async () => {
    login();
    setPath('/login?redirect=%2Fbalance');
    stubFetch(() => json(401, { error_code: 'invalid_token', message: 'Invalid Token' }));
    await rejection(api.get('/corporate/me'));
    expectLoggedOut();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 403 for another reason passes through and keeps the session', async () => {
    login();
    stubFetch(() => json(403, { error_code: 'forbidden', message: 'Prohibido' }));
    const error = await rejection(api.get('/corporate/panels'));
    expect(error).toMatchObject({ status: 403, error_code: 'forbidden', message: 'Prohibido' });
    expect(useSessionStore.getState().token).toBe('tok-123');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session once when several calls fail together', async () => {
    login();
    stubFetch(() => json(401, { error_code: 'invalid_token', message: 'Invalid Token' }));
    await Promise.all([
      rejection(api.get('/a')),
      rejection(api.get('/b')),
      rejection(api.get('/c')),
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('other errors pass through', () => {
  it('a failed login (401 invalid_credentials) is not an expired session', async () => {
    stubFetch(() =>
      json(401, { error_code: 'invalid_credentials', message: 'Credenciales inválidas' }),
    );
    const error = await rejection(api.post('/corporate/login', { email: 'a@b.c', password: 'x' }));
    expect(error).toMatchObject({
      status: 401,
      error_code: 'invalid_credentials',
      message: 'Credenciales inválidas',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps error_code, message, fields and Retry-After', async () => {
    stubFetch(() =>
      json(
        429,
        { error_code: 'too_many_attempts', message: 'Demasiados intentos', fields: { email: 'x' } },
        { 'Retry-After': '42' },
      ),
    );
    const error = await rejection(api.post('/corporate/login', {}));
    expect(error).toMatchObject({
      status: 429,
      error_code: 'too_many_attempts',
      message: 'Demasiados intentos',
      fields: { email: 'x' },
      retryAfter: 42,
    });
  });

  it('a body that is not JSON becomes an unknown error in the user language', async () => {
    setLanguage('en');
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(apiRequest('/corporate/me'));
    expect(error).toMatchObject({
      status: 502,
      error_code: 'unknown',
      message: 'An error occurred, please try again later',
    });
  });

  it('not_approved on an authenticated call logs out with the SPEC §8 notice', async () => {
    login();
    stubFetch(() => json(403, { error_code: 'not_approved', message: 'Su usuario…' }));
    const error = await rejection(api.get('/corporate/me'));
    expect(error.error_code).toBe('not_approved');
    expect(useSessionStore.getState().isLogged).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fhistory%3Fpage%3D2', {
      replace: true,
    });
    expect(takeLoginNotice()).toEqual({
      code: 'not_approved',
      severity: 'error',
      params: { provider: 'Trayecto', support_email: 'soporte@trayecto.test' },
    });
  });
});

describe('the console session (consoleApi)', () => {
  function consoleLogin(token = 'adm-456') {
    useConsoleSessionStore.getState().setLogin({
      success: true,
      token,
      admin: {
        _id: 'a1',
        email: 'admin@trayecto.test',
        name: 'Ana Admin',
        role: 'owner',
        permissions: ['read:companies'],
      },
    });
  }
  const headersOf = (i: number) => calls[i]?.init.headers as Record<string, string>;

  it('sends the console token, never the corporate one; api keeps the corporate one', async () => {
    login('corp-1');
    consoleLogin('adm-1');
    stubFetch(() => json(200, { success: true }));
    await consoleApi.get('/console/me');
    await api.get('/corporate/me');
    expect(headersOf(0)['access-token']).toBe('adm-1');
    expect(headersOf(0).Authorization).toBe('Bearer adm-1');
    expect(headersOf(1)['access-token']).toBe('corp-1');
    expect(headersOf(1).Authorization).toBe('Bearer corp-1');
  });

  it('sends no token without a console session, even with a corporate one', async () => {
    login('corp-1');
    stubFetch(() => json(200, { success: true }));
    await consoleApi.post('/console/login', { email: 'a@b.c', password: 'x' });
    expect(headersOf(0)['access-token']).toBeUndefined();
    expect(headersOf(0).Authorization).toBeUndefined();
  });

  it('an expired console session clears the console store only and goes to /admin/login', async () => {
    login('corp-1');
    consoleLogin();
    setPath('/admin/companies?status=pending');
    queryClient.setQueryData(['console', 'companies'], { cached: true });
    queryClient.setQueryData(['dashboard'], { cached: true });
    stubFetch(() => json(401, { error_code: 'invalid_token', message: 'Invalid Token' }));
    const error = await rejection(consoleApi.get('/console/companies'));
    expect(error).toMatchObject({ status: 401, error_code: 'session_expired' });
    expect(useConsoleSessionStore.getState()).toMatchObject({ token: null, admin: null });
    // the corporate session and its cache are another session's
    expect(useSessionStore.getState().token).toBe('corp-1');
    expect(queryClient.getQueryData(['dashboard'])).toEqual({ cached: true });
    expect(queryClient.getQueryData(['console', 'companies'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      '/admin/login?redirect=%2Fadmin%2Fcompanies%3Fstatus%3Dpending',
      { replace: true, state: { notice: { code: 'session_expired', severity: 'warning' } } },
    );
    // the corporate login's notice is left alone
    expect(takeLoginNotice()).toBeNull();
  });

  it('an expired corporate session leaves the console session alone', async () => {
    login('corp-1');
    consoleLogin('adm-1');
    stubFetch(() => json(401, { error_code: 'invalid_token', message: 'Invalid Token' }));
    await rejection(api.get('/corporate/me'));
    expect(useSessionStore.getState().isLogged).toBe(false);
    expect(useConsoleSessionStore.getState().token).toBe('adm-1');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fhistory%3Fpage%3D2', {
      replace: true,
    });
  });

  it('does not navigate when already on the console login', async () => {
    consoleLogin();
    setPath('/admin/login?redirect=%2Fadmin%2Faudit');
    stubFetch(() => json(401, { error_code: 'invalid_token', message: 'Invalid Token' }));
    await rejection(consoleApi.get('/console/me'));
    expect(useConsoleSessionStore.getState().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed console login and a refused permission keep the session', async () => {
    consoleLogin();
    stubFetch((url) =>
      url.endsWith('/login')
        ? json(401, { error_code: 'invalid_credentials', message: 'Credenciales inválidas' })
        : json(403, { error_code: 'permission_denied', message: 'Su rol no permite esta acción' }),
    );
    const failed = await rejection(consoleApi.post('/console/login', {}));
    expect(failed.error_code).toBe('invalid_credentials');
    const refused = await rejection(consoleApi.put('/console/companies/c1/overdraft', {}));
    expect(refused).toMatchObject({ status: 403, error_code: 'permission_denied' });
    expect(useConsoleSessionStore.getState().token).toBe('adm-456');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('not_approved on a console call does not end the corporate session', async () => {
    login('corp-1');
    consoleLogin();
    stubFetch(() => json(403, { error_code: 'not_approved', message: 'x' }));
    await rejection(consoleApi.get('/console/companies/c1'));
    expect(useSessionStore.getState().isLogged).toBe(true);
    expect(useConsoleSessionStore.getState().token).toBe('adm-456');
  });

  it('ends the console session once when several calls fail together', async () => {
    consoleLogin();
    setPath('/admin/leads');
    stubFetch(() => json(401, { error_code: 'invalid_token', message: 'Invalid Token' }));
    await Promise.all([
      rejection(consoleApi.get('/console/a')),
      rejection(consoleApi.get('/console/b')),
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
