import { describe, expect, it } from 'vitest';
import { onboardingBodySchema, type FiscalData } from '@trayecto/contracts';
import { afterSavePath, initialValues } from './onboarding-form.ts';

const stored: FiscalData = {
  fiscal_name: 'Distribuidora El Ávila, C.A.',
  tax_id: 'J-12345678-9',
  fiscal_address: 'Av. Francisco de Miranda, Caracas',
  invoice_emails: ['facturas@avila.test', 'pagos@avila.test'],
  logo_url: '/api/public/logos/1',
  onboarded_at: '2026-01-01T00:00:00.000Z',
};
const session = { name: 'Distribuidora El Ávila C.A.', email: 'demo@trayecto.test' };

describe('the onboarding form', () => {
  it('starts from the stored data, the logo untouched', () => {
    expect(initialValues(stored, session)).toEqual({
      fiscal_name: stored.fiscal_name,
      tax_id: stored.tax_id,
      fiscal_address: stored.fiscal_address,
      invoice_emails: stored.invoice_emails,
    });
  });

  it('starts a first sending from the company’s name and login e-mail', () => {
    const empty: FiscalData = {
      fiscal_name: null,
      tax_id: null,
      fiscal_address: null,
      invoice_emails: [],
      logo_url: null,
      onboarded_at: null,
    };
    const values = initialValues(empty, session);
    expect(values).toEqual({
      fiscal_name: session.name,
      tax_id: '',
      fiscal_address: '',
      invoice_emails: [session.email],
    });
    // still to fill: the contract refuses it as it is
    expect(onboardingBodySchema.safeParse(values).success).toBe(false);
    expect(
      onboardingBodySchema.safeParse({ ...values, tax_id: 'J-12345678-9', fiscal_address: 'x' })
        .success,
    ).toBe(true);
  });

  it('refuses what the server refuses: duplicates in any case, more than five e-mails', () => {
    const base = { ...initialValues(stored, session) };
    const twice = onboardingBodySchema.safeParse({
      ...base,
      invoice_emails: ['a@b.test', 'A@B.test'],
    });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['invoice_emails.1', 'invoice_email_duplicate'],
    ]);
    const six = onboardingBodySchema.safeParse({
      ...base,
      invoice_emails: ['1', '2', '3', '4', '5', '6'].map((n) => `${n}@b.test`),
    });
    expect(six.error?.issues.map((i) => i.message)).toEqual(['invoice_emails_over_max']);
  });

  it('goes to the home page the first time, back to the profile after an edit', () => {
    expect(afterSavePath(true)).toBe('/dashboards');
    expect(afterSavePath(false)).toBe('/profile');
  });
});
