import { describe, expect, it } from 'vitest';
import {
  forecastBalance,
  forecastDay,
  moneyWatchSettingsSchema,
  shiftMonth,
  monthBounds,
  zonedMonthString,
} from './index.ts';

// The balance forecast against worked examples (issue 13, part 6): the days a balance lasts are
// counted from tomorrow while the projected balance stays at or above zero.

describe('forecastBalance', () => {
  it.each([
    // start, spent in 30 days, scheduled, days left, daily
    { start: 100_000, spent: 300_000, scheduled: [], days: 10, daily: 10_000 }, // $1,000, $100/day: ten days, to zero
    { start: 105_000, spent: 300_000, scheduled: [], days: 10, daily: 10_000 }, // $50 left after day ten
    { start: 99_999, spent: 300_000, scheduled: [], days: 9, daily: 10_000 }, // a cent short of day ten
    { start: 0, spent: 3_000, scheduled: [], days: 0, daily: 100 }, // nothing left: not even today
    { start: -500, spent: 0, scheduled: [], days: 0, daily: 0 }, // already below zero
    { start: 50_000, spent: 0, scheduled: [], days: null, daily: 0 }, // nothing spent: lasts
    { start: 50_000, spent: 1_000, scheduled: [], days: null, daily: 34 }, // 1,470 days: past the horizon
    // $1,000, $100/day, and a $300 trip scheduled in 3 days: day 3 ends at $400, day 7 at $0
    {
      start: 100_000,
      spent: 300_000,
      scheduled: [{ day: 3, cents: 30_000 }],
      days: 7,
      daily: 10_000,
    },
    // nothing spent, but a $600 trip in 5 days on $500: lasts 4 days
    { start: 50_000, spent: 0, scheduled: [{ day: 5, cents: 60_000 }], days: 4, daily: 0 },
  ])(
    '$start¢ spending $spent¢ in 30 days → $days days',
    ({ start, spent, scheduled, days, daily }) => {
      const f = forecastBalance({ startCents: start, spentCents: spent, scheduled });
      expect(f.daysLeft).toBe(days);
      expect(f.dailyCents).toBe(daily);
      expect(f.points).toHaveLength(61);
      expect(f.points[0]).toBe(start);
    },
  );

  it('rounds the daily spend up and puts a scheduled hold past the horizon on its last day', () => {
    const f = forecastBalance({
      startCents: 1_000,
      spentCents: 31,
      scheduled: [{ day: 400, cents: 500 }],
      horizonDays: 10,
    });
    expect(f.dailyCents).toBe(2);
    expect(f.points[10]).toBe(1_000 - 20 - 500);
    expect(f.points[9]).toBe(1_000 - 18);
  });

  it('counts a time to its day from now, never today', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(forecastDay(now, new Date('2026-11-26T13:00:00Z'))).toBe(1);
    expect(forecastDay(now, new Date('2026-11-27T12:00:00Z'))).toBe(1);
    expect(forecastDay(now, new Date('2026-11-27T12:00:01Z'))).toBe(2);
  });
});

describe('moneyWatchSettingsSchema', () => {
  const ok = {
    threshold: 200,
    days_before: 7,
    recipients: ['Finanzas@ElAvila.test'],
    alerts_enabled: true,
    statement_enabled: true,
  };
  it('takes e-mails in lower case', () => {
    expect(moneyWatchSettingsSchema.parse(ok).recipients).toEqual(['finanzas@elavila.test']);
  });
  it.each([
    [{ threshold: 0 }, 'amount_positive'],
    [{ threshold: 1.234 }, 'amount_decimals'],
    [{ days_before: 0 }, 'validation_error'],
    [{ days_before: 31 }, 'validation_error'],
    [{ recipients: ['no-es-correo'] }, 'email_invalid'],
    [{ recipients: ['a@b.co', 'A@b.co'] }, 'duplicate_recipient'],
    [{ recipients: Array.from({ length: 11 }, (_, i) => `p${i}@b.co`) }, 'too_many_recipients'],
  ])('refuses %j with %s', (patch, code) => {
    const r = moneyWatchSettingsSchema.safeParse({ ...ok, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(code);
  });
});

describe('months', () => {
  it('shifts across years and bounds a month in Caracas', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    const { from, to } = monthBounds('2026-10', 'America/Caracas');
    expect(from.toISOString()).toBe('2026-10-01T04:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(zonedMonthString(new Date('2026-11-01T03:59:00Z'), 'America/Caracas')).toBe('2026-10');
  });
});
