import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, isErrorCode, LANGUAGES, type Language } from '@trayecto/contracts';
import { snapshotTables } from './db-snapshot.ts';
import { auth, freshIp, login, loginAdmin, setupApp, type TestContext } from './helpers.ts';
import { operationsOf, probesFor, type Probe } from './malformed-inputs.ts';

// Issue 7, "a fault suite in CI": every operation of the OpenAPI document, every input it
// declares, broken one at a time (malformed-inputs.ts), with the demo corporate's session.
// Nothing may answer 5xx or 2xx; every answer is { error_code, message } from the catalogue in
// the caller's language; and no table changes (sessions only see their last use move).

let t: TestContext;
let token: string;
/** the owner admin's console session, for the provider console's routes (/api/console) */
let adminToken: string;
const CONSOLE = /^\/api\/console\//;
/** the master's session, for the routes only a master may use (its corporate panels) */
let masterToken: string;
const MASTER_ONLY = /^\/api\/corporate\/panels(?:[/?]|$)/;
let foreignIds: string[];
beforeAll(async () => {
  t = await setupApp();
  token = (await login(t.app, 'demo@trayecto.test')).token;
  masterToken = (await login(t.app, 'master@trayecto.test')).token;
  adminToken = await loginAdmin(t.app);
  foreignIds = await idsOf((await login(t.app, 'otra@trayecto.test')).token);
});
afterAll(() => t?.close());

/** A few ids of the second seeded company: collaborators, trips and their drivers. */
async function idsOf(otherToken: string): Promise<string[]> {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: auth(otherToken) })).json();
  const users = (await get('/api/corporate/users?limit=3')).data.users as { _id: string }[];
  const trips = (await get('/api/corporate/trips?scope=history&limit=3')).data.trips as {
    _id: string;
    driver: { _id: string } | null;
  }[];
  const ids = [
    ...users.map((u) => u._id),
    ...trips.map((tr) => tr._id),
    ...trips.flatMap((tr) => (tr.driver ? [tr.driver._id] : [])),
  ];
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

type Failure = { probe: string; status: number; body: string };

function check(probe: Probe, lang: Language, status: number, body: string): Failure | null {
  const fail = { probe: probe.label, status, body: body.slice(0, 300) };
  if (status >= 500 || (probe.mustRefuse && status < 400)) return fail;
  if (status < 400) return null;
  let json: { error_code?: unknown; message?: unknown };
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    return fail;
  }
  if (!isErrorCode(json.error_code) || typeof json.message !== 'string' || !json.message)
    return fail;
  // A probe refused for another input than the one it broke proves nothing about that input.
  const fields = Object.keys((json as { fields?: object }).fields ?? {});
  const named = (f: string) => f === probe.field || f.startsWith(`${probe.field}.`);
  if (probe.mustRefuse && probe.field && fields.length > 0 && !fields.some(named)) return fail;
  // The session is good all along: a token error means the probe never reached validation.
  if (json.error_code === 'invalid_token' || json.error_code === 'token_required') return fail;
  // Messages without placeholders must be the catalogue's, in the caller's language.
  const template: string = ERROR_MESSAGES[json.error_code][lang];
  if (!template.includes('{{') && json.message !== template) return fail;
  if (json.message.includes('{{')) return fail;
  return null;
}

describe('malformed-input sweep over the OpenAPI document', () => {
  it('refuses every broken input with a catalogue 4xx and stores nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(20);
    let n = 0;
    const key = () => `sweep-${++n}`;
    const probes = operations.flatMap((op) => probesFor(op, { foreignIds, key }));

    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const failures: Failure[] = [];
    for (const [i, probe] of probes.entries()) {
      const lang = LANGUAGES[i % LANGUAGES.length]!;
      const res = await t.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: {
          ...auth(
            CONSOLE.test(probe.url)
              ? adminToken
              : MASTER_ONLY.test(probe.url)
                ? masterToken
                : token,
          ),
          ...probe.headers,
          'accept-language': lang,
        },
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        // One address each: the per-address limits of the public routes are not under test here.
        remoteAddress: freshIp(),
      });
      const failure = check(probe, lang, res.statusCode, res.body);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
    // The session the sweep used is still good: no probe logged it out.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/me',
      headers: auth(token),
    });
    expect(me.statusCode).toBe(200);
    expect(probes.length).toBeGreaterThan(500);
  });
});
