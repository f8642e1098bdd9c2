import { describe, expect, it } from 'vitest';
import {
  CREDIT_STATUS_COLORS,
  creditMovementLabel,
  creditStatusLabel,
  creditsDueOf,
  creditWasAdvanced,
  showsCredits,
} from './credit-display.ts';
import { CREDIT_STATUSES } from '@trayecto/contracts';

describe('credit display', () => {
  it("uses the contract's labels in the interface language", () => {
    expect(creditStatusLabel('expired', 'es')).toBe('Vencido');
    expect(creditStatusLabel('waiting', 'en')).toBe('Waiting');
    expect(creditMovementLabel('payment', 'fr')).toBe('Remboursement');
    expect(creditMovementLabel('credit_added', 'es')).toBe('Crédito agregado');
  });

  it('calls an amount advanced only once finance approved it, for every status', () => {
    // a request waiting or refused was never money the company had: it reads "solicitado"
    const advanced = CREDIT_STATUSES.filter(creditWasAdvanced);
    expect(advanced).toEqual(['active', 'expired', 'paid', 'reverted']);
    expect(CREDIT_STATUSES.filter((s) => !creditWasAdvanced(s))).toEqual([
      'waiting',
      'not_approved',
    ]);
  });

  it('flags an expired credit in the error colour', () => {
    expect(CREDIT_STATUS_COLORS.expired).toBe('error');
  });

  it('reads what is due from the wallet once loaded, from the session before', () => {
    expect(creditsDueOf(undefined, 12.5)).toBe(12.5);
    expect(creditsDueOf(null, 12.5)).toBe(0);
    expect(creditsDueOf(40, 0)).toBe(40);
  });

  it('shows credits to a company allowed them, or that still owes some', () => {
    expect(showsCredits(true, 0)).toBe(true);
    expect(showsCredits(false, 10)).toBe(true);
    expect(showsCredits(false, 0)).toBe(false);
  });
});
