import { describe, expect, it } from 'vitest';
import { positiveAmountSchema } from '@trayecto/contracts';
import { parseAmountInput, sanitizeAmountTyping } from './amount-input.ts';

const judge = (raw: string) => {
  const r = positiveAmountSchema.safeParse(parseAmountInput(raw));
  return r.success ? r.data : r.error.issues[0]?.message;
};

describe('amount input', () => {
  it('reads dollars with comma thousands and a dot decimal', () => {
    expect(parseAmountInput('1,234.50')).toBe(1234.5);
    expect(parseAmountInput(' $25 ')).toBe(25);
    expect(parseAmountInput('0.5')).toBe(0.5);
    expect(parseAmountInput('.75')).toBe(0.75);
    expect(parseAmountInput('10.')).toBe(10);
  });
  it('answers the spec messages through the contract schema', () => {
    expect(judge('')).toBe('amount_required');
    expect(judge('   ')).toBe('amount_required');
    expect(judge('0')).toBe('amount_positive');
    expect(judge('0.00')).toBe('amount_positive');
    expect(judge('1.234')).toBe('amount_decimals');
    expect(judge('12.34')).toBe(12.34);
  });
  it('refuses misplaced commas instead of guessing', () => {
    expect(parseAmountInput('1,2')).toBeNaN();
    expect(parseAmountInput('12,34.5')).toBeNaN();
    expect(positiveAmountSchema.safeParse(parseAmountInput('1,2')).success).toBe(false);
  });
  it('keeps only digits, commas and the first dot while typing', () => {
    expect(sanitizeAmountTyping('a1b2.3.4-')).toBe('12.34');
    expect(sanitizeAmountTyping('1,000.5,0')).toBe('1,000.50');
    expect(sanitizeAmountTyping('-5')).toBe('5');
  });
});
