import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatControlNumber,
  formatInvoiceNumber,
  splitPayment,
  zelleTotalFor,
} from './invoices.ts';

// IVA 16% and IGTF 3% against worked examples: each figure rounded once, the parts add up.

/** a / b to the nearest integer, half up (non-negative operands), independently of the code */
const halfUp = (a: number, b: number) => Number((BigInt(a) * 2n + BigInt(b)) / (BigInt(b) * 2n));
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
      roundingCents: 0,
    });
    expect(split.baseCents + split.ivaCents + split.igtfCents).toBe(total);
  });

  it('adds up, IVA is 16% of the base and IGTF 3% of base + IVA to the cent, at any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.boolean(), (total, igtf) => {
        const s = splitPayment(total, igtf);
        expect(s.baseCents + s.ivaCents + s.igtfCents + s.roundingCents).toBe(total);
        expect(s.creditedCents).toBe(total - s.igtfCents);
        expect(s.ivaCents).toBe(halfUp(s.baseCents * 16, 100));
        expect(s.igtfCents).toBe(igtf ? halfUp((s.baseCents + s.ivaCents) * 3, 100) : 0);
        // the largest base that fits: one cent more would bill more than was paid
        expect(s.roundingCents).toBeGreaterThanOrEqual(0);
        expect(s.roundingCents).toBeLessThanOrEqual(2);
        const next = s.baseCents + 1 + halfUp((s.baseCents + 1) * 16, 100);
        expect(next + (igtf ? halfUp(next * 3, 100) : 0)).toBeGreaterThan(total);
      }),
      { numRuns: 5_000 },
    );
  });

  it('states the rounding left over when the taxes cannot meet the total', () => {
    // Bs 11,823.00 by pago móvil: base 10,192.24 + IVA 1,630.76 = 11,823.00
    expect(splitPayment(1_182_300, false)).toMatchObject({
      baseCents: 1_019_224,
      ivaCents: 163_076,
      roundingCents: 0,
    });
    const left = [];
    for (let total = 0; total < 2_000; total++)
      if (splitPayment(total, false).roundingCents > 0) left.push(total);
    expect(left.length).toBeGreaterThan(0);
    for (const total of left) {
      const s = splitPayment(total, false);
      expect(s.baseCents + s.ivaCents + s.roundingCents).toBe(total);
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
