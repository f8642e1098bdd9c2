import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '@trayecto/contracts/console';
import {
  CREDIT_MAX_DAYS,
  CREDIT_STATUSES,
  isValidCreditExpiry,
  type CreditStatus,
} from '@trayecto/contracts/credits';
import {
  AMOUNT_ABOVE_ASKED,
  CREDIT_FIRST_TAB,
  CREDIT_TABS,
  addDays,
  approveCreditDefaults,
  approveCreditFormSchema,
  creditActionsFor,
  creditExpiryBounds,
  creditExpiryError,
  creditFieldErrorsOf,
  creditMovementLabel,
  creditStatusLabel,
  defaultCreditExpiry,
  grantCreditDefaults,
  grantCreditFormSchema,
  isDue,
  isOverdue,
} from './credits.ts';
import { creditsSearchPath } from './paths.ts';

const TODAY = '2026-03-10';
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the list of credits', () => {
  it('has a tab per status and "all", and opens on the requests waiting for finance', () => {
    expect(CREDIT_TABS).toEqual([
      'waiting',
      'active',
      'expired',
      'paid',
      'not_approved',
      'reverted',
      'all',
    ]);
    expect(CREDIT_FIRST_TAB).toBe('waiting');
  });

  it("says statuses and movements in the contracts' words, in the interface language", () => {
    expect(creditStatusLabel('waiting', 'es')).toBe('En espera');
    expect(creditStatusLabel('expired', 'fr')).toBe('Échu');
    expect(creditStatusLabel('not_approved', 'en')).toBe('Not approved');
    expect(creditMovementLabel('payment', 'es')).toBe('Pago');
    expect(creditMovementLabel('credit_added', 'en')).toBe('Credit added');
  });
});

describe('an overdue advance is flagged', () => {
  const now = Date.parse('2026-03-10T15:00:00Z');
  const credit = (status: CreditStatus, expires_at: string | null, due = 50) => ({
    status,
    expires_at,
    due,
  });

  it('flags every expired credit', () => {
    expect(isOverdue(credit('expired', '2026-03-01T03:59:59.999Z'), now)).toBe(true);
    expect(isOverdue(credit('expired', null), now)).toBe(true);
  });

  it('flags an active one whose day already ended and is still owed', () => {
    expect(isOverdue(credit('active', '2026-03-10T03:59:59.999Z'), now)).toBe(true);
    expect(isOverdue(credit('active', '2026-03-10T03:59:59.999Z', 0), now)).toBe(false);
    expect(isOverdue(credit('active', '2026-03-11T03:59:59.999Z'), now)).toBe(false);
    expect(isOverdue(credit('active', null), now)).toBe(false);
  });

  it('never flags one waiting, paid, refused or reverted', () => {
    for (const status of ['waiting', 'paid', 'not_approved', 'reverted'] as const)
      expect(isOverdue(credit(status, '2020-01-01T00:00:00Z'), now)).toBe(false);
  });

  it('counts active and expired credits as owed', () => {
    expect(CREDIT_STATUSES.filter(isDue)).toEqual(['active', 'expired']);
  });
});

describe('what each role may do with a credit', () => {
  const none = { decide: false, revert: false, financeOnlyNote: false };

  it('finance and the owner approve or deny a request, and revert an advance still owed', () => {
    for (const role of ['finance', 'owner'] as const) {
      expect(creditActionsFor(role, { status: 'waiting' })).toEqual({ ...none, decide: true });
      expect(creditActionsFor(role, { status: 'active' })).toEqual({ ...none, revert: true });
      expect(creditActionsFor(role, { status: 'expired' })).toEqual({ ...none, revert: true });
    }
  });

  it('support reads it and is told only finance acts on it', () => {
    for (const status of ['waiting', 'active', 'expired'] as const)
      expect(creditActionsFor('support', { status })).toEqual({ ...none, financeOnlyNote: true });
  });

  it('offers nothing on a closed credit, nor without a role', () => {
    for (const role of ADMIN_ROLES)
      for (const status of ['paid', 'not_approved', 'reverted'] as const)
        expect(creditActionsFor(role, { status })).toEqual(none);
    for (const status of CREDIT_STATUSES) expect(creditActionsFor(null, { status })).toEqual(none);
  });
});

