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
  const rateMicros = BigInt(Math.round(rate * 1_000_000));
  const product = BigInt(toCents(usd)) * rateMicros; // bolívar cents × 10^6
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const cents = (magnitude + 500_000n) / 1_000_000n;
  return Number(negative ? -cents : cents) / 100;
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
