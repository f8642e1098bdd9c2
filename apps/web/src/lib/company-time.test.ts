import { afterAll, describe, expect, it, vi } from 'vitest';
import { dayOf, zonedDay, zonedInstant, zonedNow, zoneName } from './company-time.ts';

const CARACAS = 'America/Caracas';

// Node reads TZ again when it changes: each case runs on a device in another zone, and the
// company's wall clock must come out the same.
describe.each(['Asia/Tokyo', 'America/New_York', 'UTC'])('on a device in %s', (device) => {
  it('the device is really there', () => {
    vi.stubEnv('TZ', device);
    const offset = new Date('2026-11-21T12:00:00Z').getTimezoneOffset();
    expect(offset).toBe({ 'Asia/Tokyo': -540, 'America/New_York': 300, UTC: 0 }[device]);
  });

  it("a picked day is the company's day, and its hour the company's hour", () => {
    vi.stubEnv('TZ', device);
    const day = zonedDay('2026-11-21', CARACAS);
    expect(day.toISOString()).toBe('2026-11-21T04:00:00.000Z');
    expect(dayOf(day)).toBe('2026-11-21');
    // 14:05 picked on that day is 18:05 UTC, whatever the device's zone
    expect(day.hour(14).minute(5).toISOString()).toBe('2026-11-21T18:05:00.000Z');
  });

  it("now and a stored instant read on the company's clock", () => {
    vi.stubEnv('TZ', device);
    // 02:00 UTC on the 21st is still 22:00 on the 20th in Caracas
    expect(zonedNow(CARACAS, new Date('2026-11-21T02:00:00Z')).format('YYYY-MM-DD HH:mm')).toBe(
      '2026-11-20 22:00',
    );
    const stored = zonedInstant('2026-11-21T18:05:00.000Z', CARACAS);
    expect(stored.format('YYYY-MM-DD HH:mm')).toBe('2026-11-21 14:05');
    expect(dayOf(zonedNow(CARACAS, new Date('2026-11-21T02:00:00Z')))).toBe('2026-11-20');
  });
});

describe('the zone in words', () => {
  it('names the zone and its offset in each language', () => {
    expect(zoneName(CARACAS, 'es')).toBe('hora de Venezuela (GMT-4)');
    expect(zoneName(CARACAS, 'en')).toBe('Venezuela Time (GMT-4)');
    expect(zoneName(CARACAS, 'fr')).toContain('Venezuela');
    expect(zoneName(CARACAS, 'ar')).toContain('فنزويلا');
  });

  it('an empty or half-typed day is no day', () => {
    expect(dayOf(null)).toBe('');
    expect(dayOf(zonedDay('not a day', CARACAS))).toBe('');
  });
});

afterAll(() => {
  vi.unstubAllEnvs();
});
