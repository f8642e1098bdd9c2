import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CITY_IDS,
  FARE_ADJUST_MAX_RATIO,
  FARE_ADJUST_MIN_RATIO,
  SERVICE_TYPE_IDS,
  consoleFaresResponseSchema,
  errorMessage,
  toCents,
  type ConsoleFare,
} from '@trayecto/contracts';
import { auditLog, fareOverrides } from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import { auth, loginAdmin } from '../../../test/helpers.ts';
import { FARE_BOOK_REFRESH_MS } from '../../providers/fares/fare-book.ts';
import { FARE_TABLE, tariffFor } from '../../providers/fares/fare-table.ts';
import { SEED_ADMINS } from '../../seed/seed-data.ts';
import {
  altamira,
  loginDemo,
  plazaBolivar,
  setupTrips,
  tripsApi,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';
import { consoleApi } from './console-test-helpers.ts';

// The fares of each city and service type in the provider's console (/api/console/fares): the
// default table and what is charged now, set within bounds by money:fares, put back on the
// default, each write audited; a company's estimate follows at once on this instance, and other
// instances' writes within FARE_BOOK_REFRESH_MS. On a manual clock: the simulator's quote
// latency and the fare book's refresh run on it.

let t: TripsContext;
let owner: ReturnType<typeof consoleApi>;
let ownerToken: string;
let finance: ReturnType<typeof consoleApi>;
let support: ReturnType<typeof consoleApi>;
let demo: ReturnType<typeof tripsApi>;

beforeAll(async () => {
  t = await setupTrips();
  ownerToken = await loginAdmin(t.app, 'owner');
  owner = consoleApi(t.app, ownerToken);
  finance = consoleApi(t.app, await loginAdmin(t.app, 'finance'));
  support = consoleApi(t.app, await loginAdmin(t.app, 'support'));
  demo = tripsApi(t, (await loginDemo(t)).token);
}, 120_000);
afterAll(() => t?.close());

const caracasEconomy = FARE_TABLE.caracas.economy;
const defaults = {
  base: caracasEconomy.baseCents / 100,
  per_km: caracasEconomy.perKmCents / 100,
  per_min: caracasEconomy.perMinCents / 100,
  minimum: caracasEconomy.minimumCents / 100,
};

const snapshot = () => snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
const nothingWritten = async (work: () => Promise<unknown>) => {
  const before = await snapshot();
  await work();
  expect(await snapshot()).toEqual(before);
};
const fareOf = async (city: string, type: string): Promise<ConsoleFare> => {
  const res = await owner.get('/fares');
  expect(res.statusCode).toBe(200);
  const body = consoleFaresResponseSchema.parse(res.json());
  return body.cities
    .find((c) => c.city_id === city)!
    .fares.find((f) => f.service_type_id === type)!;
};
const estimate = async () => {
  const res = await demo.post('/api/corporate/trips/estimate', {
    origin: plazaBolivar,
    destination: altamira,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{
    data: { city_id: string; fares: { service_type_id: string; fare: number }[] };
  }>().data;
  expect(body.city_id).toBe('caracas');
  return Object.fromEntries(body.fares.map((f) => [f.service_type_id, toCents(f.fare)]));
};
const auditRows = (action: string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, 'caracas/economy')));

describe('GET /api/console/fares', () => {
  it('lists every city with every service type: the default, what is charged, the bounds', async () => {
    for (const who of [owner, finance, support]) {
      const res = await who.get('/fares');
      expect(res.statusCode).toBe(200);
      const body = consoleFaresResponseSchema.parse(res.json());
      expect(body.cities.map((c) => c.city_id)).toEqual([...CITY_IDS]);
      for (const city of body.cities) {
        expect(city.fares.map((f) => f.service_type_id)).toEqual([...SERVICE_TYPE_IDS]);
        for (const fare of city.fares) {
          const table = FARE_TABLE[city.city_id][fare.service_type_id];
          expect(fare.default).toEqual({
            base: table.baseCents / 100,
            per_km: table.perKmCents / 100,
            per_min: table.perMinCents / 100,
            minimum: table.minimumCents / 100,
          });
          expect(fare.current).toEqual(fare.default);
          expect(fare).toMatchObject({ overridden: false, updated_at: null, updated_by: null });
          expect(toCents(fare.bounds.base.min)).toBeGreaterThanOrEqual(
            table.baseCents * FARE_ADJUST_MIN_RATIO,
          );
          expect(toCents(fare.bounds.base.max)).toBeLessThanOrEqual(
            table.baseCents * FARE_ADJUST_MAX_RATIO,
          );
        }
      }
    }
    const economy = await fareOf('caracas', 'economy');
    expect(economy.name).toBe('Económico');
    expect(economy.bounds).toEqual({
      base: { min: 0.75, max: 3 },
      per_km: { min: 0.23, max: 0.9 },
      per_min: { min: 0.04, max: 0.16 },
      minimum: { min: 1.5, max: 6 },
    });
  });
});

describe('PUT and DELETE /api/console/fares/:city/:serviceType', () => {
  it("changes a fare: the list, a company's estimate and the audit log follow; reset undoes it", async () => {
    const before = await estimate();
    const res = await owner.put('/fares/caracas/economy', {
      ...defaults,
      base: defaults.base * 2,
    });
    expect(res.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(res.json().fare).toMatchObject({
      city_id: 'caracas',
      service_type_id: 'economy',
      current: { ...defaults, base: 3 },
      default: defaults,
      overridden: true,
      updated_by: SEED_ADMINS[0].name,
    });
    expect(res.json().fare.updated_at).toBe(now);
    expect(await fareOf('caracas', 'economy')).toMatchObject({
      current: { ...defaults, base: 3 },
      overridden: true,
    });
    // the engine prices with it at once: the base is added whole, the other types unchanged
    expect(tariffFor('caracas', 'economy').baseCents).toBe(300);
    const after = await estimate();
    expect(after.economy).toBe(before.economy! + 150);
    expect(after.comfort).toBe(before.comfort);
    // other cities keep their default
    expect(tariffFor('valencia', 'economy')).toEqual(FARE_TABLE.valencia.economy);

    const [changed] = await auditRows('fare_changed');
    expect(changed).toMatchObject({
      corporateId: null,
      actorType: 'admin',
      entity: 'fare',
      entityId: 'caracas/economy',
      before: { ...defaults, overridden: false },
      after: { ...defaults, base: 3, overridden: true },
    });
    expect(changed!.actorId).toBeTruthy();

    const reset = await owner.delete('/fares/caracas/economy');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().fare).toMatchObject({
      current: defaults,
      overridden: false,
      updated_at: null,
      updated_by: null,
    });
    expect(tariffFor('caracas', 'economy')).toEqual(caracasEconomy);
    expect(await estimate()).toEqual(before);
    const [resetRow] = await auditRows('fare_reset');
    expect(resetRow).toMatchObject({
      corporateId: null,
      actorType: 'admin',
      entity: 'fare',
      before: { ...defaults, base: 3, overridden: true },
      after: { ...defaults, overridden: false },
    });
    expect(await t.handle.db.select().from(fareOverrides)).toEqual([]);

    // a reset of a fare on its default changes nothing and records nothing
    await nothingWritten(async () => {
      const again = await owner.delete('/fares/caracas/economy');
      expect(again.statusCode).toBe(200);
      expect(again.json().fare.overridden).toBe(false);
    });
  });

  it('lets finance change fares, each value anywhere in its bounds (the minimum may be under the base)', async () => {
    const res = await finance.put('/fares/maracay/moto', {
      base: 1.7, // default 0.85: the upper bound
      per_km: 0.13, // default 0.26: the lower bound
      per_min: 0.02, // default 0.04
      minimum: 0.85, // default 1.70, under the base
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fare).toMatchObject({
      current: { base: 1.7, per_km: 0.13, per_min: 0.02, minimum: 0.85 },
      updated_by: SEED_ADMINS[1].name,
    });
    expect(tariffFor('maracay', 'moto')).toEqual({
      baseCents: 170,
      perKmCents: 13,
      perMinCents: 2,
      minimumCents: 85,
    });
    // a second change replaces the first; before is the first
    expect(
      (await finance.put('/fares/maracay/moto', { ...res.json().fare.default })).statusCode,
    ).toBe(200);
    const rows = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fare_changed'), eq(auditLog.entityId, 'maracay/moto')));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => (r.before as { overridden: boolean }).overridden).sort()).toEqual([
      false,
      true,
    ]);
    expect((await owner.delete('/fares/maracay/moto')).statusCode).toBe(200);
  });

  it('refuses a value outside its bounds with fare_out_of_bounds naming it, writing nothing', async () => {
    await nothingWritten(async () => {
      const low = await owner.put('/fares/caracas/economy', { ...defaults, per_km: 0.22 });
      expect(low.statusCode).toBe(400);
      expect(low.json()).toEqual({
        error_code: 'fare_out_of_bounds',
        message: 'El valor debe estar entre $0,23 y $0,90',
        fields: { per_km: 'El valor debe estar entre $0,23 y $0,90' },
      });
      const high = await owner.put('/fares/caracas/economy', { ...defaults, minimum: 6.01 });
      expect(high.statusCode).toBe(400);
      expect(high.json()).toMatchObject({
        error_code: 'fare_out_of_bounds',
        fields: { minimum: 'El valor debe estar entre $1,50 y $6,00' },
      });
      expect(Object.keys(high.json().fields)).toEqual(['minimum']);
      // the bounds are written in the caller's language, not the server's
      const english = await t.app.inject({
        method: 'PUT',
        url: '/api/console/fares/caracas/economy',
        headers: { ...auth(ownerToken), 'accept-language': 'en' },
        payload: { ...defaults, minimum: 6.01 },
      });
      expect(english.json().message).toBe('The value must be between $1.50 and $6.00');
    });
    expect(errorMessage('fare_out_of_bounds', 'en', { min: '$1.50', max: '$6.00' })).toBe(
      'The value must be between $1.50 and $6.00',
    );
    expect(tariffFor('caracas', 'economy')).toEqual(caracasEconomy);
  });

  it('refuses bad amounts (missing, negative, more than two decimals, not a number) writing nothing', async () => {
    await nothingWritten(async () => {
      for (const [body, field, code] of [
        [{ base: 1.5, per_km: 0.45, per_min: 0.08 }, 'minimum', 'amount_required'],
        [{ ...defaults, base: -1 }, 'base', 'amount_positive'],
        [{ ...defaults, base: 0 }, 'base', 'amount_positive'],
        [{ ...defaults, per_km: 0.455 }, 'per_km', 'amount_decimals'],
        [{ ...defaults, per_min: '0.08' }, 'per_min', 'validation_error'],
        [{ ...defaults, base: 1e12 }, 'base', 'validation_error'],
      ] as const) {
        const res = await owner.put('/fares/caracas/economy', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error_code).toBe(code);
        expect(Object.keys(res.json().fields)).toEqual([field]);
      }
      const empty = await owner.put('/fares/caracas/economy', {});
      expect(empty.statusCode).toBe(400);
    });
  });

  it('answers 404 for an unknown city or service type, writing nothing', async () => {
    await nothingWritten(async () => {
      for (const path of [
        '/fares/atlantis/economy',
        '/fares/caracas/helicopter',
        '/fares/Caracas/economy',
        '/fares/caracas',
      ]) {
        const put = await owner.put(path, defaults);
        expect(put.statusCode, path).toBe(404);
        expect(put.json().error_code).toBe('not_found');
        const del = await owner.delete(path);
        expect(del.statusCode, path).toBe(404);
      }
    });
  });

  it('refuses support (read only) with permission_denied, writing nothing', async () => {
    await nothingWritten(async () => {
      const put = await support.put('/fares/caracas/economy', defaults);
      expect(put.statusCode).toBe(403);
      expect(put.json().error_code).toBe('permission_denied');
      const del = await support.delete('/fares/caracas/economy');
      expect(del.statusCode).toBe(403);
      expect(del.json().error_code).toBe('permission_denied');
    });
  });
});

describe('the fare book', () => {
  it("follows another instance's write within the refresh period", async () => {
    // written straight to the database, as another instance would
    await t.handle.db.insert(fareOverrides).values({
      cityId: 'valencia',
      serviceTypeId: 'xl',
      baseCents: 500,
      perKmCents: 100,
      perMinCents: 20,
      minimumCents: 900,
      updatedAt: t.clock.now(),
    });
    expect(tariffFor('valencia', 'xl')).toEqual(FARE_TABLE.valencia.xl);
    await t.clock.advance(FARE_BOOK_REFRESH_MS);
    await vi.waitFor(() => expect(tariffFor('valencia', 'xl').baseCents).toBe(500));
    expect(await fareOf('valencia', 'xl')).toMatchObject({
      overridden: true,
      updated_by: null,
      current: { base: 5, per_km: 1, per_min: 0.2, minimum: 9 },
    });

    await t.handle.db.delete(fareOverrides).where(eq(fareOverrides.cityId, 'valencia'));
    await t.clock.advance(FARE_BOOK_REFRESH_MS);
    await vi.waitFor(() => expect(tariffFor('valencia', 'xl')).toEqual(FARE_TABLE.valencia.xl));
  });
});
