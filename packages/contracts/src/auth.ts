import { z } from 'zod';
import { PASSWORD_MAX } from './constants.ts';
import { LANGUAGES } from './i18n.ts';
import { text } from './text.ts';

// Zod messages are error codes from errors.ts; each side renders them in the user's language.

export const emailSchema = text({ error: 'field_required' })
  .trim()
  .min(1, { message: 'field_required' })
  .max(254, { message: 'email_invalid' })
  // what the document shows callers (the pipe's own rule does not reach it)
  .meta({ format: 'email', example: 'ana.perez@empresa.test' })
  .pipe(z.email({ message: 'email_invalid' }))
  .transform((v) => v.toLowerCase());

export const loginBodySchema = z.object({
  email: emailSchema,
  password: text({ error: 'field_required' })
    .min(1, { message: 'field_required' })
    .max(PASSWORD_MAX, { message: 'too_long' }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  _id: z.string(),
  unique_id: z.string(),
  email: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

// The schemas of a new password (its rule carries the common-password list) are in
// new-password.ts, outside the index; their body types are told here too.
export type { ChangePasswordBody, ResetPasswordBody } from './new-password.ts';

export const okResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

export const langSchema = z.enum(LANGUAGES);
