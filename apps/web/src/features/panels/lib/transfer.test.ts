import { describe, expect, it } from 'vitest';
import {
  partiesOf,
  shortfallOf,
  transferFormSchema,
  transferLimit,
  typedAmount,
} from './transfer.ts';

const codeOf = (amount: string) => {
  const parsed = transferFormSchema.safeParse({ direction: 'to_panel', amount });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('the transfer form', () => {
  it('reads the amount as the contract does', () => {
    expect(transferFormSchema.parse({ direction: 'to_master', amount: '1.234,50' })).toEqual({
      direction: 'to_master',
      amount: 1234.5,
    });
    expect(transferFormSchema.parse({ direction: 'to_panel', amount: '25,5' }).amount).toBe(25.5);
  });

  it.each([
    ['', 'amount_required'],
    ['0', 'amount_positive'],
    ['-3', 'amount_positive'],
    ['1,234', 'amount_decimals'],
    ['25.50', 'amount_format'],
    ['7a', 'amount_format'],
  ])('refuses %j with %s', (amount, code) => {
    expect(codeOf(amount)).toBe(code);
  });

  it('refuses a direction the API does not know', () => {
    expect(transferFormSchema.safeParse({ direction: 'give', amount: '5' }).success).toBe(false);
  });

  it('previews only a positive amount', () => {
    expect(typedAmount('12,5')).toBe(12.5);
    expect(typedAmount('-1')).toBe(0);
    expect(typedAmount('abc')).toBe(0);
    expect(typedAmount(undefined)).toBe(0);
  });
});

describe('who gives and how much', () => {
  const master = { name: 'Grupo', unique_id: 'TE-1' };
  const panel = { name: 'Panel', unique_id: 'TE-2' };
  const figures = { masterAvailable: 100, panelTakeable: 40 };

  it('names the giver and the receiver of each direction', () => {
    expect(partiesOf('to_panel', master, panel)).toEqual({ from: master, to: panel });
    expect(partiesOf('to_master', master, panel)).toEqual({ from: panel, to: master });
  });

  it('limits a transfer to what the master may spend, or what the panel has free', () => {
    expect(transferLimit('to_panel', figures)).toBe(100);
    expect(transferLimit('to_master', figures)).toBe(40);
    expect(shortfallOf('to_panel', 100, figures)).toBeNull();
    expect(shortfallOf('to_panel', 100.01, figures)).toBe('corporate_insufficient_balance');
    expect(shortfallOf('to_master', 40, figures)).toBeNull();
    expect(shortfallOf('to_master', 40.01, figures)).toBe('insufficient_balance');
  });
});
