import { describe, expect, it } from 'vitest';
import { STATEMENT_TEXT, type Statement } from '@trayecto/contracts';
import { monthLabel, statementText, totalRows } from './statement-display.ts';

describe('the statements', () => {
  it("uses the contract's words, Spanish for an unknown language", () => {
    expect(statementText('fr')).toBe(STATEMENT_TEXT.fr);
    expect(statementText('de')).toBe(STATEMENT_TEXT.es);
  });

  it('names the month in the interface language', () => {
    expect(monthLabel('2026-10', 'es')).toBe('octubre de 2026');
    expect(monthLabel('2026-10', 'es', true)).toBe('Octubre de 2026');
    expect(monthLabel('2026-01', 'en')).toBe('January 2026');
    expect(monthLabel('2026-12', 'fr', true)).toBe('Décembre 2026');
    // no shift to the month before in a time zone west of UTC
    expect(monthLabel('2026-03', 'en')).toBe('March 2026');
  });

  it('lists the totals with the trips and parcels counted', () => {
    const s = {
      totals: {
        topups: 500,
        credit_advances: 0,
        credit_payments: 0,
        trips: 120.5,
        parcels: 8,
        other: -2,
      },
      trip_count: 14,
      parcel_count: 2,
    } as Statement;
    expect(totalRows(s)).toEqual([
      { key: 'topups', total: 500, count: null },
      { key: 'credit_advances', total: 0, count: null },
      { key: 'credit_payments', total: 0, count: null },
      { key: 'trips', total: 120.5, count: 14 },
      { key: 'parcels', total: 8, count: 2 },
      { key: 'other', total: -2, count: null },
    ]);
  });
});
