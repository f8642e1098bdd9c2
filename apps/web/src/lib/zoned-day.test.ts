import { describe, expect, it } from 'vitest';
import { zonedDayIso } from './zoned-day.ts';

describe('zonedDayIso', () => {
  it('reads a day in Caracas (UTC-4) as its first and last instants', () => {
    expect(zonedDayIso('2026-11-21', 'America/Caracas', 'start')).toBe('2026-11-21T04:00:00.000Z');
    expect(zonedDayIso('2026-11-21', 'America/Caracas', 'end')).toBe('2026-11-22T03:59:59.999Z');
  });
  it('refuses what is not a day', () => {
    expect(zonedDayIso('21/11/2026', 'America/Caracas', 'start')).toBeUndefined();
  });

  it('follows daylight saving time where there is one', () => {
    expect(zonedDayIso('2026-07-01', 'Europe/Madrid', 'start')).toBe('2026-06-30T22:00:00.000Z');
    expect(zonedDayIso('2026-01-15', 'Europe/Madrid', 'start')).toBe('2026-01-14T23:00:00.000Z');
  });
  it('keeps UTC as is', () => {
    expect(zonedDayIso('2026-02-28', 'UTC', 'start')).toBe('2026-02-28T00:00:00.000Z');
    expect(zonedDayIso('2026-02-28', 'UTC', 'end')).toBe('2026-02-28T23:59:59.999Z');
  });
});
