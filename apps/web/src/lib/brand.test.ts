import { describe, expect, it } from 'vitest';
import {
  PRODUCT_NAME_DEFAULT,
  PROVIDER_NAME_DEFAULT,
  SUPPORT_EMAIL_DEFAULT,
} from '@trayecto/contracts/constants';
import { brandOf } from './brand.ts';

// The names the server puts in the page are the names the web shows; without them, the defaults.

/** Every source file of the web (tests aside), by its path from src/. */
const SOURCES = Object.entries(
  import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
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
});
