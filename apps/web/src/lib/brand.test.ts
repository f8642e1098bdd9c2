import { describe, expect, it } from 'vitest';
import {
  PRODUCT_NAME_DEFAULT,
  PROVIDER_NAME_DEFAULT,
  SUPPORT_EMAIL_DEFAULT,
} from '@trayecto/contracts/constants';
import { brandOf, brandVariables } from './brand.ts';

// The names the server puts in the page are the names the web shows; without them, the defaults.

/** Every source file of the web (tests aside), by its path from src/. */
const SOURCES = Object.entries(
  import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** Every text file of the web: locales/<lang>/<ns>.json. */
const TEXTS = Object.entries(
  import.meta.glob<string>('../locales/*/*.json', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('brand', () => {
  it('reads the page’s meta tags, each falling back to its default', () => {
    const meta: Record<string, string> = {
      'product-name': 'Movilix Empresas',
      'provider-name': 'Movilix',
      'support-email': 'ayuda@movilix.test',
    };
    expect(brandOf((n) => meta[n])).toEqual({
      product: 'Movilix Empresas',
      provider: 'Movilix',
      supportEmail: 'ayuda@movilix.test',
    });
    expect(brandOf(() => null)).toEqual({
      product: PRODUCT_NAME_DEFAULT,
      provider: PROVIDER_NAME_DEFAULT,
      supportEmail: SUPPORT_EMAIL_DEFAULT,
    });
    expect(brandOf(() => '  ').provider).toBe(PROVIDER_NAME_DEFAULT);
  });

  it('is the only place the web takes a product or provider name from', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    const offenders = SOURCES.filter(([path]) => path !== './brand.ts')
      .filter(([, text]) =>
        /\b(PRODUCT_NAME_DEFAULT|PROVIDER_NAME_DEFAULT|SUPPORT_EMAIL_DEFAULT)\b|['"`]Trayecto( Empresas)?['"`]/.test(
          text,
        ),
      )
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('no text names the product or the provider: each says {{product}} or {{provider}}', () => {
    expect(TEXTS.length).toBeGreaterThan(40);
    const offenders = TEXTS.flatMap(([path, text]) =>
      [...text.matchAll(/^.*\bTrayecto\b.*$/gm)].map((m) => `${path}: ${m[0].trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('fills {{product}} and {{provider}} with the deployment’s names', async () => {
    const { i18n, loadLanguage } = await import('./i18n.ts');
    await loadLanguage('ar');
    // the defaults of this test's page (no meta tags); the values come from BRAND
    expect(i18n.options.interpolation?.defaultVariables).toEqual({
      product: PRODUCT_NAME_DEFAULT,
      provider: PROVIDER_NAME_DEFAULT,
    });
    const movilix = i18n.cloneInstance({
      interpolation: {
        escapeValue: false,
        defaultVariables: brandVariables({
          product: 'Movilix Empresas',
          provider: 'Movilix',
          supportEmail: '',
        }),
      },
    });
    for (const lang of ['es', 'ar'] as const) {
      const t = movilix.getFixedT(lang, 'common');
      expect(t('landing.hero.badge')).toContain('Movilix');
      if (lang === 'ar') expect(t('landing.hero.badge')).toMatch(/شركة/);
      expect(t('landing.home')).toContain('Movilix Empresas');
      expect(t('faq.items', { returnObjects: true })).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ q: expect.stringContaining('Movilix Empresas') }),
        ]),
      );
    }
    expect(movilix.getFixedT('es', 'common')('landing.hero.badge')).not.toContain('Trayecto');
  });
});
