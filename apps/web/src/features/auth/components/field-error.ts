import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '@trayecto/contracts';

/** Zod messages are error codes; render them from the errors namespace. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return t(`errors:${error.message}`, {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    defaultValue: error.message,
  });
}
