import { describe, expect, it } from 'vitest';
import { monthIn, previousMonth, recentMonths } from './service-note-months.ts';

describe('the months of a service notes bundle', () => {
  it('counts the month in the company time zone, not UTC', () => {
    // 1 March 02:00 UTC is still 28 February in Caracas (UTC-4)
    expect(monthIn(new Date('2026-03-01T02:00:00Z'), 'America/Caracas')).toBe('2026-02');
    expect(monthIn(new Date('2026-03-01T02:00:00Z'), 'UTC')).toBe('2026-03');
  });

  it('goes back across a new year, newest first', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
    expect(recentMonths(new Date('2026-02-15T12:00:00Z'), 'America/Caracas', 4)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });
});
