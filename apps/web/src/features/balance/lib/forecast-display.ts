import { formatUsdShort, type BalanceForecast } from '@trayecto/contracts';

// How the balance forecast reads on the balance page: what its headline says, the range of the
// chart's value axis and the labels of its days.

export type ForecastOutlook =
  /** the balance covers this many whole days from tomorrow (1 or more) */
  | { kind: 'days'; days: number }
  /** it does not cover tomorrow (or is already below zero) */
  | { kind: 'none' }
  /** it lasts past the horizon */
  | { kind: 'beyond'; horizon: number }
  /** nothing was spent in the last 30 days and nothing is scheduled */
  | { kind: 'noSpend' };

type OutlookInput = Pick<BalanceForecast, 'days_left' | 'spent_30d' | 'scheduled' | 'horizon_days'>;

/** The forecast's headline: days left, none, beyond the horizon, or no spend to project. */
export function forecastOutlook(f: OutlookInput): ForecastOutlook {
  if (f.days_left !== null)
    return f.days_left > 0 ? { kind: 'days', days: f.days_left } : { kind: 'none' };
  if (f.spent_30d <= 0 && f.scheduled <= 0) return { kind: 'noSpend' };
  return { kind: 'beyond', horizon: f.horizon_days };
}

/** Why the balance is low: the available balance is under the threshold, or it runs out soon. */
export function lowReason(
  f: Pick<BalanceForecast, 'available' | 'threshold'>,
): 'threshold' | 'soon' {
  return f.threshold !== null && f.available < f.threshold ? 'threshold' : 'soon';
}

/**
 * The value axis's range: every projected balance, zero (where the balance runs out) and the
 * threshold (its reference line is only drawn inside the range), with a little room around.
 */
export function chartDomain(balances: readonly number[], threshold: number | null) {
  const values = [...balances, 0, ...(threshold !== null ? [threshold] : [])];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low || Math.max(Math.abs(high), 1)) * 0.08;
  return { min: low < 0 ? low - pad : 0, max: high + pad };
}

/** Which days of the horizon carry a tick label: today, then every `step` days. */
export const tickStep = (narrow: boolean) => (narrow ? 15 : 10);

/** A YYYY-MM-DD day in a language: "12 nov" on the axis, "miércoles, 12 de noviembre" in the tooltip. */
export function dayLabel(day: string, lang: string, long = false): string {
  const options: Intl.DateTimeFormatOptions = long
    ? { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }
    : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(lang, options).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** The value axis's ticks: "$1.2K", "-$300", "$0" in English, "$1,2 K" in Spanish. */
export const compactUsd = (dollars: number, lang?: string) => formatUsdShort(dollars, lang);
