import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

// Every text of the panel ends a sentence once: a company name ending in "C.A." put before the
// template's period ("… de {{name}}.") is not followed by a second one. Checked over each text of
// the Spanish entry bundle whose placeholder closes a sentence.
describe('texts that end with a company name', () => {
  const texts = Object.entries(i18n.getResourceBundle('es', 'common') as Record<string, unknown>);

  it('end with one period', () => {
    const keys: string[] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string' && /\{\{\w+\}\}\./.test(value)) keys.push(key);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    };
    for (const [k, v] of texts) walk(v, k);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const text = i18n.t(key, {
        ns: 'common',
        lng: 'es',
        defaultValue: '',
        ...Object.fromEntries(
          ['name', 'company', 'provider', 'product', 'panel', 'year'].map((p) => [p, 'Demo C.A.']),
        ),
      });
      expect(text, key).not.toMatch(/(?<!\.)\.\.(?!\.)/);
    }
  });
});
