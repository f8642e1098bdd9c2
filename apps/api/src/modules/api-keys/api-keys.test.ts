import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiKeys, auditLog } from '@trayecto/db';
import {
  API_KEY_PREFIX,
  API_KEY_RATE_LIMIT,
  API_KEY_SCOPES,
  API_KEYS_MAX,
  errorMessage,
  type ApiKeyScope,
} from '@trayecto/contracts';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import { auth, corporateIdByEmail, freshIp, login, loginAdmin } from '../../../test/helpers.ts';
import { operationsOf } from '../../../test/malformed-inputs.ts';
import { buildApp } from '../../app.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  altamira,
  plazaBolivar,
  settle,
  setupTrips,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';

// A company's API keys: created by the owner or an admin with scopes, the secret shown once and
// stored hashed; a key acts as the company on the routes its scopes reach and nowhere else
// (swept over the OpenAPI document), is named in the activity log, is rate limited, and stops
// at once when revoked. Every refusal writes nothing.

type Doc = Parameters<typeof operationsOf>[0];

let t: TripsContext;
let owner: string;
let doc: Doc;
beforeAll(async () => {
  t = await setupTrips();
  owner = (await login(t.app, 'demo@trayecto.test')).token;
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
});
afterAll(() => t?.close());

const call = (
  method: string,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
  lang = 'es',
) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, 'accept-language': lang },
    remoteAddress: freshIp(),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

