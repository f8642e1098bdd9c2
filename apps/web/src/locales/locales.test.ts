import { describe, expect, it } from 'vitest';

// Every key of the Spanish (default) bundles must exist in en, fr and ar, for every namespace.
// Plural forms (key_one, key_many …) differ by language: a plural key of es must exist in the
// other language as a plural key; which forms each language needs, and their placeholders, are
// checked by lib/i18n-placeholders.test.ts.
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const OTHERS = ['en', 'fr', 'ar'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keys(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}
const read = (lang: string, file: string): unknown => files[`./${lang}/${file}`];
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
function valueAt(root: unknown, path: string): unknown {
  return path.split(/\.|(?=\[)/).reduce<unknown>((node, part) => {
    if (node == null) return undefined;
    const index = /^\[(\d+)\]$/.exec(part);
    return index ? (node as unknown[])[Number(index[1])] : (node as Record<string, unknown>)[part];
  }, root);
}

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./es/'))
  .map((path) => path.slice('./es/'.length));

describe('locale completeness', () => {
  it('has Spanish namespaces to compare', () => {
    expect(namespaces).toContain('common.json');
  });
  for (const file of namespaces) {
    const es = read('es', file);
    for (const lang of OTHERS) {
      it(`${lang}/${file} has every key of es/${file}, with the same placeholders`, () => {
        const other = read(lang, file);
        expect(other, `${lang}/${file} is missing`).toBeDefined();
        const missing = keys(es)
          .map((k) => k.replace(PLURAL, '_other'))
          .filter((k) => valueAt(other, k) === undefined);
        expect(missing).toEqual([]);
        for (const k of keys(es).filter((key) => !PLURAL.test(key))) {
          const a = valueAt(es, k);
          const b = valueAt(other, k);
          if (typeof a === 'string' && typeof b === 'string')
            expect([k, placeholders(b)]).toEqual([k, placeholders(a)]);
          if (typeof b === 'string') expect([k, b.trim().length > 0]).toEqual([k, true]);
        }
      });
    }
  }
});
