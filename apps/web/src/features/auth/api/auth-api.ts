import {
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  type ForgotPasswordBody,
  type LoginBody,
  type ResetPasswordBody,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

export const meQueryKey = ['corporate', 'me'] as const;

export function login(body: LoginBody) {
  return api.post('/corporate/login', body, { schema: loginResponseSchema });
}

export function getMe(signal?: AbortSignal) {
  return api.get('/corporate/me', { schema: meResponseSchema, ...(signal ? { signal } : {}) });
}

export function logout() {
  return api.post('/corporate/logout');
}

export function forgotPassword(body: ForgotPasswordBody) {
  return api.post('/corporate/password/forgot', body, { schema: okResponseSchema });
}

export function resetPassword(body: ResetPasswordBody) {
  return api.post('/corporate/password/reset', body, { schema: okResponseSchema });
}
