import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNumberLanguage } from '@trayecto/contracts/format';
import { ADMIN_ROLES } from '@trayecto/contracts/console';
import { TOPUP_STATUSES, type TopupStatus } from '@trayecto/contracts/topups';
import {
  TOPUP_FIRST_TAB,
  TOPUP_TABS,
  amountIn,
  autoCheckExplanation,
  invoiceFileName,
  isUndecided,
  methodFrom,
  receiptFileName,
  receiptKind,
  topupActionsFor,
} from './topups.ts';

// The amounts here are typed and read with English marks ("25.50", "$1,234.50"); each
// language's marks are tested over all languages in contracts (amount-text, format).
beforeAll(() => setNumberLanguage('en'));
afterAll(() => setNumberLanguage('es'));

const topup = (status: TopupStatus, invoice_id: string | null = null) => ({ status, invoice_id });

describe('the list of top-ups', () => {
  it('has a tab per status and "all", and opens on the ones waiting for finance', () => {
    expect(TOPUP_TABS).toEqual(['verifying', 'waiting', 'approved', 'rejected', 'all']);
    expect(TOPUP_FIRST_TAB).toBe('waiting');
  });

  it('reads the method filter of the URL, anything else is every method', () => {
    expect(methodFrom('pago_movil')).toBe('pago_movil');
    expect(methodFrom('zelle')).toBe('zelle');
    expect(methodFrom(null)).toBeUndefined();
    expect(methodFrom('')).toBeUndefined();
    expect(methodFrom('cash')).toBeUndefined();
  });
});

describe('what each role may do with a top-up', () => {
  it('finance and the owner approve or reject one waiting or being verified', () => {
    for (const role of ['finance', 'owner'] as const) {
      for (const status of ['waiting', 'verifying'] as const) {
        expect(topupActionsFor(role, topup(status))).toEqual({
          decide: true,
          financeOnlyNote: false,
          invoice: false,
        });
      }
    }
  });

  it('support reads it and is told only finance decides', () => {
    for (const status of ['waiting', 'verifying'] as const) {
      expect(topupActionsFor('support', topup(status))).toEqual({
        decide: false,
        financeOnlyNote: true,
        invoice: false,
      });
    }
  });

  it('nobody decides one already decided; the approved one has its invoice', () => {
    for (const role of ADMIN_ROLES) {
      expect(topupActionsFor(role, topup('approved', 'inv1'))).toEqual({
        decide: false,
        financeOnlyNote: false,
        invoice: true,
      });
      expect(topupActionsFor(role, topup('rejected'))).toEqual({
        decide: false,
        financeOnlyNote: false,
        invoice: false,
      });
    }
  });

  it('offers no invoice before it is issued, and nothing without a role', () => {
    expect(topupActionsFor('owner', topup('approved', null)).invoice).toBe(false);
    for (const status of TOPUP_STATUSES) {
      expect(topupActionsFor(null, topup(status, 'inv1'))).toEqual({
        decide: false,
        financeOnlyNote: false,
        invoice: false,
      });
    }
  });

  it('counts waiting and verifying as undecided', () => {
    expect(TOPUP_STATUSES.filter(isUndecided)).toEqual(['verifying', 'waiting']);
  });
});

describe("the bank's automated check in words", () => {
  const base = {
    method: 'pago_movil' as const,
    status: 'waiting' as TopupStatus,
    verified_automatically: false,
  };

  it('tells what the bank answered once it stopped asking', () => {
    expect(autoCheckExplanation({ ...base, auto_check: 'not_found' })).toBe('not_found');
    expect(autoCheckExplanation({ ...base, auto_check: 'mismatch' })).toBe('mismatch');
    expect(autoCheckExplanation({ ...base, auto_check: null })).toBe('manual');
  });

  it('tells a payment the bank confirmed, by itself or before a person decided', () => {
    expect(
      autoCheckExplanation({
        ...base,
        status: 'approved',
        auto_check: 'found',
        verified_automatically: true,
      }),
    ).toBe('found');
    expect(autoCheckExplanation({ ...base, status: 'approved', auto_check: 'found' })).toBe(
      'foundManual',
    );
  });

  it('does not take an answer for the last word while the bank is still asked', () => {
    for (const auto_check of ['not_found', 'mismatch', null] as const)
      expect(autoCheckExplanation({ ...base, status: 'verifying', auto_check })).toBe('checking');
  });

  it('says a Zelle payment is checked by a person', () => {
    expect(
      autoCheckExplanation({ ...base, method: 'zelle', status: 'waiting', auto_check: null }),
    ).toBe('zelle');
  });
});

describe('amounts and files', () => {
  it('writes an amount in its own currency', () => {
    expect(amountIn('VES', 1234.5)).toBe('Bs. 1,234.50');
    expect(amountIn('USD', 25)).toBe('$25.00');
  });

  it('tells an image receipt from a PDF', () => {
    expect(receiptKind('image/png')).toBe('image');
    expect(receiptKind('image/webp')).toBe('image');
    expect(receiptKind('application/pdf')).toBe('pdf');
    expect(receiptKind('text/html')).toBeNull();
    expect(receiptKind(null)).toBeNull();
  });

  it("names the invoice's file after the top-up", () => {
    expect(invoiceFileName('REC-000123')).toBe('factura-REC-000123.pdf');
    expect(invoiceFileName('a/b c')).toBe('factura-a_b_c.pdf');
    expect(receiptFileName('REC-000123', 'image/png')).toBe('comprobante-REC-000123.png');
    expect(receiptFileName('REC-000123', 'application/pdf')).toBe('comprobante-REC-000123.pdf');
    expect(receiptFileName('REC-000123', null)).toBe('comprobante-REC-000123');
  });
});
