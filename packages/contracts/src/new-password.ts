import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_SCORE } from './constants.ts';
import { text } from './text.ts';

// The rule every new password meets, wherever it is chosen (the reset and first-password link,
// the profile's change, an invitation's acceptance): the form checks it as the visitor types and
// the server again on the request. At least PASSWORD_MIN characters and no composition rules;
// refused when it is one of the ~49,000 most common passwords of public breaches (zxcvbn-ts's
// offline list, any case) or zxcvbn estimates it falls in under a million guesses (a keyboard run,
// a repeat, a date, a common word with a digit). The list weighs ~380 KB: this module is not in
// the contracts' index, and the web fetches it only where a password is chosen.

let factory: ZxcvbnFactory | undefined;
let common: Set<string> | undefined;

function zxcvbn() {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

const normalized = (password: string) => password.normalize('NFKC');

/** On the list of common passwords, in any case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(normalized(password).toLowerCase());
}

/** zxcvbn's score, 0 (guessed at once) to 4 (strong); 0 for a common password whatever else. */
export function passwordScore(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  if (isCommonPassword(password)) return 0;
  // zxcvbn looks at the first 256 characters at most; PASSWORD_MAX is below that
  return zxcvbn().check(normalized(password).slice(0, PASSWORD_MAX)).score;
}

/** The rule: long enough, and neither common nor guessable. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && passwordScore(password) >= PASSWORD_MIN_SCORE;
}

export const newPasswordSchema = text({ error: 'field_required' })
  .min(PASSWORD_MIN, { message: 'password_too_short' })
  .max(PASSWORD_MAX, { message: 'too_long' })
  // a password too short or too long says only that (zod runs every check)
  .refine((v) => v.length < PASSWORD_MIN || v.length > PASSWORD_MAX || isAcceptablePassword(v), {
    message: 'password_common',
  });

// Compared with `password`, never stored; bounded like it all the same.
const confirmPasswordSchema = text({ error: 'field_required' })
  .min(1, { message: 'field_required' })
  .max(PASSWORD_MAX, { message: 'too_long' });

const matches = (v: { password: string; confirm_password: string }) =>
  v.password === v.confirm_password;
const mismatch = () => ({ message: 'passwords_must_match', path: ['confirm_password'] });

export const resetPasswordBodySchema = z
  .object({
    token: text({ error: 'field_required' })
      .min(1, { message: 'field_required' })
      .max(200, { message: 'reset_link_expired' }),
    password: newPasswordSchema,
    confirm_password: confirmPasswordSchema,
  })
  .refine(matches, mismatch());
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .object({
    current_password: text({ error: 'field_required' })
      .min(1, { message: 'field_required' })
      .max(PASSWORD_MAX, { message: 'too_long' }),
    password: newPasswordSchema,
    confirm_password: confirmPasswordSchema,
  })
  .refine(matches, mismatch());
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** An invitation's acceptance: the new member's first password. */
export const acceptInviteBodySchema = z
  .object({ password: newPasswordSchema, confirm_password: confirmPasswordSchema })
  .refine(matches, mismatch());
export type AcceptInviteBody = z.input<typeof acceptInviteBodySchema>;
