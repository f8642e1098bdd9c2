import { z } from 'zod';
import { parseAmountText } from '@trayecto/contracts/amount-text';
import { formatDateTime } from '@trayecto/contracts/format';
import { positiveAmountSchema } from '@trayecto/contracts/money';
import { demoBankPaymentBodySchema } from '@trayecto/contracts/topups';

// The demo bank's pago móvil form apart from the screen: the contract's rules
// (demoBankPaymentBodySchema) with the amount typed as text, and the payer's ID typed as a letter
// and its digits.

/** The contract's body, the amount read from what was typed ("1.250,50" or "1,250.50"). */
export const demoBankFormSchema = demoBankPaymentBodySchema.extend({
  amount: z
    .string()
    .transform((text) => parseAmountText(text))
    .pipe(positiveAmountSchema),
});
export type DemoBankFormIn = z.input<typeof demoBankFormSchema>;
export type DemoBankFormOut = z.output<typeof demoBankFormSchema>;

/** The selects and fields start empty: the schema says "required" until each is filled. */
export const EMPTY_DEMO_BANK_FORM = {
  bank_code: '',
  payer_phone: '',
  payer_id: '',
  amount: '',
} as unknown as DemoBankFormIn;

/** The letters of a cédula (V, E) or a RIF (V, E, J, G). */
export const PAYER_ID_LETTERS = ['V', 'E', 'J', 'G'] as const;
export type PayerIdLetter = (typeof PAYER_ID_LETTERS)[number];
/** a cédula has 8 digits, a RIF 9 (its check digit last) */
export const PAYER_ID_MAX_DIGITS = 9;

/** The letter and digits of the ID field's value ("J-123456789"); V when no letter yet. */
export function splitPayerId(value: string): { letter: PayerIdLetter; digits: string } {
  const first = value.trim().charAt(0).toUpperCase();
  const letter = (PAYER_ID_LETTERS as readonly string[]).includes(first)
    ? (first as PayerIdLetter)
    : 'V';
  return { letter, digits: value.replace(/\D/g, '').slice(0, PAYER_ID_MAX_DIGITS) };
}

/** The field's value from its letter and what was typed as digits ('' while there are none). */
export function joinPayerId(letter: PayerIdLetter, typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, PAYER_ID_MAX_DIGITS);
  return digits ? `${letter}-${digits}` : '';
}

/** A calendar day "2026-11-21" as the interface language writes it (no time zone shift). */
export function bankDay(day: string, lang: string): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatDateTime(date, lang, 'UTC', { dateStyle: 'long' });
}
