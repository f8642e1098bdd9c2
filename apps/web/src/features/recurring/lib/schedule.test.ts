import { describe, expect, it } from 'vitest';
import { OPEN_POLICY, type Weekday } from '@trayecto/contracts/policies';
import {
  daysText,
  firstDayOfWeek,
  holidayDayText,
  minutesOf,
  nextOccurrences,
  scheduleViolations,
  scheduleWarnings,
  weekOrder,
} from './schedule.ts';

const CARACAS = 'America/Caracas'; // UTC-4, no daylight saving
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('next occurrences of a schedule', () => {
  // Monday 2 November 2026, 10:00 in Caracas
  const now = new Date('2026-11-02T14:00:00Z');

  it('gives the next dates of the chosen days at the time of the company’s zone', () => {
    expect(iso(nextOccurrences([1, 3, 5], '07:30', now, CARACAS))).toEqual([
      '2026-11-04T11:30:00.000Z', // Wednesday (Monday 07:30 has passed)
      '2026-11-06T11:30:00.000Z', // Friday
      '2026-11-09T11:30:00.000Z', // next Monday
    ]);
  });

  it('counts today when the time is still ahead, and not when it is too soon to book', () => {
    expect(iso(nextOccurrences([1], '18:00', now, CARACAS, 1))).toEqual([
      '2026-11-02T22:00:00.000Z',
    ]);
    // 10:10 is ten minutes away: a trip is booked at least fifteen ahead
    expect(iso(nextOccurrences([1], '10:10', now, CARACAS, 1))).toEqual([
      '2026-11-09T14:10:00.000Z',
    ]);
    expect(iso(nextOccurrences([1], '10:10', now, CARACAS, 1, 0))).toEqual([
      '2026-11-02T14:10:00.000Z',
    ]);
  });

  it('takes the day of the company’s zone, not the browser’s', () => {
    // Tuesday 3 November 02:00 UTC is still Monday 22:00 in Caracas
    const late = new Date('2026-11-03T02:00:00Z');
    expect(iso(nextOccurrences([1, 2], '23:30', late, CARACAS, 2))).toEqual([
      '2026-11-03T03:30:00.000Z', // Monday 23:30 Caracas
      '2026-11-04T03:30:00.000Z', // Tuesday 23:30 Caracas
    ]);
  });

  it('follows a zone’s daylight saving', () => {
    // Sunday 1 November 2026 New York leaves daylight saving (UTC-4 to UTC-5)
    const before = new Date('2026-10-30T12:00:00Z');
    expect(iso(nextOccurrences([6, 1], '08:00', before, 'America/New_York', 2))).toEqual([
      '2026-10-31T12:00:00.000Z',
      '2026-11-02T13:00:00.000Z',
    ]);
  });

  it('gives every day of the week once in its first seven dates', () => {
    const all = nextOccurrences([0, 1, 2, 3, 4, 5, 6], '09:00', now, CARACAS, 7);
    expect(new Set(all.map((d) => d.getUTCDay())).size).toBe(7);
  });

  it('gives nothing without a day or a valid time', () => {
    expect(nextOccurrences([], '07:30', now, CARACAS)).toEqual([]);
    expect(nextOccurrences([1], '7:30', now, CARACAS)).toEqual([]);
    expect(nextOccurrences([1], '24:00', now, CARACAS)).toEqual([]);
    expect(nextOccurrences([1], '', now, CARACAS)).toEqual([]);
  });
});

describe('the week in a language', () => {
  it('starts where the language’s calendar does', () => {
    expect(firstDayOfWeek('es')).toBe(1);
    expect(weekOrder('es')).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekOrder('fr')[0]).toBe(1);
    expect(weekOrder('en')[0]).toBe(0);
    expect(weekOrder('ar')[0]).toBe(6);
    expect(new Set(weekOrder('ar')).size).toBe(7);
  });

  it('names the chosen days in that order', () => {
    expect(daysText([5, 1, 3], 'en')).toBe('Mon, Wed, & Fri');
    expect(daysText([0, 1], 'en')).toBe('Sun & Mon');
    expect(daysText([0, 1], 'es')).toMatch(/^lun.* dom/);
  });

  it('writes a holiday’s day whatever the browser’s zone', () => {
    expect(holidayDayText('2026-12-25', 'en')).toBe('Friday, December 25, 2026');
    expect(holidayDayText('nope', 'en')).toBe('nope');
  });
});

describe('a schedule against a travel policy', () => {
  it('says a day or a time the policy does not allow', () => {
    expect(scheduleViolations({ weekdays: [1, 2, 3, 4, 5], hours: null }, [1, 6], '08:00')).toEqual(
      ['weekday'],
    );
    expect(
      scheduleViolations({ weekdays: null, hours: { from: '22:00', to: '06:00' } }, [1], '23:00'),
    ).toEqual([]);
    expect(
      scheduleViolations({ weekdays: [1], hours: { from: '07:00', to: '19:00' } }, [0], '20:00'),
    ).toEqual(['weekday', 'hours']);
    expect(scheduleViolations(OPEN_POLICY, [0, 6], '03:00')).toEqual([]);
  });

  it('warns of the schedule’s days and hours, not of the moment the form is open', () => {
    const policy = {
      weekdays: [1, 2, 3, 4, 5] as Weekday[],
      hours: { from: '07:00', to: '19:00' },
    };
    // the form, checked at night on a Sunday, found the day and the hour outside the policy
    expect(scheduleWarnings(['service_type', 'weekday', 'hours'], policy, [1], '08:00')).toEqual([
      'service_type',
    ]);
    expect(scheduleWarnings(['reason'], policy, [6], '20:00')).toEqual([
      'weekday',
      'hours',
      'reason',
    ]);
    expect(scheduleWarnings(['weekday'], null, [6], '20:00')).toEqual([]);
  });

  it('reads HH:MM', () => {
    expect(minutesOf('07:30')).toBe(450);
    expect(minutesOf('7:30')).toBeNull();
  });
});
