import { describe, expect, it } from 'vitest';
import { CITY_NAMES, cityIdOf, geoReverseQuerySchema, placeSchema } from './geo.ts';
import { createTripBodySchema } from './trip-api.ts';
import {
  DEFAULT_PRE_TIME_MIN,
  FINAL_TRIP_STATUSES,
  dispatchAt,
  RUNNING_TRIP_STATUSES,
  SIM_DEFAULTS,
  TRIP_STATUSES,
  isCancellableTripStatus,
  scheduledAtProblem,
  tripEstimateRequestSchema,
} from './trips.ts';

const place = { address: 'Plaza Bolívar de Caracas', lat: 10.5061, lng: -66.9146 };
const elsewhere = { address: 'Plaza Venezuela, Caracas', lat: 10.4996, lng: -66.8869 };

describe('trip contracts', () => {
  it('splits every status into running or final, and cancelling stops at started', () => {
    expect([...RUNNING_TRIP_STATUSES, ...FINAL_TRIP_STATUSES].sort()).toEqual(
      [...TRIP_STATUSES].sort(),
    );
    expect(isCancellableTripStatus('driver_waiting')).toBe(true);
    expect(isCancellableTripStatus('started')).toBe(false);
    expect(isCancellableTripStatus('completed')).toBe(false);
    expect(SIM_DEFAULTS.SIM_CANCEL_RATE).toBe(0.05);
  });

  it('refuses a route whose origin and destination are the same place (under 100 m)', () => {
    for (const schema of [tripEstimateRequestSchema, createTripBodySchema]) {
      const near = { ...place, lat: place.lat + 0.0005 }; // ~55 m
      const same = schema.safeParse({
        passenger: { type: 'guest', name: 'Ana', phone: '4141234567' },
        origin: place,
        destination: near,
        service_type_id: 'economy',
      });
      expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['destination', 'same_origin_destination'],
      ]);
    }
  });

  it('validates the estimate request with error codes as messages', () => {
    expect(
      tripEstimateRequestSchema.safeParse({ origin: place, destination: elsewhere }).success,
    ).toBe(true);
    const ok = tripEstimateRequestSchema.parse({
      origin: place,
      destination: elsewhere,
      service_type_id: 'xl',
      promo_code: ' PROMO10 ',
      scheduled_at: '2026-03-02T15:00:00-04:00',
    });
    expect(ok.promo_code).toBe('PROMO10');
    const bad = tripEstimateRequestSchema.safeParse({
      origin: { ...place, lat: 95 },
      destination: { ...place, address: '' },
      service_type_id: 'limo',
      scheduled_at: 'tomorrow',
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(
      bad.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      'origin.lat': 'validation_error',
      'destination.address': 'field_required',
      service_type_id: 'service_type_invalid',
      scheduled_at: 'validation_error',
    });
  });

  it('applies the 15-minute rule for scheduled trips', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(scheduledAtProblem(new Date('2026-03-02T11:59:00Z'), now)).toBe('scheduled_in_past');
    expect(scheduledAtProblem(new Date('2026-03-02T12:14:59Z'), now)).toBe('scheduled_too_soon');
    expect(scheduledAtProblem(new Date('2026-03-02T12:15:00Z'), now)).toBeNull();
  });
});

describe('geo contracts', () => {
  it('maps city names to ids and back', () => {
    expect(cityIdOf('Barcelona/Puerto La Cruz/Lechería')).toBe('barcelona_plc_lecheria');
    expect(CITY_NAMES.puerto_ordaz).toBe('Puerto Ordaz');
    expect(cityIdOf('Mérida')).toBeNull();
  });

  it('checks places and reverse queries', () => {
    expect(placeSchema.safeParse({ ...place, lng: -181 }).success).toBe(false);
    expect(geoReverseQuerySchema.parse({ lat: '10.5', lng: '-66.9' })).toEqual({
      lat: 10.5,
      lng: -66.9,
    });
    expect(geoReverseQuerySchema.safeParse({ lat: 'x', lng: '1' }).success).toBe(false);
  });
});

describe('dispatchAt', () => {
  it("is the corporate's pre_time before the scheduled time, the default without one", () => {
    const at = new Date('2026-11-25T15:00:00.000Z');
    expect(dispatchAt(at, 20).toISOString()).toBe('2026-11-25T14:40:00.000Z');
    expect(dispatchAt(at, null).getTime()).toBe(at.getTime() - DEFAULT_PRE_TIME_MIN * 60_000);
  });
});
