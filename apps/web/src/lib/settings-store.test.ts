import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isRtl, normalizeSettings } from './settings-store.ts';

describe('settings', () => {
  it('drops the options the horizontal layout does not have', () => {
    const s = normalizeSettings({
      ...DEFAULT_SETTINGS,
      layout: 'horizontal',
      skin: 'semi-dark',
      appBar: 'hidden',
    });
    expect(s.skin).toBe('default');
    expect(s.appBar).toBe('fixed');
    const v = normalizeSettings({ ...DEFAULT_SETTINGS, skin: 'semi-dark', appBar: 'hidden' });
    expect([v.skin, v.appBar]).toEqual(['semi-dark', 'hidden']);
  });
  it('is right-to-left for Arabic or when the switch is on', () => {
    expect(isRtl({ lang: 'ar', rtl: false })).toBe(true);
    expect(isRtl({ lang: 'es', rtl: true })).toBe(true);
    expect(isRtl({ lang: 'en', rtl: false })).toBe(false);
  });
});
