import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@trayecto/contracts/i18n';

// SPEC §1: the public area claims support answers in 3 to 7 minutes, savings up to 35% and over
// 1,500 companies, pitches the business bundle, and leads prospects to the contact form. This
// keeps those claims in every language of the landing page, and its calls to action on
// /contactanos.

type Texts = { landing: Record<string, unknown> };
const files = import.meta.glob<Texts>('../../locales/*/common.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>('./components/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const landing = (lang: string) => files[`../../locales/${lang}/common.json`]!.landing;
const at = (value: unknown, path: string): string =>
  String(path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], value));

// "1,500" or "1 500" (French spacing, also narrow no-break)
const COMPANIES = /1[.,\s\u00a0\u202f]500/;

describe('the landing page states the spec claims', () => {
  it.each(LANGUAGES)('%s: support in 3 to 7 minutes, up to 35%%, over 1,500 companies', (lang) => {
    const l = landing(lang);
    expect(at(l, 'hero.badge')).toMatch(COMPANIES);
    expect(at(l, 'cta.text')).toMatch(COMPANIES);
    expect(at(l, 'bundle.title')).toMatch(/35\s?%/);
    expect(at(l, 'bundle.chips.savings')).toMatch(/35\s?%/);
    expect(at(l, 'bundle.points.p2')).toMatch(/3\D{1,5}7/);
    expect(at(l, 'bundle.chips.support')).toMatch(/3\s?–\s?7/);
    expect(at(l, 'bundle.chips.companies')).toMatch(COMPANIES);
    // the business bundle's pitch and its call to action
    expect(at(l, 'bundle.text').length).toBeGreaterThan(40);
    expect(at(l, 'bundle.cta').length).toBeGreaterThan(3);
  });

  it('leads to the contact form from the header, the hero, the bundle and the closing call', () => {
    for (const file of ['landing-header', 'landing-hero', 'landing-bundle', 'landing-cta']) {
      expect(sources[`./components/${file}.tsx`], file).toContain('to="/contactanos"');
    }
  });

  it('shows the three figures in the hero', () => {
    const hero = sources['./components/landing-hero.tsx']!;
    for (const value of ["'3–7 min'", "'35%'", "'+1,500'"]) expect(hero).toContain(value);
  });
});
