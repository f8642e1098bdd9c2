import { describe, expect, it } from 'vitest';
import { nextOccurrences, occurrencesBetween } from './recurring.ts';

// When a recurring trip comes due (issue 13, part 4): the booking sweep and the page share it.

describe('recurring schedules', () => {
  const tz = 'America/Caracas';
  it('comes due on its weekdays at its local time, holidays skipped', () => {
    // Thursday 26 November 2026, 10:00 in Caracas
    const now = new Date('2026-11-26T14:00:00Z');
    const weekdaysAt8 = { weekdays: [1, 2, 3, 4, 5], time: '08:00' };
    expect(nextOccurrences(weekdaysAt8, now, 3, tz).map((d) => d.toISOString())).toEqual([
      '2026-11-27T12:00:00.000Z',
      '2026-11-30T12:00:00.000Z',
      '2026-12-01T12:00:00.000Z',
    ]);
    expect(
      nextOccurrences(weekdaysAt8, now, 2, tz, new Set(['2026-11-27'])).map((d) => d.toISOString()),
    ).toEqual(['2026-11-30T12:00:00.000Z', '2026-12-01T12:00:00.000Z']);
    // today's 18:30 is still ahead
    expect(
      occurrencesBetween(
        { weekdays: [4], time: '18:30' },
        now,
        new Date(now.getTime() + 86_400_000),
        tz,
      ).map((d) => d.toISOString()),
    ).toEqual(['2026-11-26T22:30:00.000Z']);
    // Sunday only, from a Thursday: three days ahead; a time past midnight UTC keeps its local day
    expect(nextOccurrences({ weekdays: [0], time: '23:15' }, now, 1, tz)[0]!.toISOString()).toBe(
      '2026-11-30T03:15:00.000Z',
    );
  });
});
