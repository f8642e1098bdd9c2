import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedDateString } from '@trayecto/contracts';
import { snapshotTables } from './db-snapshot.ts';
import { auth, corporateIdByEmail, login, loginAdmin } from './helpers.ts';
import { operationsOf } from './malformed-inputs.ts';
import { parcelBody, uploadParcelImage } from '../src/modules/parcels/parcels-test-helpers.ts';
import { fund } from '../src/modules/panels/panels-test-helpers.ts';
import { askPriced, quoteBody, quotesApi } from '../src/modules/quotes/quotes-test-helpers.ts';
import {
  altamira,
  collaborator,
  newKey,
  plazaBolivar,
  settle,
  setupTrips,
  type Faults,
  type TripsContext,
} from '../src/modules/trips/trips-test-helpers.ts';

// Every route that declares the Idempotency-Key header (read from the OpenAPI document, so a new
// one is held to it as soon as it exists) answers a replay of a key with its first answer in
// full, status and body, and writes nothing the second time. Each needs one valid request,
// below; a route without one fails the first test.

type Request = { url: string; token: string; body?: unknown };

let t: TripsContext & { faults: Faults };
let demo: string;
let master: string;
let requests: Record<string, () => Promise<Request>>;
let ops: { method: string; path: string }[];

beforeAll(async () => {
  t = await setupTrips();
  demo = (await login(t.app, 'demo@trayecto.test')).token;
  master = (await login(t.app, 'master@trayecto.test')).token;
  const demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  ops = operationsOf(doc).filter((op) =>
    op.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
  );
  const today = zonedDateString(t.clock.now(), 'America/Caracas');
  const inHours = (h: number) => {
    const when = new Date(t.clock.now().getTime() + h * 3_600_000);
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Caracas',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(when);
    return `${zonedDateString(when, 'America/Caracas')} ${hhmm}`;
  };
  let ref = 900_000;
  requests = {
    'POST /api/corporate/trips': async () => ({
      url: '/api/corporate/trips',
      token: demo,
      body: {
        passenger: { type: 'guest', name: 'Invitada Repetida', phone: '4141234567' },
        origin: plazaBolivar,
        destination: altamira,
        service_type_id: 'economy',
      },
    }),
    'POST /api/corporate/parcels': async () => ({
      url: '/api/corporate/parcels',
      token: demo,
      body: parcelBody(await uploadParcelImage(t, demo)),
    }),
    'POST /api/corporate/quotes': async () => ({
      url: '/api/corporate/quotes',
      token: demo,
      body: quoteBody(t),
    }),
    'POST /api/corporate/quotes/{id}/approve': async () => {
      const quote = await askPriced(t, quotesApi(t, demo));
      return { url: `/api/corporate/quotes/${quote._id}/approve`, token: demo };
    },
    'POST /api/corporate/users/{id}/balance': async () => {
      const user = await collaborator(t, demoId, { active: true });
      return {
        url: `/api/corporate/users/${user.id}/balance`,
        token: demo,
        body: { amount: 1.25, direction: 'give' },
      };
    },
    'POST /api/corporate/panels/{id}/transfer': async () => {
      await fund(t, await corporateIdByEmail(t.handle, 'master@trayecto.test'), 10_000);
      return {
        url: `/api/corporate/panels/${demoId}/transfer`,
        token: master,
        body: { amount: 2.5, direction: 'to_panel' },
      };
    },
    'POST /api/corporate/topups': async () => ({
      url: '/api/corporate/topups',
      token: demo,
      body: {
        method: 'pago_movil',
        bank_code: '0105',
        payer_phone: '4141234567',
        payer_id: 'V12345678',
        reference: String(++ref),
        payment_date: today,
        amount: 25.99,
        currency: 'USD',
      },
    }),
    'POST /api/corporate/credits': async () => ({
      url: '/api/corporate/credits',
      token: demo,
      body: { amount: 20, note: 'Viajes de fin de mes' },
    }),
    'POST /api/console/companies/{id}/credits': async () => ({
      url: `/api/console/companies/${demoId}/credits`,
      token: await loginAdmin(t.app, 'finance'),
      body: {
        amount: 12.5,
        expires_on: zonedDateString(
          new Date(t.clock.now().getTime() + 10 * 86_400_000),
          'America/Caracas',
        ),
      },
    }),
    'POST /api/corporate/trips/batch': async () => ({
      url: '/api/corporate/trips/batch',
      token: demo,
      body: {
        file_name: 'viajes.csv',
        content_base64: Buffer.from(
          [
            'passenger,phone,origin,destination,time,service_type,reason,cost_center',
            `Invitado Lote,4141000001,Plaza Altamira,Plaza Bolívar,${inHours(3)},economy,Visita,VEN-01`,
          ].join('\n'),
        ).toString('base64'),
      },
    }),
  };
}, 180_000);
afterAll(() => t?.close());

describe('a replayed Idempotency-Key, on every route that declares it', () => {
  it('has a valid request here for each of them', () => {
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) expect(Object.keys(requests)).toContain(`${op.method} ${op.path}`);
  });

  it('answers the first answer in full, status and body, and writes nothing twice', async () => {
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      const request = await requests[name]!();
      const key = newKey();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: request.url,
          headers: { ...auth(request.token), 'accept-language': 'es', 'idempotency-key': key },
          ...(request.body === undefined ? {} : { payload: request.body as object }),
        });
      const first = await settle(t, send());
      expect(first.statusCode, `${name}: ${first.body}`).toBeLessThan(300);
      await t.app.trips.idle();
      const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
      // a replay is answered from what was stored: no provider, no clock to move
      const again = await send();
      expect(`${name} ${again.statusCode}`).toBe(`${name} ${first.statusCode}`);
      expect(again.json(), name).toEqual(first.json());
      expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] }), name).toEqual(
        before,
      );
    }
  }, 300_000);
});
