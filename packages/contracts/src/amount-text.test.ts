import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountText } from './amount-text.ts';
import { formatNumber, formatUsd, numberMarks, setNumberLanguage } from './format.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n.ts';
import { nonNegativeAmountSchema, positiveAmountSchema } from './money.ts';

const judge = (raw: string, lang: string, schema = positiveAmountSchema) => {
  const r = schema.safeParse(parseAmountText(raw, lang));
  return r.success ? r.data : r.error.issues[0]?.message;
};

// A test over every interface language: the text each one writes an amount with reads back
// as that amount, and the marks of another language are not silently read as another number.
describe.each(LANGUAGES)('amount text in %s', (lang) => {
  const { decimal, group } = numberMarks(lang);

  it('reads back whatever formatUsd writes, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const dollars = cents / 100;
        expect(parseAmountText(formatUsd(dollars, lang), lang)).toBe(dollars);
        expect(parseAmountText(formatNumber(dollars, lang), lang)).toBe(dollars);
      }),
    );
  });

  it.each([
    ['1', 1],
    [' $25 ', 25],
    ['-7', -7],
    ['+7', 7],
  ])('reads %j as %s', (raw, value) => {
    expect(parseAmountText(raw, lang)).toBe(value);
  });

  it('reads its own marks: thousands grouped by three, one decimal mark', () => {
    expect(parseAmountText(`1${group}234`, lang)).toBe(1234);
    expect(parseAmountText(`1${group}234${decimal}5`, lang)).toBe(1234.5);
    expect(parseAmountText(`1${group}234${group}567${decimal}89`, lang)).toBe(1234567.89);
    expect(parseAmountText(`25${decimal}50`, lang)).toBe(25.5);
    expect(parseAmountText(`${decimal}75`, lang)).toBe(0.75);
    expect(parseAmountText(`10${decimal}`, lang)).toBe(10);
  });

  it.each(['1.2.3', '12,34.5', '1,23,456', '7a', '$', '--7', '..5', '1,2,3', ',.'])(
    'cannot read %j: the field says how to write it, never another number',
    (raw) => {
      expect(parseAmountText(raw, lang)).toSatisfy(
        (v: unknown) => v === undefined || Number.isNaN(v),
      );
    },
  );

  it('answers the spec messages through the contract schemas', () => {
    expect(judge('', lang)).toBe('amount_required');
    expect(judge('   ', lang)).toBe('amount_required');
    expect(judge('0', lang)).toBe('amount_positive');
    expect(judge(`0${decimal}00`, lang)).toBe('amount_positive');
    expect(judge('-7', lang)).toBe('amount_positive');
    expect(judge(`1${decimal}234`, lang)).toBe('amount_decimals');
    expect(judge('1.2.3', lang)).toBe('amount_format');
    expect(judge(`25${decimal}50`, lang)).toBe(25.5);
    expect(judge('-10', lang, nonNegativeAmountSchema)).toBe('amount_not_negative');
    expect(judge('10', lang, nonNegativeAmountSchema)).toBe(10);
  });
});

describe('amount text: what a reader of each language means', () => {
  it.each([
    ['es', '1.234', 1234],
    ['es', '1.234,50', 1234.5],
    ['es', '25,50', 25.5],
    ['es', '25.50', Number.NaN],
    ['es', '1,234.50', Number.NaN],
    ['fr', '1 234,50', 1234.5],
    ['fr', '1\u202f234,50', 1234.5],
    ['fr', '1.250,50', 1250.5],
    ['fr', '25.50', Number.NaN],
    ['en', '1,234', 1234],
    ['en', '1,234.50', 1234.5],
    ['en', '1.234', 1.234],
    ['en', '1.234,50', Number.NaN],
    ['ar', '1,234.50', 1234.5],
    ['ar', '25,50', Number.NaN],
  ])('%s reads %j as %s', (lang, raw, value) => {
    expect(parseAmountText(raw, lang)).toBe(value);
  });

  it('reads in the interface language when no language is named', () => {
    try {
      setNumberLanguage('en');
      expect(parseAmountText('1.234')).toBe(1.234);
      setNumberLanguage('es');
      expect(parseAmountText('1.234')).toBe(1234);
    } finally {
      setNumberLanguage(DEFAULT_LANGUAGE);
    }
  });
});
