import type { TFunction } from 'i18next';
import type { Language } from '@trayecto/contracts/i18n';
import { POLICY_RULE_LABELS, labelIn } from '@trayecto/contracts/labels';
import { SERVICE_TYPE_NAMES } from '@trayecto/contracts/trips';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';

/**
 * Why a row is bad, or why it was not booked, in the interface language: the error catalogue's
 * words. A row's reason is a bare code, so a message that needs a value only the server knew
 * (the group of a policy, a field's maximum) is said without it; a code the catalogue does not
 * know is named after "invalid value".
 */
export function reasonText(t: TFunction, code: string, lang: Language): string {
  const rule = /^policy_(\w+)$/.exec(code)?.[1];
  const fallback =
    rule && Object.hasOwn(POLICY_RULE_LABELS, rule)
      ? t('batch:reasons.policy', { rule: labelIn(POLICY_RULE_LABELS, rule, lang) })
      : code === 'too_long'
        ? t('batch:reasons.tooLong')
        : t('batch:reasons.unknown', { code });
  return errorText(t, code, {}, fallback);
}

/** A service type's name, or the cell as written when it is not one. */
export function serviceName(id: string | null | undefined, lang: Language): string {
  return labelIn(SERVICE_TYPE_NAMES, id, lang);
}

/**
 * A refused file or booking: the server's own words (already in the interface language, with
 * the values only it knows, such as the file's row limit), else the catalogue's.
 */
export function batchErrorText(t: TFunction, error: unknown): string {
  return isApiError(error) && error.message ? error.message : apiErrorText(t, error);
}
