import { amountFieldText, parseAmountText } from '@trayecto/contracts/amount-text';
import {
  FARE_FIELDS,
  setFareBodySchema,
  type ConsoleFare,
  type FareField,
  type FareValues,
} from '@trayecto/contracts/fares';
import { formatUsd } from '@trayecto/contracts/format';

// The fare dialog's fields (/admin/fares): the four values typed in dollars, each read like every
// amount of the console (contracts amount-text.ts) and checked against the bounds the server
// answered for it (contracts fares.ts computes them from the default), before anything is sent.

export type FareForm = Record<FareField, string>;
export type FareFieldError = { code: string; params?: Record<string, string> };
export type FareFormErrors = Partial<Record<FareField, FareFieldError>>;

const cents = (dollars: number) => Math.round(dollars * 100);

/** The fields as the dialog opens: what is charged now, with two decimals. */
export function fareFormOf(values: FareValues): FareForm {
  return {
    base: amountFieldText(values.base),
    per_km: amountFieldText(values.per_km),
    per_min: amountFieldText(values.per_min),
    minimum: amountFieldText(values.minimum),
  };
}

/** The {{min}} and {{max}} of a value's range, as the server writes them ("$0.75"). */
export function boundsParams(fare: ConsoleFare, field: FareField): { min: string; max: string } {
  const { min, max } = fare.bounds[field];
  return { min: formatUsd(min), max: formatUsd(max) };
}

/**
 * The body to send, or each field's error: the amount rules of the body's schema first
 * (required, positive, two decimals), then the bounds ('fare_out_of_bounds' with its range).
 */
export function readFareForm(
  form: FareForm,
  fare: ConsoleFare,
): { ok: true; body: FareValues } | { ok: false; errors: FareFormErrors } {
  const errors: FareFormErrors = {};
  const body = {} as FareValues;
  for (const field of FARE_FIELDS) {
    const parsed = setFareBodySchema.shape[field].safeParse(parseAmountText(form[field]));
    if (!parsed.success) {
      errors[field] = { code: parsed.error.issues[0]?.message ?? 'validation_error' };
      continue;
    }
    const { min, max } = fare.bounds[field];
    const value = cents(parsed.data);
    if (value < cents(min) || value > cents(max)) {
      errors[field] = { code: 'fare_out_of_bounds', params: boundsParams(fare, field) };
      continue;
    }
    body[field] = parsed.data;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/** The values a change moves, from what is charged now to what was typed. */
export function fareChanges(
  from: FareValues,
  to: FareValues,
): { field: FareField; from: number; to: number }[] {
  return FARE_FIELDS.filter((f) => cents(from[f]) !== cents(to[f])).map((field) => ({
    field,
    from: from[field],
    to: to[field],
  }));
}

/** The values that differ from the default table. */
export function changedFromDefault(fare: ConsoleFare): FareField[] {
  return FARE_FIELDS.filter((f) => cents(fare.current[f]) !== cents(fare.default[f]));
}
