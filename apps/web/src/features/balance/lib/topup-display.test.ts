import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNumberLanguage } from '@trayecto/contracts/format';
import {
  formatDay,
  formatMoney,
  methodLabel,
  receiptFileName,
  topupStatusLabel,
} from './topup-display.ts';

// The amounts here are typed and read with English marks ("25.50", "$1,234.50"); each
// language's marks are tested over all languages in contracts (amount-text, format).
beforeAll(() => setNumberLanguage('en'));
afterAll(() => setNumberLanguage('es'));

describe('top-up display', () => {
  it("uses the contract's labels in the interface language", () => {
    expect(topupStatusLabel('rejected', 'es')).toBe('No aprobada');
    expect(topupStatusLabel('approved', 'en')).toBe('Approved');
    expect(methodLabel('pago_movil', 'fr')).toBe('Paiement mobile');
    expect(methodLabel('transfer', 'es')).toBe('transfer');
  });

  it('shows an amount in its currency', () => {
    expect(formatMoney(1234.5, 'VES')).toBe('Bs. 1,234.50');
    expect(formatMoney(100, 'USD')).toBe('$100.00');
  });

  it('shows a calendar day as that day, whatever the zone', () => {
    expect(formatDay('2026-11-20', 'en', 'America/Caracas')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-21T02:00:00Z', 'en', 'America/Caracas')).toBe('Nov 20, 2026');
    expect(formatDay('garbage', 'en', 'America/Caracas')).toBe('garbage');
  });

  it('downloads a receipt under the top-up id', () => {
    expect(receiptFileName('REC-000012', 'image/jpeg')).toBe('REC-000012-comprobante.jpg');
    expect(receiptFileName('REC-000012', null)).toBe('REC-000012-comprobante.bin');
  });
});
