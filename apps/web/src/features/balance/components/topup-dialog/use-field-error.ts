import { get, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/i18n-errors.ts';
import { fieldLimits, type TopupFormValues } from '../../lib/topup-form.ts';

export type TopupField = FieldPath<TopupFormValues>;

/**
 * A field's error in the interface language (the catalogue's words with the field's limits),
 * or undefined: for the helper text under the field.
 */
export function useFieldError() {
  const { t } = useTranslation('balance');
  const {
    control,
    formState: { errors },
  } = useFormContext<TopupFormValues>();
  const method = useWatch({ control, name: 'method' });
  return (name: TopupField): string | undefined => {
    const code = (get(errors, name) as { message?: string } | undefined)?.message;
    if (!code) return undefined;
    // a date typed by hand that cannot be read
    if (name === 'payment_date' && code === 'validation_error') return t('topup.dateInvalid');
    return errorText(t, code, fieldLimits(name, method));
  };
}
