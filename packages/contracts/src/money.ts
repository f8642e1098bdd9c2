import { z } from 'zod';

/** Money crosses the API as a decimal number of dollars with at most two decimals. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
export function fromCents(cents: number | bigint): number {
  return Number(cents) / 100;
}
/**
 * Bolívares for a dollar amount at a rate (bolívares per dollar, up to 6 decimals as stored),
 * rounded once to the cent, half away from zero, in exact integer arithmetic: the screen, the CSV
 * and every other place that shows bolívares agree to the cent.
 */
export function toBolivares(usd: number, rate: number): number {
  return usdCentsToBolivarCents(toCents(usd), rate) / 100;
}
/** A rate (bolívares per dollar) in millionths, as stored (numeric(18,6)). */
function rateMicrosOf(rate: number): bigint {
  return BigInt(Math.round(rate * 1_000_000));
}

/**
 * Dollar cents for bolívar cents at a rate (bolívares per dollar, up to 6 decimals as stored):
 * the nearest cent, half up, in exact integer arithmetic. The one conversion from bolívares to
 * dollars: the top-up form's preview and the server that stores the top-up both call it, so
 * what the form says is what the wallet receives. Null without a usable rate.
 */
export function bolivarCentsToUsdCents(bolivarCents: number, rate: number): number | null {
  if (!Number.isFinite(rate) || rate <= 0 || !Number.isSafeInteger(bolivarCents)) return null;
  const rateMicros = rateMicrosOf(rate);
  if (rateMicros <= 0n) return null;
  const magnitude = BigInt(Math.abs(bolivarCents)) * 1_000_000n;
  const cents = Number((magnitude * 2n + rateMicros) / (rateMicros * 2n));
  return bolivarCents < 0 ? -cents : cents;
}

/** bolivarCentsToUsdCents in the units of the wire (two-decimal amounts); null without a rate. */
export function bolivaresToUsd(bolivares: number, rate: number | null | undefined): number | null {
  if (rate == null || !Number.isFinite(bolivares)) return null;
  const cents = bolivarCentsToUsdCents(toCents(bolivares), rate);
  return cents === null ? null : cents / 100;
}

/**
 * Bolívar cents for dollar cents at a rate, rounded once to the cent, half away from zero, in
 * exact integer arithmetic (toBolivares in cents).
 */
export function usdCentsToBolivarCents(usdCents: number, rate: number): number {
  const product = BigInt(usdCents) * rateMicrosOf(rate); // bolívar cents × 10^6
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const cents = Number((magnitude + 500_000n) / 1_000_000n);
  return negative ? -cents : cents;
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

// Absent -> 'amount_required'; NaN (a text the field could not read, see amount-text.ts) ->
// 'amount_format'; another type (e.g. the string "10" in JSON) -> 'validation_error'.
const amountNumber = () =>
  z.number({
    error: (issue) =>
      issue.input == null
        ? 'amount_required'
        : typeof issue.input === 'number'
          ? 'amount_format'
          : 'validation_error',
  });

/** A positive amount in dollars: 'amount_required', 'amount_positive', 'amount_decimals'. */
export const positiveAmountSchema = amountNumber()
  .refine((v) => v > 0, { message: 'amount_positive' })
  .refine(hasAtMostTwoDecimals, { message: 'amount_decimals' })
  .refine((v) => v <= 1_000_000_000, { message: 'validation_error' });

/** A non-negative amount in dollars (overdraft limits): 'amount_not_negative', 'amount_decimals'. */
export const nonNegativeAmountSchema = amountNumber()
  .refine((v) => v >= 0, { message: 'amount_not_negative' })
  .refine(hasAtMostTwoDecimals, { message: 'amount_decimals' })
  .refine((v) => v <= 1_000_000_000, { message: 'validation_error' });
