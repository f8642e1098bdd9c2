import {
  CREDIT_NOTE_MAX,
  parseAmountText,
  requestCreditBodySchema,
  type RequestCreditBody,
} from '@trayecto/contracts';
import { bodyFormSchema } from './body-form.ts';

// "Solicitar crédito": the amount as typed ("1.234,50") and what it is for, checked by the
// contract's requestCreditBodySchema.

export type CreditFormValues = { amount: string; note: string };

export const EMPTY_CREDIT_FORM: CreditFormValues = { amount: '', note: '' };

/** The request body (before the schema): an unreadable amount stays NaN, a blank note null. */
export function toCreditBody(v: CreditFormValues): RequestCreditBody {
  return {
    amount: parseAmountText(v.amount) as number,
    note: v.note.trim() === '' ? null : v.note,
  };
}

export const creditFormSchema = bodyFormSchema(toCreditBody, requestCreditBodySchema);

/** The values of a field's {{max}} in its error message. */
export function creditFieldLimits(field: string): Record<string, number> {
  return field === 'note' ? { max: CREDIT_NOTE_MAX } : {};
}
