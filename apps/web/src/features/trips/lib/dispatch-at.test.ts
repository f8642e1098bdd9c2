import { describe, expect, it } from 'vitest';
import { DEFAULT_PRE_TIME_MIN } from '@trayecto/contracts';
import { dispatchAt } from './dispatch-at.ts';

describe('dispatchAt', () => {
  it("is the corporate's pre_time before the scheduled time", () => {
    expect(dispatchAt('2026-11-25T15:00:00.000Z', 20).toISOString()).toBe(
      '2026-11-25T14:40:00.000Z',
    );
  });
  it('falls back to the default pre_time', () => {
    expect(dispatchAt('2026-11-25T15:00:00.000Z', null).getTime()).toBe(
      Date.parse('2026-11-25T15:00:00.000Z') - DEFAULT_PRE_TIME_MIN * 60_000,
    );
  });
});
