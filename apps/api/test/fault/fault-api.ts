// HTTP against a real server, as a client would call it. A request that never gets an answer
// (the server was killed, the socket reset) is status 0 with the error, never a throw: load
// generators record it and go on.

import { haversineKm } from '@trayecto/contracts';

export type Reply = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many routes
  body: any;
  error?: string;
  ms: number;
};

export type Api = {
  baseUrl: string;
  call(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; key?: string; timeoutMs?: number },
  ): Promise<Reply>;
};

export function apiClient(baseUrl: string, token?: string): Api {
  return {
    baseUrl,
    async call(method, path, { body, key, timeoutMs = 20_000 } = {}) {
      const started = performance.now();
      const headers: Record<string, string> = { 'accept-language': 'en' };
      if (token) headers['access-token'] = token;
      if (key) headers['idempotency-key'] = key;
      if (body !== undefined) headers['content-type'] = 'application/json';
      try {
        const res = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        return { status: res.status, body: parsed, ms: performance.now() - started };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        const message = error instanceof Error ? error.message : String(error);
        return { status: 0, body: null, error: cause ?? message, ms: performance.now() - started };
      }
    },
  };
}

/** The demo corporate's token. Login is rate-limited per address: log in once, reuse it. */
export async function loginDemo(baseUrl: string): Promise<string> {
  const res = await apiClient(baseUrl).call('POST', '/api/corporate/login', {
    body: { email: 'demo@trayecto.test', password: 'Demo1234!' },
  });
  if (res.status !== 200) throw new Error(`demo login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export type PayrollUser = { _id: string; name: string; is_active: boolean; balance: number };

export async function activeUsers(api: Api): Promise<PayrollUser[]> {
  const res = await api.call('GET', '/api/corporate/users?limit=100');
  if (res.status !== 200) throw new Error(`users: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data.users as PayrollUser[]).filter((u) => u.is_active);
}

export type Place = { address: string; lat: number; lng: number };
export type Route = { origin: Place; destination: Place };

const distanceKm = haversineKm;

/**
 * Real places of Caracas (the demo corporate's city) from the server's own gazetteer search,
 * paired 1.5–7 km apart: short rides, so a fast fleet finishes them in seconds.
 */
export async function caracasRoutes(api: Api): Promise<Route[]> {
  const places = new Map<string, Place>();
  for (const q of ['plaza', 'centro comercial', 'universidad', 'hospital']) {
    const res = await api.call(
      'GET',
      `/api/corporate/geo/search?city=caracas&limit=10&q=${encodeURIComponent(q)}`,
    );
    if (res.status !== 200)
      throw new Error(`geo search: ${res.status} ${JSON.stringify(res.body)}`);
    for (const r of res.body.results as (Place & { city_id: string | null })[]) {
      if (r.city_id === 'caracas')
        places.set(r.address, { address: r.address, lat: r.lat, lng: r.lng });
    }
  }
  const list = [...places.values()];
  const routes = list.flatMap((origin) =>
    list
      .filter((d) => d !== origin && distanceKm(origin, d) > 1.5 && distanceKm(origin, d) < 7)
      .map((destination) => ({ origin, destination })),
  );
  if (routes.length < 5) throw new Error(`only ${routes.length} Caracas routes in the gazetteer`);
  return routes;
}

const lettersOf = (text: string) =>
  text.replace(/[^A-Za-z]/g, (c) => 'ABCDEFGHIJ'[Number(c)] ?? 'X');

/** POST /trips body for a guest ride; the key rides in the comment so SQL can find its trips. */
export function guestTrip(route: Route, key: string) {
  return {
    // a person's name is letters only: the key's tail with its digits as letters
    passenger: { type: 'guest', name: `Fault ${lettersOf(key.slice(-8))}`, phone: '4141234567' },
    origin: route.origin,
    destination: route.destination,
    service_type_id: 'economy',
    comment: key,
  };
}

/**
 * Calls until `ok(answer)` or `timeoutMs` has passed; the error names the last answer, its
 * status, body and how long it took.
 */
export async function pollReply(
  what: string,
  call: () => Promise<Reply>,
  ok: (reply: Reply) => boolean,
  timeoutMs: number,
): Promise<Reply> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call();
    if (ok(reply)) return reply;
    if (Date.now() > deadline) {
      const body = JSON.stringify(reply.body)?.slice(0, 300);
      throw new Error(
        `${what}: not within ${timeoutMs / 1000} s; last answer ${reply.status} ${body ?? reply.error} in ${Math.round(reply.ms)} ms`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
