import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  type LoginBody,
} from '@trayecto/contracts/auth';

// What the pages outside the panel (login, password recovery) need only once the visitor acts:
// zod with the forms' schemas, and the calls with the API client and the query client. A chunk
// of its own, fetched through lazy-auth-forms.ts, so a first visit to these pages does without it.

export type LoginErrors = Partial<Record<keyof LoginBody, string>>;

/**
 * loginBodySchema's verdict as the login form shows it (components/use-login-form.ts): the
 * parsed values, or the first message (an error code) of each field, as zodResolver gives them.
 */
export function validateLogin(
  input: LoginBody,
): { values: LoginBody; errors: null } | { values: null; errors: LoginErrors } {
  const result = loginBodySchema.safeParse(input);
  if (result.success) return { values: result.data, errors: null };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return { values: null, errors };
}
export const forgotPasswordResolver = zodResolver(forgotPasswordBodySchema);

export { forgotPassword, resetPassword } from './auth-api.ts';
export { signIn } from './sign-in.ts';
