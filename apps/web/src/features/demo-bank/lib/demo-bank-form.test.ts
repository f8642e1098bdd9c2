import { describe, expect, it } from 'vitest';
import {
  EMPTY_DEMO_BANK_FORM,
  bankDay,
  demoBankFormSchema,
  joinPayerId,
  splitPayerId,
} from './demo-bank-form.ts';

const valid = {
  bank_code: '0134',
  payer_phone: '4141234567',
  payer_id: 'V-12345678',
  amount: '1.250,50',
};
const codes = (input: unknown) => {
  const result = demoBankFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the demo bank form', () => {
  it('sends what the contract takes, the amount read as bolívares', () => {
    expect(demoBankFormSchema.parse(valid)).toEqual({
      bank_code: '0134',
      payer_phone: '4141234567',
      payer_id: 'V-12345678',
      amount: 1250.5,
    });
    expect(demoBankFormSchema.parse({ ...valid, payer_id: 'J-123456789', amount: '80' })).toEqual(
      expect.objectContaining({ payer_id: 'J-12345678-9', amount: 80 }),
    );
  });

  it('asks for every field when nothing is filled', () => {
    expect(codes(EMPTY_DEMO_BANK_FORM)).toEqual({
      bank_code: 'bank_required',
      payer_phone: 'field_required',
      payer_id: 'field_required',
      amount: 'amount_required',
    });
  });

  it("refuses a bank that is not Venezuela's, a short phone, a bad ID and a bad amount", () => {
    expect(
      codes({
        bank_code: '9999',
        payer_phone: '414123',
        payer_id: 'J-12345678',
        amount: '0',
      }),
    ).toEqual({
      bank_code: 'bank_required',
      payer_phone: 'phone_digits',
      payer_id: 'payer_id_invalid',
      amount: 'amount_positive',
    });
    expect(codes({ ...valid, amount: '1.2.3' })).toEqual({ amount: 'amount_format' });
    expect(codes({ ...valid, amount: '10,555' })).toEqual({ amount: 'amount_decimals' });
  });
});

describe("the payer's ID field", () => {
  it('splits the value into its letter and digits, V by default', () => {
    expect(splitPayerId('J-123456789')).toEqual({ letter: 'J', digits: '123456789' });
    expect(splitPayerId('e-12345678')).toEqual({ letter: 'E', digits: '12345678' });
    expect(splitPayerId('')).toEqual({ letter: 'V', digits: '' });
    expect(splitPayerId('12345678')).toEqual({ letter: 'V', digits: '12345678' });
  });

  it('joins them, keeping digits only and at most 9', () => {
    expect(joinPayerId('G', '20-000.1234 5')).toBe('G-200001234');
    expect(joinPayerId('V', '')).toBe('');
    expect(joinPayerId('V', 'abc')).toBe('');
  });

  it('round-trips', () => {
    for (const value of ['V-12345678', 'J-123456789', 'E-1'])
      expect(joinPayerId(splitPayerId(value).letter, splitPayerId(value).digits)).toBe(value);
  });
});

describe("the receipt's date", () => {
  it('is the calendar day, whatever the time zone', () => {
    expect(bankDay('2026-11-21', 'es')).toBe('21 de noviembre de 2026');
    expect(bankDay('2026-11-21', 'en')).toBe('November 21, 2026');
    expect(bankDay('not a day', 'es')).toBe('not a day');
  });
});
