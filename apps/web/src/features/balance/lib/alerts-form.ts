import { z } from 'zod';
import {
  amountFieldText,
  moneyWatchSettingsSchema,
  parseAmountText,
  type MoneyWatchSettings,
} from '@trayecto/contracts';
import { checkBody } from './body-form.ts';

// The balance alerts' form: what its inputs hold (the threshold and the days as typed, the
// recipients as chips plus the address still being typed), turned into the body of PUT
// /wallet/alerts and checked by the contract's moneyWatchSettingsSchema, the server's own rule.

export type AlertsFormValues = {
  /** dollars as typed; empty: no threshold (only the forecast warns) */
  threshold: string;
  days_before: string;
  recipients: string[];
  /** what is typed in the recipients' input and not yet a chip: saved with them */
  draft: string;
  alerts_enabled: boolean;
  statement_enabled: boolean;
};

export type AlertsField = Exclude<keyof AlertsFormValues, 'draft'>;

const FIELDS = new Set<string>([
  'threshold',
  'days_before',
  'recipients',
  'alerts_enabled',
  'statement_enabled',
]);

const recipientsSchema = moneyWatchSettingsSchema.shape.recipients;

/** The addresses in a text: separated by commas, semicolons, spaces or lines (a pasted list). */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The recipients after adding the addresses of a text (Enter, a comma, a paste), each checked
 * with the contract's rule for the list: an address it refuses stays in `rest` (a repeated one
 * is dropped, it is already a chip), and `error` is the code of the first refusal.
 */
export function addRecipients(
  list: readonly string[],
  text: string,
): { recipients: string[]; rest: string; error: string | null } {
  let recipients = [...list];
  const rest: string[] = [];
  let error: string | null = null;
  for (const token of splitRecipients(text)) {
    const checked = recipientsSchema.safeParse([...recipients, token]);
    if (checked.success) {
      recipients = checked.data;
      continue;
    }
    const code = checked.error.issues[0]?.message ?? 'email_invalid';
    error ??= code;
    if (code !== 'duplicate_recipient') rest.push(token);
  }
  return { recipients, rest: rest.join(', '), error };
}

const amountText = (v: number | null) => (v === null ? '' : amountFieldText(v));

/** The saved settings as the form opens them. */
export function settingsToForm(s: MoneyWatchSettings): AlertsFormValues {
  return {
    threshold: amountText(s.threshold),
    days_before: String(s.days_before),
    recipients: [...s.recipients],
    draft: '',
    alerts_enabled: s.alerts_enabled,
    statement_enabled: s.statement_enabled,
  };
}

/** The body before the schema: an unreadable amount or number stays NaN (the schema says so). */
export function toSettingsBody(v: AlertsFormValues): unknown {
  const days = v.days_before.trim();
  return {
    threshold: v.threshold.trim() === '' ? null : parseAmountText(v.threshold),
    days_before: /^\d{1,3}$/.test(days) ? Number(days) : Number.NaN,
    recipients: [...v.recipients, ...splitRecipients(v.draft)],
    alerts_enabled: v.alerts_enabled,
    statement_enabled: v.statement_enabled,
  };
}

/**
 * The form's field of a path the schema or the server names ("recipients.2" is the recipients'
 * input), or null when the form has none.
 */
export function alertsFieldOf(path: string): AlertsField | null {
  const head = path.split('.')[0] ?? '';
  return FIELDS.has(head) ? (head as AlertsField) : null;
}

/** For react-hook-form's zodResolver: the values in, PUT /wallet/alerts's body out. */
export const alertsFormSchema = z
  .custom<AlertsFormValues>()
  .transform((values, ctx): MoneyWatchSettings => {
    const checked = checkBody(values, toSettingsBody, moneyWatchSettingsSchema);
    if (checked.body !== undefined) return checked.body;
    const said = new Set<string>();
    for (const { path, message } of checked.issues) {
      const field = alertsFieldOf(path);
      if (field && said.has(field)) continue;
      if (field) said.add(field);
      ctx.addIssue({ code: 'custom', message, path: field ? [field] : [] });
    }
    return z.NEVER;
  });
