import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { PASSWORD_MAX } from '@trayecto/contracts/constants';
import { errorText } from '../../../lib/i18n-errors.ts';

/** Zod messages are error codes; render them from the errors namespace. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return errorText(t, error.message, { max: PASSWORD_MAX });
}
