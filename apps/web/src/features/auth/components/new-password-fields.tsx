import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN } from '@trayecto/contracts/constants';
import { fieldErrorText } from './field-error.ts';
import { PasswordField } from './password-field.tsx';
import { PasswordStrength } from '../../../components/form/password-strength.tsx';

type Props = {
  password: UseFormRegisterReturn<'password'>;
  confirm: UseFormRegisterReturn<'confirm_password'>;
  /** what is typed in `password`, for the strength meter */
  value: string;
  errors: { password?: FieldError | undefined; confirm_password?: FieldError | undefined };
};

/**
 * New password and its confirmation. A confirmation that differs says so once, on the field:
 * 'La contraseña no coincide' (SPEC §5); 'Las contraseñas deben coincidir' is the server's answer
 * to the same mistake, never shown beside it. Under the password, how strong it is (the rule the
 * server applies: a common one is refused).
 */
export function NewPasswordFields({ password, confirm, value, errors }: Props) {
  const { t } = useTranslation('auth');
  const confirmError =
    errors.confirm_password?.message === 'passwords_must_match'
      ? t('errors:password_mismatch')
      : fieldErrorText(t, errors.confirm_password);
  return (
    <>
      <PasswordField
        {...password}
        inputRef={password.ref}
        label={t('password.new')}
        autoComplete="new-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={
          fieldErrorText(t, errors.password) ?? t('password.hint', { count: PASSWORD_MIN })
        }
      />
      <PasswordStrength password={value} />
      <PasswordField
        {...confirm}
        inputRef={confirm.ref}
        label={t('password.confirm')}
        autoComplete="new-password"
        fullWidth
        error={Boolean(errors.confirm_password)}
        helperText={confirmError}
      />
    </>
  );
}
