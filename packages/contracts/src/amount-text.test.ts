import { describe, expect, it } from 'vitest';
import { parseAmountText } from './amount-text.ts';
import { nonNegativeAmountSchema, positiveAmountSchema } from './money.ts';

const judge = (raw: string, schema = positiveAmountSchema) => {
  const r = schema.safeParse(parseAmountText(raw));
  return r.success ? r.data : r.error.issues[0]?.message;
};

describe('amount text', () => {
  it.each([
    ['1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    [' $25 ', 25],
    ['25,50', 25.5],
    ['25,5', 25.5],
    ['0.5', 0.5],
    ['.75', 0.75],
    [',75', 0.75],
    ['10.', 10],
    ['1,234', 1234],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['-7', -7],
    ['+7', 7],
  ])('reads %j as %s', (raw, value) => {
    expect(parseAmountText(raw)).toBe(value);
  });

  it.each(['1.2.3', '12,34.5', '1,23,456', '7a', '$', '--7', '1 000', '..5', '1,2,3'])(
    'cannot read %j: the field says how to write it, never another number',
    (raw) => {
      expect(parseAmountText(raw)).toSatisfy((v: unknown) => v === undefined || Number.isNaN(v));
    },
  );

  it('answers the spec messages through the contract schemas', () => {
    expect(judge('')).toBe('amount_required');
    expect(judge('   ')).toBe('amount_required');
    expect(judge('0')).toBe('amount_positive');
    expect(judge('0,00')).toBe('amount_positive');
    expect(judge('-7')).toBe('amount_positive');
    expect(judge('1.234')).toBe('amount_decimals');
    expect(judge('1.2.3')).toBe('amount_format');
    expect(judge('25,50')).toBe(25.5);
    expect(judge('-10', nonNegativeAmountSchema)).toBe('amount_not_negative');
    expect(judge('10', nonNegativeAmountSchema)).toBe(10);
  });
});
