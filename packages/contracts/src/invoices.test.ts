import { describe, expect, it } from 'vitest';
import {
  formatControlNumber,
  formatInvoiceNumber,
  splitPayment,
  zelleTotalFor,
} from './invoices.ts';

// IVA 16% and IGTF 3% against worked examples: each figure rounded once, the parts add up.
describe('splitPayment', () => {
  it.each([
    // total, IGTF?, igtf, credited, base, iva
    [10_000, true, 291, 9_709, 8_370, 1_339], // a $100.00 Zelle: 100/1.03 = 97.087 -> 97.09
    [10_000, false, 0, 10_000, 8_621, 1_379], // $100.00 by pago móvil: 100/1.16 = 86.207
    [11_600, false, 0, 11_600, 10_000, 1_600], // a round base: 100 + 16% IVA
    [11_948, true, 348, 11_600, 10_000, 1_600], // 100 + IVA, then 3% IGTF on 116 = 3.48
    [1, true, 0, 1, 1, 0], // one cent: nothing to withhold, all base
    [0, false, 0, 0, 0, 0],
  ])('%i cents (IGTF %s)', (total, igtf, igtfCents, credited, base, iva) => {
    const split = splitPayment(total, igtf);
    expect(split).toEqual({
      totalCents: total,
      igtfCents,
      creditedCents: credited,
      baseCents: base,
      ivaCents: iva,
    });
    expect(split.baseCents + split.ivaCents + split.igtfCents).toBe(total);
  });

  it('always adds up, for every amount up to $2,000', () => {
    for (let total = 0; total <= 200_000; total += 7) {
      for (const igtf of [true, false]) {
        const s = splitPayment(total, igtf);
        expect(s.baseCents + s.ivaCents + s.igtfCents).toBe(total);
        expect(Math.abs(s.ivaCents - Math.round((s.baseCents * 16) / 100))).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => splitPayment(1.5, false)).toThrow(RangeError);
    expect(() => splitPayment(-1, false)).toThrow(RangeError);
  });

  it('prints the numbers as invoices carry them', () => {
    expect(formatInvoiceNumber(42)).toBe('00000042');
    expect(formatControlNumber(42)).toBe('00-00000042');
  });
});

describe('zelleTotalFor', () => {
  it('is the smallest Zelle amount whose credit after IGTF reaches the value', () => {
    expect(zelleTotalFor(11_600)).toBe(11_948);
    for (let credited = 1; credited <= 50_000; credited += 13) {
      const total = zelleTotalFor(credited);
      expect(splitPayment(total, true).creditedCents).toBeGreaterThanOrEqual(credited);
      expect(splitPayment(total - 1, true).creditedCents).toBeLessThan(credited);
    }
  });
});
