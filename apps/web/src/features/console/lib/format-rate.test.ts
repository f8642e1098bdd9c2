import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNumberLanguage } from '@trayecto/contracts/format';
import { formatRate } from './format-rate.ts';

// The amounts here are typed and read with English marks ("25.50", "$1,234.50"); each
// language's marks are tested over all languages in contracts (amount-text, format).
beforeAll(() => setNumberLanguage('en'));
afterAll(() => setNumberLanguage('es'));

describe('formatRate', () => {
  it('writes a rate with cents as formatBs does', () => {
    expect(formatRate(36.5)).toBe('Bs. 36.50');
    expect(formatRate(1234.5)).toBe('Bs. 1,234.50');
  });

  it('keeps the decimals beyond the cent (up to 6)', () => {
    expect(formatRate(36.123456)).toBe('Bs. 36.123456');
    expect(formatRate(1234.125)).toBe('Bs. 1,234.125');
  });
});