async function createKey(scopes: readonly ApiKeyScope[], name = 'Tienda en línea') {
  const res = await call('POST', '/api/corporate/api-keys', auth(owner), { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: { _id: string; shown: string }; secret: string }>();
}
const revoke = (id: string) =>
  call('POST', `/api/corporate/api-keys/${id}/revoke`, auth(owner), undefined);

/** Revokes every live key of the demo company, so each test starts under the limit. */
async function revokeAll() {
  const list = await call('GET', '/api/corporate/api-keys', auth(owner));
  for (const k of list.json<{ keys: { _id: string; status: string }[] }>().keys) {
    if (k.status === 'active') expect((await revoke(k._id)).statusCode).toBe(200);
  }
}

describe('company API keys', () => {
  it('shows the secret once, stores only its hash, lists the key without it', async () => {
    const created = await createKey(['orders:read']);
    expect(created.secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(created.secret.length).toBeGreaterThan(40);
    const [row] = await t.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.key._id));
    expect(row!.tokenHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const list = await call('GET', '/api/corporate/api-keys', auth(owner));
    expect(list.body).not.toContain(created.secret);
    expect(list.json().keys[0]).toMatchObject({
      _id: created.key._id,
      name: 'Tienda en línea',
      scopes: ['orders:read'],
      status: 'active',
      shown: created.secret.slice(0, created.key.shown.length),
      last_used_at: null,
    });
    // its first use is recorded with the address it came from
    const used = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/trips',
      headers: bearer(created.secret),
      remoteAddress: '203.0.113.7',
    });
    expect(used.statusCode, used.body).toBe(200);
    const after = await call('GET', '/api/corporate/api-keys', auth(owner));
    expect(after.json().keys[0]).toMatchObject({ last_used_ip: '203.0.113.7' });
    expect(after.json().keys[0].last_used_at).not.toBeNull();
    await revokeAll();
  });

  it('refuses bad input, assist mode, roles other than admin and the 21st key, writing nothing', async () => {
    await revokeAll();
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const bad: [unknown, string][] = [
      [{ name: 'x', scopes: [] }, 'api_key_scopes_required'],
      [{ name: 'x' }, 'api_key_scopes_required'],
      [{ name: 'x', scopes: ['team:write'] }, 'validation_error'],
      [{ name: 'x', scopes: ['orders:read', 'orders:read'] }, 'validation_error'],
      [{ name: '  ', scopes: ['orders:read'] }, 'field_required'],
      [{ name: 'x'.repeat(81), scopes: ['orders:read'] }, 'too_long'],
    ];
    for (const [body, code] of bad) {
      const res = await call('POST', '/api/corporate/api-keys', auth(owner), body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(code);
    }
    const support = await loginAdmin(t.app, 'support');
    const demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const assist = await call('POST', '/api/console/assist', auth(support), {
      corporate_id: demoId,
    });
    expect(assist.statusCode, assist.body).toBe(200);
    const assisted = await call(
      'POST',
      '/api/corporate/api-keys',
      auth(assist.json().token),
      { name: 'Desde soporte', scopes: ['orders:read'] },
      'en',
    );
    expect(assisted.statusCode).toBe(403);
    expect(assisted.json()).toEqual({
      error_code: 'assist_no_credentials',
      message: errorMessage('assist_no_credentials', 'en'),
    });
    // assist_started is the only row the assist session wrote
    const afterAssist = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    expect({ ...afterAssist, sessions: null, audit_log: null }).toEqual({
      ...before,
      sessions: null,
      audit_log: null,
    });
  });

  it(`allows ${API_KEYS_MAX} live keys per company: the next is 422 until one is revoked`, async () => {
    await revokeAll();
    const ids: string[] = [];
    for (let i = 0; i < API_KEYS_MAX; i++)
      ids.push((await createKey(['orders:read'], `K${i}`)).key._id);
    const before = await snapshotTables(t.handle.db);
    const over = await call(
      'POST',
      '/api/corporate/api-keys',
      auth(owner),
      { name: 'Una más', scopes: ['orders:read'] },
      'fr',
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      error_code: 'api_keys_limit_reached',
      message: errorMessage('api_keys_limit_reached', 'fr', { max: API_KEYS_MAX }),
    });
    expect(await snapshotTables(t.handle.db)).toEqual(before);
    expect((await revoke(ids[0]!)).statusCode).toBe(200);
    expect((await revoke(ids[0]!)).json().error_code).toBe('api_key_already_revoked');
    // an id of no key, of another shape, or another company's: 404, nothing written
    expect((await revoke('not-a-key')).statusCode).toBe(404);
    expect((await revoke('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const other = (await login(t.app, 'otra@trayecto.test')).token;
    const foreign = await call('POST', `/api/corporate/api-keys/${ids[1]}/revoke`, auth(other));
    expect(foreign.statusCode).toBe(404);
    await createKey(['orders:read'], 'Ahora sí');
    await revokeAll();
  });

  it('acts as the company: books a trip and reads it; the activity log names the key', async () => {
    const { secret, key } = await createKey(['orders:read', 'trips:write'], 'Recepción del hotel');
    // the simulated provider answers on the test's clock: step it until the booking returns
    const booked = await settle(
      t,
      call(
        'POST',
        '/api/corporate/trips',
        { ...bearer(secret), 'idempotency-key': `key-trip-${key._id}` },
        {
          passenger: { type: 'guest', name: 'Huésped Doscientos', phone: '4141234567' },
          origin: plazaBolivar,
          destination: altamira,
          service_type_id: 'economy',
        },
      ),
    );
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const tripId = booked.json().data._id as string;
    const read = await call('GET', `/api/corporate/trips/${tripId}`, bearer(secret));
    expect(read.statusCode, read.body).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.apiKeyId, key._id)));
    expect(row).toMatchObject({ actorType: 'corporate', apiKeyId: key._id });
    const activity = await call('GET', '/api/corporate/activity?limit=100', auth(owner));
    const entry = activity
      .json<{ entries: { api_key: { name: string } | null; entity_id: string | null }[] }>()
      .entries.find((e) => e.api_key !== null);
    expect(entry?.api_key).toEqual({ name: 'Recepción del hotel' });
    const csv = await call('GET', '/api/corporate/activity?format=csv', auth(owner));
    expect(csv.body).toContain('Clave API ‹Recepción del hotel›');
    await revoke(key._id);
  });

  it('stops at once when revoked: 401 api_key_invalid in the caller’s language, as an unknown key', async () => {
    const { secret, key } = await createKey(['orders:read']);
    expect((await call('GET', '/api/corporate/trips', bearer(secret))).statusCode).toBe(200);
    // the answer above filled this instance's cache; the revocation's notification empties it
    expect((await revoke(key._id)).statusCode).toBe(200);
    for (const [token, lang] of [
      [secret, 'ar'],
      [`${API_KEY_PREFIX}${'x'.repeat(43)}`, 'en'],
    ] as const) {
      const res = await call('GET', '/api/corporate/trips', bearer(token), undefined, lang);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error_code: 'api_key_invalid',
        message: errorMessage('api_key_invalid', lang),
      });
    }
    // the access-token header works as Authorization does
    const direct = await call('GET', '/api/corporate/trips', { 'access-token': secret });
    expect(direct.json().error_code).toBe('api_key_invalid');
  });

  it(`answers 429 with Retry-After past ${API_KEY_RATE_LIMIT.max} requests a window, per key`, async () => {
    const busy = await createKey(['orders:read'], 'Ocupada');
    const calm = await createKey(['orders:read'], 'Tranquila');
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i <= API_KEY_RATE_LIMIT.max && !limited; i++) {
      const res = await call('GET', '/api/corporate/geo/cities', bearer(busy.secret));
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBe(200);
    }
    expect(limited?.json().error_code).toBe('rate_limited');
    const retryAfter = Number(limited?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(API_KEY_RATE_LIMIT.windowMs / 1000);
    const other = await call('GET', '/api/corporate/geo/cities', bearer(calm.secret));
    expect(other.statusCode).toBe(200);
    await revokeAll();
  });
});

