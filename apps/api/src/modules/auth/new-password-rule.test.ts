import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { corporateMembers, emailOutbox, passwordResets } from '@trayecto/db';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  auth,
  corporateIdByEmail,
  freshIp,
  login,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';

// Every place a password is chosen refuses a common or guessable one with password_common, in
// the caller's language, and changes nothing; the routes are found in the API's own document, so
// a new one that takes a new password is held to the rule (or this test fails until it is).

let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await setupApp();
  owner = (await login(t.app, 'demo@trayecto.test')).token;
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });

/** A reset link of demo@'s own login, made here (its token is not mailed to this test). */
async function resetToken() {
  const token = newToken();
  const now = t.clock.now();
  await t.handle.db.insert(passwordResets).values({
    corporateId: await corporateIdByEmail(t.handle, 'demo@trayecto.test'),
    memberId: null,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return token;
}

async function inviteToken(email: string) {
  const res = await post(
    '/api/corporate/team/members',
    { name: 'Persona de prueba', email, role: 'viewer' },
    auth(owner),
  );
  expect(res.statusCode).toBe(201);
  const [mail] = await t.handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return decodeURIComponent(/\/invite\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!);
}

type Place = {
  route: string;
  send: (
    password: string,
    lang: string,
  ) => Promise<{ statusCode: number; json: () => { error_code?: string; message?: string } }>;
  /** nothing was written by a refused request */
  unchanged: () => Promise<void>;
};

let reset = '';
let invite = '';
// the change first: the reset after it ends the owner's sessions
const places: Place[] = [
  {
    route: 'POST /api/corporate/me/password',
    send: (password, lang) =>
      post(
        '/api/corporate/me/password',
        { current_password: 'Demo1234!', password, confirm_password: password },
        { ...auth(owner), 'accept-language': lang },
      ),
    unchanged: async () => {
      expect(
        (await post('/api/corporate/login', { email: 'demo@trayecto.test', password: 'Demo1234!' }))
          .statusCode,
      ).toBe(200);
    },
  },
  {
    route: 'POST /api/corporate/password/reset',
    send: (password, lang) =>
      post(
        '/api/corporate/password/reset',
        { token: reset, password, confirm_password: password },
        { 'accept-language': lang },
      ),
    unchanged: async () => {
      const [row] = await t.handle.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, hashToken(reset)));
      expect(row?.usedAt).toBeNull();
      expect(
        (await post('/api/corporate/login', { email: 'demo@trayecto.test', password: 'Demo1234!' }))
          .statusCode,
      ).toBe(200);
    },
  },
  {
    route: 'POST /api/public/invites/{token}/accept',
    send: (password, lang) =>
      post(
        `/api/public/invites/${invite}/accept`,
        { password, confirm_password: password },
        { 'accept-language': lang },
      ),
    unchanged: async () => {
      const rows = await t.handle.db
        .select()
        .from(corporateMembers)
        .where(
          and(
            eq(corporateMembers.email, 'nueva.clave@avila.test'),
            isNull(corporateMembers.passwordHash),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('invited');
    },
  },
];

describe('a new password', () => {
  beforeAll(async () => {
    reset = await resetToken();
    invite = await inviteToken('nueva.clave@avila.test');
  });

  it('is refused wherever it is chosen when common or guessable, in the caller language', async () => {
    const refused = ['12345678', 'password', 'PASSWORD', 'qwertyuiop', 'aaaaaaaaaa', 'Password1'];
    for (const place of places) {
      for (const password of refused) {
        const res = await place.send(password, 'es');
        expect({ route: place.route, password, status: res.statusCode, body: res.json() }).toEqual({
          route: place.route,
          password,
          status: 400,
          body: {
            error_code: 'password_common',
            message: 'Esa contraseña es demasiado común o fácil de adivinar: elija otra',
            fields: {
              password: 'Esa contraseña es demasiado común o fácil de adivinar: elija otra',
            },
          },
        });
      }
      const en = await place.send('12345678', 'en');
      expect(en.json().message).toBe(
        'That password is too common or too easy to guess: choose another',
      );
      // a short one is told it is short, not common
      expect((await place.send('1234', 'es')).json().error_code).toBe('password_too_short');
      await place.unchanged();
    }
  });

  it('is taken when it is long and not guessable (no composition rules)', async () => {
    for (const place of places) {
      const res = await place.send('caballo bateria grapa', 'es');
      expect({ route: place.route, status: res.statusCode }).toEqual({
        route: place.route,
        status: 200,
      });
    }
  });

  it('is checked on every route that takes one (found in the API document)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
            };
          }
        >
      >;
    }>();
    const taking: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const body = op?.requestBody?.content?.['application/json']?.schema;
        // confirm_password marks a new password (a login's has only `password`)
        if (body?.properties?.confirm_password) taking.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(taking.sort()).toEqual(places.map((p) => p.route).sort());
  });
});
