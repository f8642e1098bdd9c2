import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_MAX,
  PROFORMA_CONCEPT_MAX,
  requestCreditBodySchema,
} from '@trayecto/contracts';
import { checkBody } from './body-form.ts';
import { creditFieldLimits, creditFormSchema, toCreditBody } from './credit-form.ts';
import { proformaFieldLimits, proformaFormSchema, toProformaBody } from './proforma-form.ts';

describe('the credit request form', () => {
  it('reads the amount as typed and sends a blank note as null', () => {
    expect(toCreditBody({ amount: '1.234,50', note: '  ' })).toEqual({
      amount: 1234.5,
      note: null,
    });
    expect(toCreditBody({ amount: '25', note: 'Nómina' })).toEqual({ amount: 25, note: 'Nómina' });
  });

  it("refuses with the contract's codes, one per field", () => {
    const check = (amount: string, note = '') =>
      checkBody({ amount, note }, toCreditBody, requestCreditBodySchema).issues;
    expect(check('')).toEqual([{ path: 'amount', message: 'amount_required' }]);
    expect(check('7a')).toEqual([{ path: 'amount', message: 'amount_format' }]);
    expect(check('0')).toEqual([{ path: 'amount', message: 'amount_positive' }]);
    expect(check('1,999')).toEqual([{ path: 'amount', message: 'amount_decimals' }]);
    expect(check('10', 'x'.repeat(CREDIT_NOTE_MAX + 1))).toEqual([
      { path: 'note', message: 'too_long' },
    ]);
    expect(check('10', 'para la nómina')).toEqual([]);
    expect(creditFieldLimits('note')).toEqual({ max: CREDIT_NOTE_MAX });
  });

  it('gives react-hook-form the body, or the issues on their fields', async () => {
    const ok = await creditFormSchema.safeParseAsync({ amount: '150,00', note: ' ' });
    expect(ok.success && ok.data).toEqual({ amount: 150, note: null });
    const bad = await creditFormSchema.safeParseAsync({ amount: '', note: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'amount_required'],
    ]);
  });
});

describe('the proforma form', () => {
  it('needs an amount and a concept of at most its length', async () => {
    expect(toProformaBody({ amount: '$100', concept: 'Viajes de diciembre' })).toEqual({
      amount: 100,
      concept: 'Viajes de diciembre',
    });
    const bad = await proformaFormSchema.safeParseAsync({ amount: '-5', concept: '   ' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'amount_positive'],
      ['concept', 'field_required'],
    ]);
    const long = await proformaFormSchema.safeParseAsync({
      amount: '5',
      concept: 'x'.repeat(PROFORMA_CONCEPT_MAX + 1),
    });
    expect(long.error?.issues.map((i) => i.message)).toEqual(['too_long']);
    const ok = await proformaFormSchema.safeParseAsync({ amount: '1.234,56', concept: ' Flota ' });
    expect(ok.success && ok.data).toEqual({ amount: 1234.56, concept: 'Flota' });
    expect(proformaFieldLimits('concept')).toEqual({ max: PROFORMA_CONCEPT_MAX });
    expect(proformaFieldLimits('amount')).toEqual({});
  });
});
