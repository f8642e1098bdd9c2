import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, LANGUAGES, type ErrorCode } from '@trayecto/contracts';
import { snapshotTables } from './db-snapshot.ts';
import { auth, login, setupApp, type TestContext } from './helpers.ts';

// Issue 7, defect 4: input the database cannot store (NUL, a lone surrogate, a date PostgreSQL
// refuses, a cursor built from one) answered 500. Each must be a 400 with its catalogue code in
// the caller's language, before any SQL runs, and leave every table as it was.

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await setupApp();
  token = (await login(t.app, 'demo@trayecto.test')).token;
});
afterAll(() => t?.close());

const uuid = '00000000-0000-4000-8000-000000000000';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const place = { address: 'Plaza Venezuela', lat: 10.5, lng: -66.88 };
const elsewhere = { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8499 };
const user = { name: 'Ana', email: 'ana@x.test', phone: '4125551234', id_card: 'V12345678' };

type Case = [string, 'GET' | 'POST' | 'PATCH', string, unknown, ErrorCode];
const cases: Case[] = [
  [
    'a NUL in the public trip token',
    'GET',
    '/api/public/trip-info/a%00b',
    undefined,
    'invalid_text',
  ],
  ['a NUL in a payroll search', 'GET', '/api/corporate/users?q=a%00b', undefined, 'invalid_text'],
  [
    'a NUL in the top-bar search',
    'GET',
    '/api/corporate/search?q=a%00b',
    undefined,
    'invalid_text',
  ],
  [
    'a NUL in a trip filter',
    'GET',
    '/api/corporate/trips?passenger=a%00b',
    undefined,
    'invalid_text',
  ],
  ['a NUL in a geo search', 'GET', '/api/corporate/geo/search?q=a%00b', undefined, 'invalid_text'],
  ['a NUL in a path id', 'GET', '/api/corporate/users/a%00b', undefined, 'invalid_text'],
  [
    'year 0 in a trip filter',
    'GET',
    '/api/corporate/trips?from=0000-01-01T00:00:00Z',
    undefined,
    'date_out_of_range',
  ],
  [
    'year +275760 in a trip filter',
    'GET',
    '/api/corporate/trips?to=%2B275760-09-13T00:00:00Z',
    undefined,
    'date_out_of_range',
  ],
  [
    'year 9999 in a trip filter',
    'GET',
    '/api/corporate/trips?to=9999-12-31T23:59:59Z',
    undefined,
    'date_out_of_range',
  ],
  [
    'year 0 in a wallet filter',
    'GET',
    '/api/corporate/wallet/operations?from=0000-01-01T00:00:00Z',
    undefined,
    'date_out_of_range',
  ],
  [
    'year 0 in the dashboard range',
    'GET',
    '/api/admin/v2/corporate/dashboard?startDate=0000-01-01&endDate=2020-01-01',
    undefined,
    'date_out_of_range',
  ],
  [
    'a trip cursor at year 0',
    'GET',
    `/api/corporate/trips?cursor=${b64(['0000-01-01T00:00:00Z', uuid])}`,
    undefined,
    'invalid_cursor',
  ],
  [
    'a trip cursor at year 275760',
    'GET',
    `/api/corporate/trips?cursor=${b64(['+275760-09-13T00:00:00.000Z', uuid])}`,
    undefined,
    'invalid_cursor',
  ],
  [
    'a payroll cursor with a NUL name',
    'GET',
    `/api/corporate/users?cursor=${b64([NUL, uuid])}`,
    undefined,
    'invalid_cursor',
  ],
  [
    'a payroll cursor with a lone surrogate',
    'GET',
    `/api/corporate/users?cursor=${b64([LONE, uuid])}`,
    undefined,
    'invalid_cursor',
  ],
  [
    'a NUL in a new collaborator',
    'POST',
    '/api/corporate/users',
    { ...user, name: NUL },
    'invalid_text',
  ],
  [
    'a lone surrogate in a new collaborator',
    'POST',
    '/api/corporate/users',
    { ...user, name: LONE },
    'invalid_text',
  ],
  ['a NUL in the profile', 'PATCH', '/api/corporate/me', { name: NUL }, 'invalid_text'],
  [
    'a NUL in an address',
    'POST',
    '/api/corporate/trips/estimate',
    { origin: { ...place, address: NUL }, destination: elsewhere },
    'invalid_text',
  ],
  [
    'a NUL in a promo code',
    'POST',
    '/api/corporate/trips/estimate',
    { origin: place, destination: elsewhere, promo_code: NUL },
    'invalid_text',
  ],
  [
    'year 0 as a schedule',
    'POST',
    '/api/corporate/trips/estimate',
    { origin: place, destination: elsewhere, scheduled_at: '0000-01-01T00:00:00Z' },
    'date_out_of_range',
  ],
  [
    'a lone surrogate in a cancel comment',
    'POST',
    `/api/corporate/trips/${uuid}/cancel`,
    { reason_id: 'other', comment: LONE },
    'invalid_text',
  ],
  [
    'a NUL in a CSV import',
    'POST',
    '/api/corporate/users/import',
    { csv: `name,email,phone,id_card\n${NUL},z@z.test,4125551234,V11111111` },
    'invalid_text',
  ],
  [
    'a NUL in a login e-mail',
    'POST',
    '/api/corporate/login',
    { email: `a${NUL}@x.test`, password: 'x' },
    'invalid_text',
  ],
];

describe('input the database cannot store', () => {
  it.each(cases.map((c, i) => [...c, LANGUAGES[i % LANGUAGES.length]!] as const))(
    'answers 400 for %s',
    async (_name, method, url, payload, code, lang) => {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...auth(token), 'accept-language': lang },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error_code: code, message: errorMessage(code, lang) });
    },
  );

  it('refuses a NUL in the Idempotency-Key header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/corporate/users/${uuid}/balance`,
      headers: { ...auth(token), 'idempotency-key': NUL, 'accept-language': 'en' },
      payload: { amount: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('invalid_text');
  });

  it('stores nothing for any of them', async () => {
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    for (const [, method, url, payload] of cases) {
      await t.app.inject({
        method,
        url,
        headers: auth(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    }
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });
});
