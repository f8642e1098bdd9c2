import { describe, expect, it } from 'vitest';
import { promoState, promoSwitch } from './promo-state.ts';

const now = Date.parse('2026-05-10T12:00:00Z');
const promo = {
  paused: false,
  valid_from: '2026-05-01T04:00:00Z',
  valid_until: '2026-06-01T03:59:59Z',
  usage_limit: 10 as number | null,
  used_count: 3,
};

describe('a promo code state', () => {
  it('is active inside its validity with uses left', () => {
    expect(promoState(promo, now)).toBe('active');
    expect(promoState({ ...promo, usage_limit: null, used_count: 999 }, now)).toBe('active');
  });

  it('is paused, scheduled, expired or used up', () => {
    expect(promoState({ ...promo, paused: true }, now)).toBe('paused');
    expect(promoState(promo, Date.parse('2026-04-30T00:00:00Z'))).toBe('scheduled');
    expect(promoState(promo, Date.parse('2026-06-02T00:00:00Z'))).toBe('expired');
    expect(promoState({ ...promo, used_count: 10 }, now)).toBe('exhausted');
  });

  it('offers a pause only to a code that can still be used, a resume to a paused one', () => {
    const after = Date.parse('2026-06-02T00:00:00Z');
    expect(promoSwitch(promo, now)).toBe('pause');
    expect(promoSwitch(promo, Date.parse('2026-04-30T00:00:00Z'))).toBe('pause');
    expect(promoSwitch({ ...promo, paused: true }, now)).toBe('resume');
    expect(promoSwitch(promo, after)).toBeNull();
    expect(promoSwitch({ ...promo, paused: true }, after)).toBeNull();
    expect(promoSwitch({ ...promo, used_count: 10 }, now)).toBeNull();
  });
});
