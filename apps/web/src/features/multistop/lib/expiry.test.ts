import { describe, expect, it } from 'vitest';
import { expiryCountdown } from './expiry.ts';

const AT = '2026-11-21T15:00:00.000Z';
const before = (ms: number) => Date.parse(AT) - ms;
const MIN = 60_000;

describe('expiryCountdown', () => {
  it('counts whole minutes, rounded down', () => {
    expect(expiryCountdown(AT, before(42 * MIN + 59_000))).toEqual({
      kind: 'minutes',
      minutes: 42,
      urgent: false,
    });
  });
  it('is urgent under 10 minutes', () => {
    expect(expiryCountdown(AT, before(10 * MIN))).toMatchObject({ minutes: 10, urgent: false });
    expect(expiryCountdown(AT, before(10 * MIN - 1))).toMatchObject({ minutes: 9, urgent: true });
  });
  it('says under a minute in the last one', () => {
    expect(expiryCountdown(AT, before(59_999))).toEqual({ kind: 'underMinute', urgent: true });
  });
  it('is expired at and after its time', () => {
    expect(expiryCountdown(AT, before(0))).toEqual({ kind: 'expired', urgent: true });
    expect(expiryCountdown(AT, before(-5 * MIN))).toEqual({ kind: 'expired', urgent: true });
  });
  it('is expired for a time it cannot read', () => {
    expect(expiryCountdown('not a date', before(0))).toEqual({ kind: 'expired', urgent: true });
  });
  it('counts days and hours from a day up', () => {
    expect(expiryCountdown(AT, before(24 * 60 * MIN))).toEqual({
      kind: 'days',
      days: 1,
      hours: 0,
      urgent: false,
    });
    expect(expiryCountdown(AT, before((3 * 24 + 5) * 60 * MIN + 59 * MIN))).toEqual({
      kind: 'days',
      days: 3,
      hours: 5,
      urgent: false,
    });
  });
  it('counts hours and minutes from an hour up', () => {
    expect(expiryCountdown(AT, before(60 * MIN))).toEqual({
      kind: 'hours',
      hours: 1,
      minutes: 0,
      urgent: false,
    });
    expect(expiryCountdown(AT, before(24 * 60 * MIN - 1))).toMatchObject({
      kind: 'hours',
      hours: 23,
    });
    expect(expiryCountdown(AT, before(125 * MIN + 30_000))).toEqual({
      kind: 'hours',
      hours: 2,
      minutes: 5,
      urgent: false,
    });
  });
});
