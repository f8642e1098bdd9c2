import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { LANGUAGES } from './i18n.ts';

// Zod messages are error codes from errors.ts; each side renders them in the user's language.

export const emailSchema = z
  .string({ error: 'field_required' })
  .trim()
  .min(1, { message: 'field_required' })
  .max(254, { message: 'email_invalid' })
  .pipe(z.email({ message: 'email_invalid' }))
  .transform((v) => v.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'field_required' })
  .min(PASSWORD_MIN, { message: 'password_too_short' })
  .max(PASSWORD_MAX, { message: 'too_long' });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'field_required' })
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

export const resetPasswordBodySchema = z
  .object({
    token: z
      .string({ error: 'field_required' })
      .min(1, { message: 'field_required' })
      .max(200, { message: 'reset_link_expired' }),
    password: newPasswordSchema,
    confirm_password: z.string({ error: 'field_required' }).min(1, { message: 'field_required' }),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'passwords_must_match',
    path: ['confirm_password'],
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: 'field_required' })
      .min(1, { message: 'field_required' })
      .max(PASSWORD_MAX, { message: 'too_long' }),
    password: newPasswordSchema,
    confirm_password: z.string({ error: 'field_required' }).min(1, { message: 'field_required' }),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'passwords_must_match',
    path: ['confirm_password'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const okResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

export const langSchema = z.enum(LANGUAGES);
