import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROMO_CODE_STATUSES,
  TRIP_STATUS_LABELS,
  csvDateTime,
  csvHeader,
  promoCodesResponseSchema,
  promoRedemptionsPageSchema,
  type CompanyPromoCode,
  type PromoCodeStatus,
} from '@trayecto/contracts';
import { corporates, promoCodes, promoRedemptions, trips } from '@trayecto/db';
import { auth, login, setupApp, type TestContext } from '../../../test/helpers.ts';
import { seedDemoTrips } from '../../seed/seed-trips.ts';
import { REDEMPTION_CSV_COLUMNS } from './promo-codes-page.service.ts';
import { promoStatus } from './promo-status.ts';
import { findUsablePromo } from './promos.service.ts';

// The company's promo codes page (issue 11 part 5): GET /api/corporate/promo-codes and
// GET /api/corporate/promo-codes/:id/redemptions. A code's status is the rule booking applies
// (promo-status.ts); uses and savings are the caller's own; another company's code is a 404.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

let t: TestContext;
let demo: { token: string; id: string };
let otra: { token: string; id: string };
let masterToken: string;
const ids: Record<string, string> = {};
/** demo's trips that used a code, and otra's */
let tripA: typeof trips.$inferSelect;
let tripB: typeof trips.$inferSelect;
let tripC: typeof trips.$inferSelect;
let otraTrip: typeof trips.$inferSelect;

type CodeRow = typeof promoCodes.$inferInsert;