describe('the expiration day', () => {
  it('moves a calendar day across months, years and leap days', () => {
    expect(addDays('2026-03-10', 1)).toBe('2026-03-11');
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers today + 30 first, within what the contracts accept', () => {
    expect(defaultCreditExpiry(TODAY)).toBe('2026-04-09');
    expect(isValidCreditExpiry(defaultCreditExpiry(TODAY), TODAY)).toBe(true);
  });

  it('limits the picker to tomorrow .. today + CREDIT_MAX_DAYS, both accepted by the contracts', () => {
    const { min, max } = creditExpiryBounds(TODAY);
    expect(min).toBe('2026-03-11');
    expect(max).toBe(addDays(TODAY, CREDIT_MAX_DAYS));
    expect(max).toBe('2026-09-06');
    expect(isValidCreditExpiry(min, TODAY)).toBe(true);
    expect(isValidCreditExpiry(max, TODAY)).toBe(true);
    expect(isValidCreditExpiry(addDays(max, 1), TODAY)).toBe(false);
  });

  it('refuses an empty day, today, a past one, one too far or one half typed', () => {
    expect(creditExpiryError('', TODAY)).toBe('field_required');
    expect(creditExpiryError(TODAY, TODAY)).toBe('credit_expiry_invalid');
    expect(creditExpiryError('2026-03-01', TODAY)).toBe('credit_expiry_invalid');
    expect(creditExpiryError(addDays(TODAY, CREDIT_MAX_DAYS + 1), TODAY)).toBe(
      'credit_expiry_invalid',
    );
    expect(creditExpiryError('invalid', TODAY)).toBe('credit_expiry_invalid');
    expect(creditExpiryError('2026-3-12', TODAY)).toBe('credit_expiry_invalid');
    expect(creditExpiryError('2026-03-11', TODAY)).toBeNull();
  });
});

describe('the approval form', () => {
  const schema = approveCreditFormSchema(250, TODAY);

  it('starts with the amount asked and today + 30, which it accepts as they are', () => {
    const defaults = approveCreditDefaults(250, TODAY);
    expect(defaults).toEqual({ amount: '250,00', expires_on: '2026-04-09' });
    expect(schema.parse(defaults)).toEqual({ amount: 250, expires_on: '2026-04-09' });
  });

  it('accepts less than asked, written as people write amounts', () => {
    expect(schema.parse({ amount: '199,50', expires_on: '2026-05-01' })).toEqual({
      amount: 199.5,
      expires_on: '2026-05-01',
    });
  });

  it('refuses more than asked, an empty or unreadable amount, and a bad day, all at once', () => {
    expect(issues(schema.safeParse({ amount: '250,01', expires_on: TODAY }))).toEqual({
      amount: AMOUNT_ABOVE_ASKED,
      expires_on: 'credit_expiry_invalid',
    });
    expect(issues(schema.safeParse({ amount: '', expires_on: '' }))).toEqual({
      amount: 'amount_required',
      expires_on: 'field_required',
    });
    expect(issues(schema.safeParse({ amount: '0', expires_on: '2026-04-01' }))).toEqual({
      amount: 'amount_positive',
    });
    expect(issues(schema.safeParse({ amount: '7a', expires_on: '2026-04-01' }))).toEqual({
      amount: 'amount_format',
    });
  });
});

describe('the grant form', () => {
  const schema = grantCreditFormSchema(TODAY);

  it('starts empty with today + 30', () => {
    expect(grantCreditDefaults(TODAY)).toEqual({ amount: '', expires_on: '2026-04-09', note: '' });
  });

  it('sends the note trimmed, or none', () => {
    expect(
      schema.parse({ amount: '1.234,50', expires_on: '2026-04-09', note: '  Nómina ' }),
    ).toEqual({ amount: 1234.5, expires_on: '2026-04-09', note: 'Nómina' });
    expect(schema.parse({ amount: '10', expires_on: '2026-04-09', note: '   ' }).note).toBeNull();
  });

  it('refuses a note too long and a day too far', () => {
    expect(
      issues(
        schema.safeParse({
          amount: '10',
          expires_on: addDays(TODAY, CREDIT_MAX_DAYS + 1),
          note: 'x'.repeat(301),
        }),
      ),
    ).toEqual({ expires_on: 'credit_expiry_invalid', note: 'too_long' });
  });
});

describe("the server's refusal on the form", () => {
  it('puts a refused expiration day on its field', () => {
    expect(creditFieldErrorsOf({ error_code: 'credit_expiry_invalid' }, 'grant')).toEqual({
      expires_on: 'credit_expiry_invalid',
    });
  });

  it("puts the body's field errors on their fields, an approval's amount above the asked one too", () => {
    const error = {
      error_code: 'validation_error',
      fields: { amount: 'validation_error', note: 'too_long', other: 'x' },
    };
    expect(creditFieldErrorsOf(error, 'approve')).toEqual({
      amount: AMOUNT_ABOVE_ASKED,
      note: 'too_long',
    });
    expect(creditFieldErrorsOf(error, 'grant')).toEqual({
      amount: 'validation_error',
      note: 'too_long',
    });
  });

  it('leaves a refusal about no field to the dialog', () => {
    expect(creditFieldErrorsOf({ error_code: 'credits_not_allowed' }, 'grant')).toEqual({});
    expect(creditFieldErrorsOf({ error_code: 'credit_already_decided' }, 'approve')).toEqual({});
  });
});

describe('the link to a company’s credits', () => {
  it('searches its name in every status', () => {
    expect(creditsSearchPath('Acme & Co')).toBe('/admin/credits?q=Acme+%26+Co&status=all');
    expect(creditsSearchPath('x'.repeat(150))).toBe(
      `/admin/credits?q=${'x'.repeat(100)}&status=all`,
    );
  });
});
