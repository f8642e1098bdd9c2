import { z } from 'zod';
import { amountFieldText, parseAmountText } from '@trayecto/contracts/amount-text';
import { can, type AdminRole } from '@trayecto/contracts/console';
import {
  CREDIT_DUE_STATUSES,
  CREDIT_MAX_DAYS,
  CREDIT_MOVEMENT_LABELS,
  CREDIT_STATUSES,
  CREDIT_STATUS_LABELS,
  grantCreditBodySchema,
  isValidCreditExpiry,
  type ApproveCreditBody,
  type ConsoleCredit,
  type CreditMovementKindCode,
  type CreditStatus,
  type GrantCreditBody,
} from '@trayecto/contracts/credits';
import type { Language } from '@trayecto/contracts/i18n';

// What the console's credits screens decide apart from the screen: the list's tabs, which credit
// is flagged as overdue, what the admin's role may do with a credit in its status, and the
// expiration day an approval or a grant offers and accepts (contracts isValidCreditExpiry).

/** The list's tabs: one per status, then all; it opens on the requests waiting for finance. */
export const CREDIT_TABS = [...CREDIT_STATUSES, 'all'] as const;
export type CreditTab = (typeof CREDIT_TABS)[number];
export const CREDIT_FIRST_TAB: CreditStatus = 'waiting';

/** A status or a movement as the company's panel and the exports say it (contracts' labels). */
export const creditStatusLabel = (status: CreditStatus, lang: Language) =>
  CREDIT_STATUS_LABELS[status][lang];
export const creditMovementLabel = (kind: CreditMovementKindCode, lang: Language) =>
  CREDIT_MOVEMENT_LABELS[kind][lang];

/** An advance still owed (active or expired): its `due` counts, and it may be reverted. */
export const isDue = (status: CreditStatus) =>
  (CREDIT_DUE_STATUSES as readonly CreditStatus[]).includes(status);

/**
 * An advance past its expiration and still owed: flagged on its row and its detail. The server
 * marks it expired; an active one whose day already ended (the server has not passed yet) is
 * flagged too.
 */
export function isOverdue(
  credit: Pick<ConsoleCredit, 'status' | 'expires_at' | 'due'>,
  now: number = Date.now(),
): boolean {
  if (credit.status === 'expired') return true;
  if (credit.status !== 'active' || !credit.expires_at || credit.due <= 0) return false;
  const end = Date.parse(credit.expires_at);
  return Number.isFinite(end) && end < now;
}

export type CreditActions = {
  /** "Aprobar" and "Rechazar": a request waiting for finance */
  decide: boolean;
  /** "Revertir": an advance still owed (the server refuses one already used or paid) */
  revert: boolean;
  /** the role may read the credit but not act on it: a note says who can */
  financeOnlyNote: boolean;
};

/** What the detail offers to an admin of this role for a credit as it stands. */
export function creditActionsFor(
  role: AdminRole | null | undefined,
  credit: Pick<ConsoleCredit, 'status'>,
): CreditActions {
  const money = can(role, 'money', 'credits');
  const waiting = credit.status === 'waiting';
  const due = isDue(credit.status);
  return {
    decide: waiting && money,
    revert: due && money,
    financeOnlyNote: (waiting || due) && !money && can(role, 'read', 'credits'),
  };
}

// ---- the expiration day ------------------------------------------------------------------------

/** The term an approval or a grant offers first. */
export const CREDIT_DEFAULT_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day "YYYY-MM-DD" moved by `days` (no time zone: the day as written). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The expiration day offered first: `today` + 30. */
export const defaultCreditExpiry = (today: string) => addDays(today, CREDIT_DEFAULT_DAYS);

/** The days the picker offers: tomorrow to `today` + CREDIT_MAX_DAYS. */
export const creditExpiryBounds = (today: string) => ({
  min: addDays(today, 1),
  max: addDays(today, CREDIT_MAX_DAYS),
});

/**
 * The expiration day's error code, or null: empty, 'field_required'; anything else that is not a
 * day after `today` within CREDIT_MAX_DAYS (a half-typed day included), 'credit_expiry_invalid'.
 */
export function creditExpiryError(value: string, today: string): string | null {
  if (value.trim() === '') return 'field_required';
  return DAY.test(value) && isValidCreditExpiry(value, today) ? null : 'credit_expiry_invalid';
}

// ---- the forms ---------------------------------------------------------------------------------

/** An approved amount above the one asked (a console text, not a catalogue code). */
export const AMOUNT_ABOVE_ASKED = 'amount_above_asked';

const amountSchema = grantCreditBodySchema.shape.amount;

/** An amount typed as text, read as dollars (contracts parseAmountText), and the amount's rules. */
const amountText = (max?: number) =>
  z
    .string()
    // an empty or unreadable amount goes on as is: the amount's schema names it
    .transform((v) => parseAmountText(v) as number)
    .pipe(
      max === undefined
        ? amountSchema
        : amountSchema.refine((v) => v <= max, { message: AMOUNT_ABOVE_ASKED }),
    );

const expiryText = (today: string) =>
  z.string().superRefine((value, ctx) => {
    const code = creditExpiryError(value, today);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  });

/** The approval's fields: the amount (the asked one or less) and the expiration day. */
export function approveCreditFormSchema(asked: number, today: string) {
  return z.object({
    amount: amountText(asked),
    expires_on: expiryText(today),
  }) satisfies z.ZodType<ApproveCreditBody, { amount: string; expires_on: string }>;
}
export type ApproveCreditForm = z.input<ReturnType<typeof approveCreditFormSchema>>;

/** The approval's first values: the amount asked, and `today` + 30. */
export const approveCreditDefaults = (asked: number, today: string): ApproveCreditForm => ({
  amount: amountFieldText(asked),
  expires_on: defaultCreditExpiry(today),
});

/** A grant's fields: amount, expiration day and the note (empty: none). */
export function grantCreditFormSchema(today: string) {
  return z.object({
    amount: amountText(),
    expires_on: expiryText(today),
    note: z
      .string()
      .transform((v): string | null | undefined => v.trim() || null)
      .pipe(grantCreditBodySchema.shape.note),
  }) satisfies z.ZodType<GrantCreditBody, { amount: string; expires_on: string; note: string }>;
}
export type GrantCreditForm = z.input<ReturnType<typeof grantCreditFormSchema>>;

export const grantCreditDefaults = (today: string): GrantCreditForm => ({
  amount: '',
  expires_on: defaultCreditExpiry(today),
  note: '',
});

export type CreditFormField = 'amount' | 'expires_on' | 'note';
const FORM_FIELDS: readonly CreditFormField[] = ['amount', 'expires_on', 'note'];

/**
 * The server's refusal of an approval or a grant, on the form's fields: its field errors, and the
 * expiration day it refused (422 credit_expiry_invalid). Empty when it is about no field (a 403, a
 * 409): the dialog shows it whole. An approval's amount refused as `validation_error` is one above
 * the amount asked (the only rule of the amount the body's schema does not check).
 */
export function creditFieldErrorsOf(
  error: { error_code: string; fields?: Record<string, string> | undefined },
  kind: 'approve' | 'grant',
): Partial<Record<CreditFormField, string>> {
  const out: Partial<Record<CreditFormField, string>> = {};
  for (const field of FORM_FIELDS) {
    const code = error.fields?.[field];
    if (code)
      out[field] =
        kind === 'approve' && field === 'amount' && code === 'validation_error'
          ? AMOUNT_ABOVE_ASKED
          : code;
  }
  if (error.error_code === 'credit_expiry_invalid') out.expires_on = 'credit_expiry_invalid';
  return out;
}
