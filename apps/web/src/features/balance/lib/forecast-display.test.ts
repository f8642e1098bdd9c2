import { describe, expect, it } from 'vitest';
import {
  chartDomain,
  compactUsd,
  dayLabel,
  forecastOutlook,
  lowReason,
  tickStep,
} from './forecast-display.ts';

const base = { days_left: null, spent_30d: 300, scheduled: 0, horizon_days: 60 };

describe('the forecast headline', () => {
  it('counts the days the balance lasts', () => {
    expect(forecastOutlook({ ...base, days_left: 12 })).toEqual({ kind: 'days', days: 12 });
    expect(forecastOutlook({ ...base, days_left: 1 })).toEqual({ kind: 'days', days: 1 });
  });

  it('says when it does not cover tomorrow', () => {
    expect(forecastOutlook({ ...base, days_left: 0 })).toEqual({ kind: 'none' });
  });

  it('tells "beyond the horizon" from "nothing spent"', () => {
    expect(forecastOutlook(base)).toEqual({ kind: 'beyond', horizon: 60 });
    expect(forecastOutlook({ ...base, spent_30d: 0 })).toEqual({ kind: 'noSpend' });
    // nothing spent but an order scheduled: the projection still moves
    expect(forecastOutlook({ ...base, spent_30d: 0, scheduled: 25 })).toEqual({
      kind: 'beyond',
      horizon: 60,
    });
  });
});

describe('a low balance', () => {
  it('says whether the threshold or the forecast warns', () => {
    expect(lowReason({ available: 90, threshold: 100 })).toBe('threshold');
    expect(lowReason({ available: 150, threshold: 100 })).toBe('soon');
    expect(lowReason({ available: 150, threshold: null })).toBe('soon');
  });
});

describe('the forecast chart', () => {
  it('keeps zero and the threshold inside the value axis', () => {
    const d = chartDomain([500, 400, 300], 1000);
    expect(d.min).toBe(0);
    expect(d.max).toBeGreaterThan(1000);
    const below = chartDomain([100, -50, -200], null);
    expect(below.min).toBeLessThan(-200);
    expect(below.max).toBeGreaterThan(100);
  });

  it('gives a flat line some room', () => {
    const flat = chartDomain([0, 0], null);
    expect(flat.max).toBeGreaterThan(flat.min);
  });

  it('labels fewer days on a phone', () => {
    expect(tickStep(true)).toBeGreaterThan(tickStep(false));
  });

  it('writes the days in the interface language', () => {
    expect(dayLabel('2026-11-12', 'es')).toMatch(/12/);
    expect(dayLabel('2026-11-12', 'en', true)).toBe('Thursday, November 12');
    expect(dayLabel('2026-11-12', 'es', true)).toBe('jueves, 12 de noviembre');
  });

  it('writes the axis amounts short', () => {
    expect(compactUsd(1200, 'en')).toBe('$1.2K');
    expect(compactUsd(1200, 'es')).toBe('$1,2\u00a0K');
    expect(compactUsd(0, 'en')).toBe('$0');
    expect(compactUsd(150, 'es')).toBe('$150');
    expect(compactUsd(-300, 'en')).toBe('-$300');
  });
});
