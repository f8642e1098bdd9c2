import { describe, expect, it } from 'vitest';
import { dayRange, usableDay, zonedToday } from './day-range.ts';

describe('list date filters', () => {
  it('uses whole days of this era only', () => {
    expect(usableDay('')).toBe(false);
    expect(usableDay('0202-11-18')).toBe(false);
    expect(usableDay('invalid')).toBe(false);
    expect(usableDay('2026-11-18')).toBe(true);
  });

  it("turns the days into the company's day boundaries", () => {
    expect(dayRange('2026-11-18', '2026-11-19', 'America/Caracas')).toEqual({
      from: '2026-11-18T04:00:00.000Z',
      to: '2026-11-20T03:59:59.999Z',
    });
    expect(dayRange('', '', 'America/Caracas')).toEqual({ from: undefined, to: undefined });
  });

  it("knows the company's today", () => {
    // 02:00 UTC on the 21st is still the 20th in Caracas
    expect(zonedToday('America/Caracas', new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20');
    expect(zonedToday('UTC', new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-21');
  });
});
