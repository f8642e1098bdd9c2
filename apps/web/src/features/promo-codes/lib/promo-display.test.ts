import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNumberLanguage } from '@trayecto/contracts/format';
import { discountText, redemptionsFileName, statusFromParam } from './promo-display.ts';

// The amounts here are typed and read with English marks ("25.50", "$1,234.50"); each
// language's marks are tested over all languages in contracts (amount-text, format).
beforeAll(() => setNumberLanguage('en'));
afterAll(() => setNumberLanguage('es'));

describe('promo code display', () => {
  it('reads only a known status from the URL', () => {
    expect(statusFromParam('paused')).toBe('paused');
    expect(statusFromParam('used_up')).toBe('used_up');
    expect(statusFromParam('ACTIVE')).toBeUndefined();
    expect(statusFromParam('')).toBeUndefined();
    expect(statusFromParam(null)).toBeUndefined();
  });

  it('shows a percentage or a dollar amount', () => {
    expect(discountText({ kind: 'percentage', value: 10 })).toBe('10%');
    expect(discountText({ kind: 'fixed', value: 5 })).toBe('$5.00');
    expect(discountText({ kind: 'fixed', value: 1234.5 })).toBe('$1,234.50');
  });

  it('names the CSV after the code, keeping only what a file name can hold', () => {
    const day = new Date('2026-11-21T15:00:00Z');
    expect(redemptionsFileName('BIENVENIDA10', day)).toBe('codigo-BIENVENIDA10-2026-11-21.csv');
    expect(redemptionsFileName('A/B\\C "D"', day)).toBe('codigo-ABCD-2026-11-21.csv');
    expect(redemptionsFileName('///', day)).toBe('codigo-codigo-2026-11-21.csv');
  });
});
