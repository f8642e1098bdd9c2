import { describe, expect, it } from 'vitest';
import { ALERT_RECIPIENTS_MAX, DEFAULT_MONEY_WATCH } from '@trayecto/contracts';
import {
  addRecipients,
  alertsFieldOf,
  alertsFormSchema,
  settingsToForm,
  splitRecipients,
  toSettingsBody,
  type AlertsFormValues,
} from './alerts-form.ts';

const form = (over: Partial<AlertsFormValues> = {}): AlertsFormValues => ({
  ...settingsToForm(DEFAULT_MONEY_WATCH),
  ...over,
});

describe('the recipients input', () => {
  it('splits a typed or pasted list', () => {
    expect(splitRecipients(' a@b.co, c@d.co;e@f.co\ng@h.co  ')).toEqual([
      'a@b.co',
      'c@d.co',
      'e@f.co',
      'g@h.co',
    ]);
    expect(splitRecipients(' , ')).toEqual([]);
  });

  it('adds valid addresses in lower case and keeps the refused ones typed', () => {
    expect(addRecipients([], 'Ana@Empresa.com, nope')).toEqual({
      recipients: ['ana@empresa.com'],
      rest: 'nope',
      error: 'email_invalid',
    });
  });

  it('drops an address already there, saying so', () => {
    expect(addRecipients(['ana@empresa.com'], 'ANA@empresa.com')).toEqual({
      recipients: ['ana@empresa.com'],
      rest: '',
      error: 'duplicate_recipient',
    });
  });

  it('stops at the maximum', () => {
    const full = Array.from({ length: ALERT_RECIPIENTS_MAX }, (_, i) => `p${i}@x.co`);
    const added = addRecipients(full, 'one@more.co');
    expect(added.recipients).toHaveLength(ALERT_RECIPIENTS_MAX);
    expect(added.rest).toBe('one@more.co');
    expect(added.error).toBe('too_many_recipients');
  });
});

describe('the alerts form', () => {
  it('opens the saved settings and sends them back', () => {
    const values = settingsToForm({
      ...DEFAULT_MONEY_WATCH,
      threshold: 1500,
      recipients: ['a@b.co'],
    });
    expect(values.threshold).toBe('1.500,00');
    expect(alertsFormSchema.parse(values)).toEqual({
      ...DEFAULT_MONEY_WATCH,
      threshold: 1500,
      recipients: ['a@b.co'],
    });
  });

  it('reads an empty threshold as none, and saves a typed but unadded address', () => {
    expect(toSettingsBody(form({ threshold: ' ', draft: 'x@y.co' }))).toMatchObject({
      threshold: null,
      recipients: ['x@y.co'],
    });
  });

  it('puts each refusal on its field, with the contract’s codes', () => {
    const r = alertsFormSchema.safeParse(
      form({ threshold: '-5', days_before: '45', recipients: ['a@b.co'], draft: 'bad' }),
    );
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(
      (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      threshold: 'amount_positive',
      days_before: 'validation_error',
      recipients: 'email_invalid',
    });
  });

  it('refuses days that are not a whole number', () => {
    const r = alertsFormSchema.safeParse(form({ days_before: '2.5' }));
    expect(r.error?.issues[0]).toMatchObject({ path: ['days_before'] });
  });

  it('maps the server’s paths to the fields', () => {
    expect(alertsFieldOf('recipients.3')).toBe('recipients');
    expect(alertsFieldOf('threshold')).toBe('threshold');
    expect(alertsFieldOf('_')).toBeNull();
  });
});