beforeAll(async () => {
  t = await setupApp();
  // the seed's promo codes (BIENVENIDA10 and VERANO2025 for every company, demo's TRAYECTO5) and
  // demo's past trips
  await seedDemoTrips(t.handle.db, t.clock.now());
  const d = await login(t.app, 'demo@trayecto.test');
  const o = await login(t.app, 'otra@trayecto.test');
  demo = { token: d.token, id: d._id };
  otra = { token: o.token, id: o._id };
  masterToken = (await login(t.app, 'master@trayecto.test')).token;

  const now = t.clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  const own = (code: string, row: Partial<CodeRow>): CodeRow => ({
    corporateId: demo.id,
    code,
    kind: 'percentage',
    value: 15,
    validFrom: at(-DAY),
    validUntil: at(DAY),
    ...row,
  });
  const rows: CodeRow[] = [
    own('PG-ACTIVE', { usageLimit: 5, usedCount: 2 }),
    own('PG-SOON', { validFrom: at(10 * MIN) }),
    own('PG-ENDING', { validUntil: at(5 * MIN) }),
    own('PG-EXPIRED', { validUntil: at(-MIN) }),
    // valid_until is the first instant it is no longer valid: booking refuses it now
    own('PG-EDGE', { validUntil: at(0) }),
    own('PG-PAUSED', { pausedAt: at(-HOUR) }),
    // paused wins over expired (the console's order)
    own('PG-PAUSED-OLD', { pausedAt: at(-HOUR), validUntil: at(-MIN) }),
    own('PG-USEDUP', { usageLimit: 3, usedCount: 3 }),
    // for every company, fixed $3.00
    { ...own('PG-SHARED', { kind: 'fixed', value: 300, usedCount: 3 }), corporateId: null },
    // otra's own: demo never sees it
    own('PG-SECRET', { corporateId: otra.id }),
  ];
  const inserted = await t.handle.db
    .insert(promoCodes)
    .values(rows)
    .returning({ id: promoCodes.id, code: promoCodes.code });
  for (const r of inserted) ids[r.code] = r.id;

  // demo's seeded trips: three of them used a code; otra gets a trip of its own (a copy)
  const demoTrips = await t.handle.db
    .select()
    .from(trips)
    .where(eq(trips.corporateId, demo.id))
    .limit(3);
  expect(demoTrips.length).toBe(3);
  const set = async (id: string, values: Partial<typeof trips.$inferInsert>) =>
    (await t.handle.db.update(trips).set(values).where(eq(trips.id, id)).returning())[0]!;
  tripA = await set(demoTrips[0]!.id, {
    requestedAt: at(-3 * HOUR),
    passengerName: 'Ana Pérez',
    estimatedFareGrossCents: 1250,
    estimatedFareCents: 950,
    finalFareCents: 1010,
    status: 'completed',
  });
  tripB = await set(demoTrips[1]!.id, {
    requestedAt: at(-HOUR),
    passengerName: '=Luis "Lucho" Gómez',
    estimatedFareGrossCents: 2000,
    estimatedFareCents: 1700,
    finalFareCents: null,
    status: 'started',
  });
  tripC = await set(demoTrips[2]!.id, {
    requestedAt: at(-2 * HOUR),
    estimatedFareGrossCents: 1000,
    estimatedFareCents: 850,
    finalFareCents: 850,
    status: 'completed',
  });
  const { id: _id, ...copy } = demoTrips[0]!;
  const [otraCopy] = await t.handle.db
    .insert(trips)
    .values({
      ...copy,
      corporateId: otra.id,
      uniqueId: 'VJ-OTRAPG',
      shareTokenHash: 'promo-codes-page-test-share-token-otra',
      passengerUserId: null,
      passengerName: 'Pasajera de Otra',
      requestedAt: at(-30 * MIN),
    })
    .returning();
  otraTrip = otraCopy!;
  await t.handle.db.insert(promoRedemptions).values([
    { corporateId: demo.id, promoCodeId: ids['PG-SHARED']!, tripId: tripA.id, discountCents: 300 },
    { corporateId: demo.id, promoCodeId: ids['PG-SHARED']!, tripId: tripB.id, discountCents: 300 },
    { corporateId: demo.id, promoCodeId: ids['PG-ACTIVE']!, tripId: tripC.id, discountCents: 150 },
    {
      corporateId: otra.id,
      promoCodeId: ids['PG-SHARED']!,
      tripId: otraTrip.id,
      discountCents: 300,
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string, url: string, lang = 'es') =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(token), 'accept-language': lang } });

async function codesOf(token: string, query = '') {
  const res = await get(token, `/api/corporate/promo-codes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return promoCodesResponseSchema.parse(res.json()).data;
}
const byCode = (codes: CompanyPromoCode[]) => new Map(codes.map((c) => [c.code, c]));
const redemptionsUrl = (code: string, query = '') =>
  `/api/corporate/promo-codes/${ids[code]}/redemptions${query}`;

describe('GET /api/corporate/promo-codes', () => {
  it('lists the company’s own codes and the global ones, never another company’s', async () => {
    const { promo_codes: codes, truncated } = await codesOf(demo.token);
    expect(truncated).toBe(false);
    const found = byCode(codes);
    expect(found.has('PG-SECRET')).toBe(false);
    for (const code of ['PG-ACTIVE', 'PG-SHARED', 'TRAYECTO5', 'BIENVENIDA10', 'VERANO2025'])
      expect(found.has(code), code).toBe(true);
    expect(found.get('PG-SHARED')).toMatchObject({
      kind: 'fixed',
      value: 3,
      usage_limit: null,
      uses_left: null,
      for_every_company: true,
    });
    expect(found.get('PG-ACTIVE')).toMatchObject({
      kind: 'percentage',
      value: 15,
      usage_limit: 5,
      uses_left: 3,
      for_every_company: false,
    });
    expect(found.get('PG-USEDUP')?.uses_left).toBe(0);
    // otra sees its own code, not demo's
    const others = byCode((await codesOf(otra.token)).promo_codes);
    expect(others.has('PG-SECRET')).toBe(true);
    expect(others.has('PG-ACTIVE')).toBe(false);
    expect(others.has('TRAYECTO5')).toBe(false);
  });

  it('computes each status at the clock’s now, and booking accepts exactly the active ones', async () => {
    const found = byCode((await codesOf(demo.token)).promo_codes);
    const expected: Record<string, PromoCodeStatus> = {
      'PG-ACTIVE': 'active',
      'PG-SOON': 'scheduled',
      'PG-ENDING': 'active',
      'PG-EXPIRED': 'expired',
      'PG-EDGE': 'expired',
      'PG-PAUSED': 'paused',
      'PG-PAUSED-OLD': 'paused',
      'PG-USEDUP': 'used_up',
      'PG-SHARED': 'active',
      VERANO2025: 'expired',
    };
    for (const [code, status] of Object.entries(expected))
      expect([code, found.get(code)?.status]).toEqual([code, status]);
    // one rule: what the page says is what a booking gets
    const now = t.clock.now();
    for (const code of found.values()) {
      const accepted = await findUsablePromo(t.handle.db, demo.id, code.code, now).then(
        () => true,
        (e: unknown) => {
          expect(e).toMatchObject({ statusCode: 422, code: 'promo_invalid' });
          return false;
        },
      );
      expect([code.code, accepted]).toEqual([code.code, code.status === 'active']);
    }
  });

  it('counts the company’s own uses and savings only, also of a global code', async () => {
    const mine = byCode((await codesOf(demo.token)).promo_codes);
    expect(mine.get('PG-SHARED')).toMatchObject({ times_used: 2, saved: 6 });
    expect(mine.get('PG-ACTIVE')).toMatchObject({ times_used: 1, saved: 1.5 });
    expect(mine.get('PG-USEDUP')).toMatchObject({ times_used: 0, saved: 0 });
    const theirs = byCode((await codesOf(otra.token)).promo_codes);
    expect(theirs.get('PG-SHARED')).toMatchObject({ times_used: 1, saved: 3 });
  });

  it('filters by status', async () => {
    for (const status of PROMO_CODE_STATUSES) {
      const { promo_codes: codes } = await codesOf(demo.token, `?status=${status}`);
      expect(codes.every((c) => c.status === status)).toBe(true);
    }
    const paused = (await codesOf(demo.token, '?status=paused')).promo_codes.map((c) => c.code);
    expect(paused.sort()).toEqual(['PG-PAUSED', 'PG-PAUSED-OLD']);
    const active = (await codesOf(demo.token, '?status=active')).promo_codes.map((c) => c.code);
    expect(active).toEqual(expect.arrayContaining(['PG-ACTIVE', 'PG-SHARED', 'BIENVENIDA10']));
    expect(active).not.toContain('PG-SOON');
  });

  it('refuses a bad status with 400 validation_error', async () => {
    for (const query of ['?status=bogus', '?status=', '?status=ACTIVE']) {
      const res = await get(demo.token, `/api/corporate/promo-codes${query}`, 'en');
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json()).toMatchObject({ error_code: 'validation_error' });
    }
  });

  it('bars masters (403 forbidden), as from trips', async () => {
    for (const url of ['/api/corporate/promo-codes', redemptionsUrl('PG-SHARED')]) {
      const res = await get(masterToken, url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error_code: 'forbidden' });
    }
  });
});

describe('GET /api/corporate/promo-codes/:id/redemptions', () => {
  it('lists the company’s trips that used a code, newest first, a keyset page at a time', async () => {
    const first = await get(demo.token, redemptionsUrl('PG-SHARED', '?limit=1'));
    expect(first.statusCode, first.body).toBe(200);
    const page1 = promoRedemptionsPageSchema.parse(first.json()).data;
    expect(page1.redemptions).toEqual([
      {
        _id: expect.any(String),
        trip: { _id: tripB.id, unique_id: tripB.uniqueId, status: 'started' },
        date: tripB.requestedAt.toISOString(),
        passenger: '=Luis "Lucho" Gómez',
        fare_before_discount: 20,
        discount: 3,
        fare_charged: null,
      },
    ]);
    expect(page1.next_cursor).toEqual(expect.any(String));
    const second = await get(
      demo.token,
      redemptionsUrl('PG-SHARED', `?limit=1&cursor=${page1.next_cursor}`),
    );
    const page2 = promoRedemptionsPageSchema.parse(second.json()).data;
    expect(page2.redemptions).toMatchObject([
      {
        trip: { _id: tripA.id, unique_id: tripA.uniqueId, status: 'completed' },
        passenger: 'Ana Pérez',
        fare_before_discount: 12.5,
        discount: 3,
        fare_charged: 10.1,
      },
    ]);
    expect(page2.next_cursor).toBeNull();
    // the whole list in one page: the same two, never otra's trip
    const all = promoRedemptionsPageSchema.parse(
      (await get(demo.token, redemptionsUrl('PG-SHARED'))).json(),
    ).data;
    expect(all.redemptions.map((r) => r.trip._id)).toEqual([tripB.id, tripA.id]);
    expect(all.next_cursor).toBeNull();
  });

  it('shows another company only its own trips of a global code', async () => {
    const res = await get(otra.token, redemptionsUrl('PG-SHARED'));
    const page = promoRedemptionsPageSchema.parse(res.json()).data;
    expect(page.redemptions.map((r) => r.trip.unique_id)).toEqual(['VJ-OTRAPG']);
  });

  it('answers an empty list for a code the company never used', async () => {
    const res = await get(demo.token, redemptionsUrl('PG-USEDUP'));
    expect(promoRedemptionsPageSchema.parse(res.json()).data).toEqual({
      redemptions: [],
      next_cursor: null,
    });
  });

  it('exports them as CSV in the caller’s language, times in the company’s time zone', async () => {
    const res = await get(demo.token, redemptionsUrl('PG-SHARED', '?format=csv'), 'es');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual(csvHeader(REDEMPTION_CSV_COLUMNS, 'es'));
    const [company] = await t.handle.db
      .select({ timezone: corporates.timezone })
      .from(corporates)
      .where(eq(corporates.id, demo.id));
    expect(rows).toEqual([
      [
        tripB.uniqueId,
        csvDateTime(tripB.requestedAt, company!.timezone),
        // a formula sign is quoted (lib/csv.ts)
        `'=Luis "Lucho" Gómez`,
        TRIP_STATUS_LABELS.started.es,
        'PG-SHARED',
        '20.00',
        '3.00',
        '',
      ],
      [
        tripA.uniqueId,
        csvDateTime(tripA.requestedAt, company!.timezone),
        'Ana Pérez',
        TRIP_STATUS_LABELS.completed.es,
        'PG-SHARED',
        '12.50',
        '3.00',
        '10.10',
      ],
    ]);
    const english = await get(demo.token, redemptionsUrl('PG-SHARED', '?format=csv'), 'en');
    const [enHeader] = parse(english.body, { bom: true }) as string[][];
    expect(enHeader).toEqual(csvHeader(REDEMPTION_CSV_COLUMNS, 'en'));
  });

  it('answers 404 not_found for another company’s code, an unknown id or no uuid, with no data', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string][] = [
      [demo.token, redemptionsUrl('PG-SECRET')],
      [demo.token, redemptionsUrl('PG-SECRET', '?format=csv')],
      [otra.token, redemptionsUrl('PG-ACTIVE')],
      [otra.token, redemptionsUrl('PG-ACTIVE', '?format=csv')],
      [demo.token, `/api/corporate/promo-codes/${unknown}/redemptions`],
      [demo.token, '/api/corporate/promo-codes/not-a-uuid/redemptions'],
    ];
    for (const [token, url] of cases) {
      const res = await get(token, url, 'en');
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toEqual({ error_code: 'not_found', message: expect.any(String) });
      expect(res.body).not.toContain('VJ-OTRAPG');
      expect(res.body).not.toContain(tripC.uniqueId);
    }
  });

  it('refuses bad query values with 400 and a catalogue error_code', async () => {
    const foreignShape = Buffer.from(JSON.stringify(['not a date', 'x'])).toString('base64url');
    const cases: [string, string][] = [
      ['?limit=0', 'validation_error'],
      ['?limit=101', 'validation_error'],
      ['?limit=abc', 'validation_error'],
      ['?limit=1.5', 'validation_error'],
      ['?format=xml', 'validation_error'],
      ['?cursor=not*base64', 'invalid_cursor'],
      [`?cursor=${foreignShape}`, 'invalid_cursor'],
      [`?cursor=${'A'.repeat(600)}`, 'invalid_cursor'],
    ];
    for (const [query, code] of cases) {
      const res = await get(demo.token, redemptionsUrl('PG-SHARED', query), 'en');
      expect([query, res.statusCode, res.json().error_code]).toEqual([query, 400, code]);
    }
  });
});

