import { describe, expect, it } from 'vitest';
import { STATEMENT_TEXT, type Statement } from '@trayecto/contracts';
import { statementText, totalRows } from './statement-display.ts';

describe('the statements', () => {
  it("uses the contract's words, Spanish for an unknown language", () => {
    expect(statementText('fr')).toBe(STATEMENT_TEXT.fr);
    expect(statementText('de')).toBe(STATEMENT_TEXT.es);
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
