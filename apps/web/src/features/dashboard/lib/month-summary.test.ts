import { describe, expect, it } from 'vitest';
import { daysOf, monthSummary, perDay } from './month-summary.ts';

describe('monthSummary', () => {
  it('counts served, unserved and running trips apart, and adds what was spent', () => {
    expect(
      monthSummary([
        { status: 'completed', count: 9, amount: 60.1 },
        { status: 'partially_completed', count: 1, amount: 5.2 },
        { status: 'cancelled_by_user', count: 2, amount: 0 },
        { status: 'no_driver', count: 1, amount: 0 },
        { status: 'cancelled_by_provider', count: 1, amount: 0 },
        { status: 'started', count: 1, amount: 0 },
      ]),
    ).toEqual({ served: 10, unserved: 4, running: 1, spent: 65.3 });
  });

  it('reads an empty or missing month as zeros', () => {
    expect(monthSummary(undefined)).toEqual({ served: 0, unserved: 0, running: 0, spent: 0 });
  });
});

describe('the daily bars', () => {
  const days = daysOf({ startDate: '2026-11-01', endDate: '2026-11-04' });

  it('lists every day of the range', () => {
    expect(days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
  });

  it('draws no bar on a day whose only trips were cancelled or found no driver', () => {
    const rows = [
      { date: '2026-11-01', status: 'completed', count: 2, amount: 10 },
      { date: '2026-11-01', status: 'cancelled', count: 1, amount: 0 },
      { date: '2026-11-02', status: 'cancelled_by_user', count: 3, amount: 0 },
      { date: '2026-11-03', status: 'no_driver', count: 1, amount: 0 },
      { date: '2026-11-04T15:00:00.000Z', status: 'started', count: 1, amount: 0 },
    ];
    expect(perDay(rows, days)).toEqual([2, 0, 0, 1]);
    // the bars add up to the month's served and running trips, as the card says
    const { served, running } = monthSummary(rows);
    expect(perDay(rows, days).reduce((a, b) => a + b, 0)).toBe(served + running);
  });
});