describe('the status follows the clock', () => {
  it('turns a scheduled code active and an ending one expired as time passes', async () => {
    const before = byCode((await codesOf(demo.token)).promo_codes);
    expect(before.get('PG-SOON')?.status).toBe('scheduled');
    expect(before.get('PG-ENDING')?.status).toBe('active');
    await t.clock.advance(15 * MIN);
    const after = byCode((await codesOf(demo.token)).promo_codes);
    expect(after.get('PG-SOON')?.status).toBe('active');
    expect(after.get('PG-ENDING')?.status).toBe('expired');
  });

  it('promoStatus: each boundary, in the console’s order', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const base = {
      pausedAt: null,
      validFrom: new Date(now.getTime() - DAY),
      validUntil: new Date(now.getTime() + DAY),
      usageLimit: null,
      usedCount: 0,
    };
    expect(promoStatus(base, now)).toBe('active');
    expect(promoStatus({ ...base, validFrom: now }, now)).toBe('active');
    expect(promoStatus({ ...base, validFrom: new Date(now.getTime() + 1) }, now)).toBe('scheduled');
    expect(promoStatus({ ...base, validUntil: new Date(now.getTime() + 1) }, now)).toBe('active');
    expect(promoStatus({ ...base, validUntil: now }, now)).toBe('expired');
    expect(promoStatus({ ...base, usageLimit: 2, usedCount: 1 }, now)).toBe('active');
    expect(promoStatus({ ...base, usageLimit: 2, usedCount: 2 }, now)).toBe('used_up');
    expect(promoStatus({ ...base, pausedAt: now, validUntil: now }, now)).toBe('paused');
    expect(
      promoStatus(
        { ...base, validFrom: new Date(now.getTime() + 1), usageLimit: 1, usedCount: 1 },
        now,
      ),
    ).toBe('scheduled');
    expect(promoStatus({ ...base, validUntil: now, usageLimit: 1, usedCount: 1 }, now)).toBe(
      'expired',
    );
  });
});
