import { describe, expect, it } from 'vitest';
import { parseAmountText } from '@trayecto/contracts/amount-text';
import { formatNumber } from '@trayecto/contracts/format';
import { LANGUAGES } from '@trayecto/contracts/i18n';

// One number format per language. Every figure a text of a language writes ("Por ejemplo
// 1.250,50", "más de 1.500 empresas") is written as that language's figures are (contracts
// format.ts: Spanish (Venezuela) "1.234,50", English "1,234.50", French "1 234,50", Arabic
// "1,234.50") and reads back in an amount field of that language as the same number: an example
// a field cannot read, or a figure in another language's marks, is listed as
// "lang/namespace:key → figure".

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

// a figure with thousands marks, or with two decimals
const FIGURE = /\d{1,3}(?:[.,\u202f\u00a0 ]\d{3})+(?:[.,]\d{1,2})?|\d+[.,]\d{1,2}(?!\d)/g;
const spaces = (text: string) => text.replace(/[\u202f\u00a0 ]/g, ' ');

function walk(value: unknown, id: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([id, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, `${id}.${k}`, out);
  return out;
}

describe.each(LANGUAGES)('figures in the %s texts', (lang) => {
  const texts = Object.entries(files)
    .filter(([path]) => path.startsWith(`./${lang}/`))
    .flatMap(([path, content]) => walk(content, path.slice(2, -5).replace('/', ':'), []));

  it('found texts to check', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('are written in the language’s marks and read back as written', () => {
    const wrong: string[] = [];
    for (const [id, text] of texts)
      for (const figure of text.replace(/\{\{[^}]*\}\}/g, '').match(FIGURE) ?? []) {
        const value = parseAmountText(figure, lang);
        const decimals = /[.,](\d{1,2})$/.exec(figure)?.[1]?.length ?? 0;
        const ok =
          value !== undefined &&
          !Number.isNaN(value) &&
          spaces(formatNumber(value, lang, decimals, decimals)) === spaces(figure);
        if (!ok) wrong.push(`${id} → ${figure}`);
      }
    expect(wrong).toEqual([]);
  });
});