// Two instances on one database and one Redis: a key's requests count once for the cluster, so
// spreading them over instances does not multiply its limit. (Without Redis each instance counts
// alone: the single-instance test above.)
if (process.env.REDIS_URL)
  describe('rate limit per key, two instances sharing Redis', () => {
    it(`refuses the request after ${API_KEY_RATE_LIMIT.max} of the cluster's, wherever they went`, async () => {
      const other = await buildApp({ db: t.handle, config: t.config, clock: t.clock });
      try {
        await other.ready();
        const key = await createKey(['orders:read'], 'Repartida');
        const get = (app: typeof other) =>
          app.inject({
            method: 'GET',
            url: '/api/corporate/geo/cities',
            headers: bearer(key.secret),
          });
        // the window the clock stands in must hold all of them
        const windowMs = API_KEY_RATE_LIMIT.windowMs;
        const into = windowMs - (t.clock.now().getTime() % windowMs);
        if (into < 30_000) await t.clock.advance(into + 1);
        for (let i = 0; i < API_KEY_RATE_LIMIT.max; i++) {
          const res = await get(i % 2 ? other : t.app);
          expect(res.statusCode, res.body).toBe(200);
        }
        const past = await get(other);
        expect(past.statusCode, past.body).toBe(429);
        expect(past.json().error_code).toBe('rate_limited');
        expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await other.close();
        await revokeAll();
      }
    });
  });

const ZERO = '00000000-0000-4000-8000-000000000000';
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, ZERO);
const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

describe('every route, for a key', () => {
  it('each corporate route: 403 naming its scope without it, authorized with it; closed routes and the console refuse every key; nothing written', async () => {
    await revokeAll();
    const all = await createKey(API_KEY_SCOPES, 'Todas');
    const without = new Map<ApiKeyScope, string>();
    for (const scope of API_KEY_SCOPES) {
      without.set(
        scope,
        (
          await createKey(
            API_KEY_SCOPES.filter((s) => s !== scope),
            `Sin ${scope.replace(':', ' ')}`,
          )
        ).secret,
      );
    }
    const ops = operationsOf(doc);
    const corporate = ops.filter(
      (op) =>
        (op.path.startsWith('/api/corporate/') || op.path.startsWith('/api/admin/')) &&
        t.app.apiKeyScopes.has(routeKey(op.method, op.path)),
    );
    // the console's own routes, its public ones (login) aside: they look at no token
    const console = ops.filter(
      (op) =>
        op.path.startsWith('/api/console/') &&
        t.app.consolePermissions.get(routeKey(op.method, op.path)) !== 'public',
    );
    expect(corporate.length).toBeGreaterThan(60);
    expect(console.length).toBeGreaterThan(10);
    const send = (op: { method: string; path: string }, key: string) =>
      call(
        op.method,
        urlOf(op.path),
        { ...bearer(key), 'idempotency-key': `sweep-${op.method}-${op.path}-${key.slice(-6)}` },
        op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
        'en',
      );
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['api_keys'] });
    const wrong: string[] = [];
    const scoped = { open: 0, closed: 0 };
    for (const op of corporate) {
      const scope = t.app.apiKeyScopes.get(routeKey(op.method, op.path));
      const withAll = await send(op, all.secret);
      const code = withAll.json<{ error_code?: string }>().error_code;
      if (!scope) {
        scoped.closed++;
        if (withAll.statusCode !== 403 || code !== 'api_key_route_closed') {
          wrong.push(`${op.method} ${op.path} (closed): ${withAll.statusCode} ${code}`);
        }
        continue;
      }
      scoped.open++;
      // authorized: whatever the handler says of an empty body or an unknown id, not the auth hook
      if (withAll.statusCode === 401 || withAll.statusCode === 403 || withAll.statusCode >= 500) {
        wrong.push(`${op.method} ${op.path} (${scope}): ${withAll.statusCode} ${code}`);
      }
      const missing = await send(op, without.get(scope)!);
      const body = missing.json<{ error_code?: string; message?: string }>();
      if (
        missing.statusCode !== 403 ||
        body.error_code !== 'api_key_scope_missing' ||
        !body.message?.includes(scope)
      ) {
        wrong.push(
          `${op.method} ${op.path} without ${scope}: ${missing.statusCode} ${body.error_code}`,
        );
      }
    }
    for (const op of console) {
      const res = await send(op, all.secret);
      if (res.statusCode !== 401 && res.statusCode !== 403) {
        wrong.push(`${op.method} ${op.path} (console): ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // the OpenAPI document says the same, operation by operation
    const paths = (
      doc as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> }
    ).paths;
    for (const op of corporate) {
      expect(paths[op.path]![op.method.toLowerCase()]!['x-api-key-scope'], op.path).toBe(
        t.app.apiKeyScopes.get(routeKey(op.method, op.path)) ?? undefined,
      );
    }
    expect(scoped.open).toBeGreaterThan(20);
    expect(scoped.closed).toBeGreaterThan(20);
    // the key's own last use is all that changed
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['api_keys'] })).toEqual(before);
    await revokeAll();
  }, 120_000);
});
