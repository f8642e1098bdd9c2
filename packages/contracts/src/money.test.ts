import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bolivarCentsToUsdCents,
  bolivaresToUsd,
  toBolivares,
  usdCentsToBolivarCents,
} from './money.ts';

// The one conversion between bolívares and dollars. Rates as the console stores them (up to 6
// decimals), amounts as the wire carries them (cents).

const rateMicros = fc.integer({ min: 1_000, max: 2_000_000_000 }); // Bs 0.001 to 2,000 per $
const cents = fc.integer({ min: 0, max: 100_000_000_000 }); // up to Bs 1,000,000,000.00

describe('bolívares to dollars', () => {
  it('is the nearest dollar cent, half up, at any stored rate and amount', () => {
    fc.assert(
      fc.property(rateMicros, cents, (micros, bsCents) => {
        const rate = micros / 1_000_000;
        const usdCents = bolivarCentsToUsdCents(bsCents, rate)!;
        // exact: |bs − usd × rate| ≤ half a cent's worth, and a tie goes up (diff = −half)
        const diff = BigInt(bsCents) * 1_000_000n - BigInt(usdCents) * BigInt(micros);
        expect(2n * diff < BigInt(micros)).toBe(true);
        expect(2n * diff >= -BigInt(micros)).toBe(true);
        expect(bolivaresToUsd(bsCents / 100, rate)).toBe(usdCents / 100);
      }),
      {
        numRuns: 2_000,
        examples: [
          [45_200_000, 2_599],
          [200_000_000, 1],
        ],
      },
    );
  });

  it('back to bolívares at the same rate, lands within half a dollar cent of the amount paid', () => {
    fc.assert(
      fc.property(rateMicros, cents, (micros, bsCents) => {
        const rate = micros / 1_000_000;
        const back = usdCentsToBolivarCents(bolivarCentsToUsdCents(bsCents, rate)!, rate);
        expect(Math.abs(back - bsCents)).toBeLessThanOrEqual(Math.ceil(rate / 2) + 1);
      }),
      { numRuns: 2_000 },
    );
  });

  it('answers what the screen previewed and the server stores in the cases people met', () => {
    // 25.99 / 45.2 is 0.575 exactly: half up, not a float's 0.57499…
    expect(bolivaresToUsd(25.99, 45.2)).toBe(0.58);
    expect(bolivaresToUsd(3650, 36.5)).toBe(100);
    expect(bolivaresToUsd(100, 236.4571)).toBe(0.42);
    expect(bolivaresToUsd(100, 0)).toBeNull();
    expect(bolivaresToUsd(100, null)).toBeNull();
    expect(bolivaresToUsd(Number.NaN, 36.5)).toBeNull();
  });
});

describe('dollars to bolívares', () => {
  it('is the nearest bolívar cent, half away from zero', () => {
    fc.assert(
      fc.property(rateMicros, fc.integer({ min: -10_000_000, max: 10_000_000 }), (micros, usd) => {
        const bs = usdCentsToBolivarCents(usd, micros / 1_000_000);
        const diff = BigInt(usd) * BigInt(micros) - BigInt(bs) * 1_000_000n;
        const abs = diff < 0n ? -diff : diff;
        expect(2n * abs <= 1_000_000n).toBe(true);
        expect(toBolivares(usd / 100, micros / 1_000_000)).toBe(bs / 100);
      }),
      { numRuns: 2_000 },
    );
  });
});
