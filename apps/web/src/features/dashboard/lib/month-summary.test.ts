import { describe, expect, it } from 'vitest';
import { monthSummary } from './month-summary.ts';

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
