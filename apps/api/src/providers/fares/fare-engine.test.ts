import {
  CITY_IDS,
  SERVICE_TYPE_IDS,
  errorMessage,
  tripEstimateResponseSchema,
} from '@trayecto/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { haversineKm } from '../../lib/geo/geo-math.ts';
import { createStraightLineRouter, DEFAULT_ROAD_FACTOR } from '../../lib/geo/routing.ts';
import { estimateFares, finalFareCents, toEstimateResponse } from './fare-engine.ts';
import { FARE_TABLE, fareCents, serviceTypesResponse } from './fare-table.ts';

const router = createStraightLineRouter();
const plazaBolivar = { lat: 10.5061, lng: -66.9146 };
const altamira = { lat: 10.4962, lng: -66.8494 };
const maiquetia = { lat: 10.6012, lng: -66.9913 };

describe('fare table', () => {
  it('prices every service type in every city in whole cents, minimum included', () => {
    for (const city of CITY_IDS) {
      for (const type of SERVICE_TYPE_IDS) {
        const t = FARE_TABLE[city][type];
        for (const v of Object.values(t)) expect(Number.isInteger(v) && v > 0).toBe(true);
        expect(fareCents(t, 0, 0)).toBe(t.minimumCents);
      }
    }
  });

  it('computes base + km + minutes', () => {
    const t = { baseCents: 150, perKmCents: 45, perMinCents: 8, minimumCents: 300 };
    expect(fareCents(t, 10, 20)).toBe(150 + 450 + 160);
    expect(fareCents(t, 5.111, 10.5)).toBe(Math.round(150 + 45 * 5.111 + 8 * 10.5));
    expect(fareCents(t, 1, 2)).toBe(300);
  });

  it('lists service types with dollar prices in the asked language', () => {
    const types = serviceTypesResponse('caracas', 'en');
    expect(types.map((t) => t.id)).toEqual(['economy', 'comfort', 'xl', 'moto']);
    expect(types[0]).toMatchObject({
      name: 'Economy',
      base: 1.5,
      per_km: 0.45,
      per_min: 0.08,
      minimum: 3,
    });
    expect(serviceTypesResponse('caracas', 'es')[0]?.name).toBe('Económico');
  });
});

describe('estimateFares', () => {
  it('uses the straight line times the road factor and the city speed', async () => {
    const quote = await estimateFares(router, plazaBolivar, altamira);
    const crow = haversineKm(plazaBolivar, altamira);
    expect(quote.cityId).toBe('caracas');
    expect(quote.distanceKm).toBeCloseTo(crow * DEFAULT_ROAD_FACTOR, 6);
    expect(quote.durationMin).toBeCloseTo((quote.distanceKm / 22) * 60, 6);
    expect(quote.fares.map((f) => f.serviceTypeId)).toEqual(['economy', 'comfort', 'xl', 'moto']);
    const economy = quote.fares[0]!.fareCents;
    expect(economy).toBe(Math.round(150 + 45 * quote.distanceKm + 8 * quote.durationMin));
    expect(quote.fares[2]!.fareCents).toBeGreaterThan(economy);
    expect(quote.route[0]).toEqual(plazaBolivar);
    expect(quote.route.at(-1)).toEqual(altamira);
  });

  it('answers only the asked service type', async () => {
    const quote = await estimateFares(router, plazaBolivar, altamira, 'xl');
    expect(quote.fares.map((f) => f.serviceTypeId)).toEqual(['xl']);
  });

  it('refuses an origin outside every service area with origin_not_served', async () => {
    const error = await estimateFares(router, maiquetia, plazaBolivar).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 422, code: 'origin_not_served' });
    expect(errorMessage('origin_not_served', 'en')).toBe(
      'Sorry, the provider does not serve that origin address',
    );
    // The destination may lie outside (e.g. the airport), the origin may not.
    await expect(estimateFares(router, plazaBolivar, maiquetia)).resolves.toMatchObject({
      cityId: 'caracas',
    });
  });

  it('refuses a destination in another part of the country', async () => {
    const maracaibo = { lat: 10.6433, lng: -71.6093 };
    await expect(estimateFares(router, plazaBolivar, maracaibo)).rejects.toMatchObject({
      code: 'validation_error',
    });
  });

  it('turns a quote into the wire answer in dollars', async () => {
    const quote = await estimateFares(router, plazaBolivar, altamira);
    const body = toEstimateResponse(quote, 'es');
    expect(tripEstimateResponseSchema.parse(body)).toEqual(body);
    expect(body.fares[0]).toEqual({
      service_type_id: 'economy',
      name: 'Económico',
      fare: quote.fares[0]!.fareCents / 100,
    });
    expect(body.route[0]).toEqual([plazaBolivar.lng, plazaBolivar.lat]);
  });

  it('prices the final fare from what was driven', () => {
    expect(finalFareCents('caracas', 'economy', 10, 30)).toBe(150 + 450 + 240);
    expect(finalFareCents('maracay', 'economy', 0.2, 1)).toBe(
      FARE_TABLE.maracay.economy.minimumCents,
    );
  });
});
