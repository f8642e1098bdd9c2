import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { PASSWORD_MIN } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { changePasswordResolver, preloadPasswordRule } from '../../../lib/lazy-password-rule.ts';
import { PasswordStrength } from '../../../components/form/password-strength.tsx';
import { changePassword } from '../api/profile-api.ts';
import { fieldErrorText } from './field-error.ts';
import { PasswordInput } from './password-input.tsx';
import { SectionCard } from './section-card.tsx';

const EMPTY = { current_password: '', password: '', confirm_password: '' };

/** Change password: the current one is checked by the server ('Incorrect password'). */
export function PasswordForm({
  notify,
}: {
  notify: (severity: 'success' | 'error', text: string) => void;
}) {
  const { t } = useTranslation('profile');
  const form = useForm({
    resolver: changePasswordResolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: 'password' });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values);
      form.reset(EMPTY);
      notify('success', t('password.saved'));
    } catch (e) {
      const code = isApiError(e) ? e.error_code : 'unknown';
      if (code === 'incorrect_password') {
        form.setError('current_password', { message: code }, { shouldFocus: true });
      } else if (code === 'passwords_must_match') {
        form.setError('confirm_password', { message: code });
      } else if (isApiError(e) && e.fields?.password) {
        // the server's own verdict on the new password (the rule the form checks too)
        form.setError('password', { message: e.fields.password }, { shouldFocus: true });
      } else {
        notify('error', isApiError(e) ? e.message : t('errors:unknown'));
      }
    }
  });

  // a confirmation that differs is said once, on its field (as NewPasswordFields does), whether
  // the form or the server found it
  const confirmError =
    errors.confirm_password?.message === 'passwords_must_match'
      ? t('errors:password_mismatch')
      : fieldErrorText(t, errors.confirm_password);
  const current = form.register('current_password');
  const password = form.register('password');
  const confirm = form.register('confirm_password');

  return (
    <SectionCard
      id="profile-password"
      title={t('password.title')}
      subtitle={t('password.subtitle')}
      icon={<LockResetOutlined />}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
        onInput={preloadPasswordRule}
        aria-label={t('password.title')}
        spacing={2.5}
      >
        <PasswordInput
          {...current}
          inputRef={current.ref}
          label={t('password.current')}
          autoComplete="current-password"
          error={Boolean(errors.current_password)}
          helperText={fieldErrorText(t, errors.current_password)}
        />
        <PasswordInput
          {...password}
          inputRef={password.ref}
          label={t('password.new')}
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={
            fieldErrorText(t, errors.password) ?? t('password.hint', { count: PASSWORD_MIN })
          }
        />
        <PasswordStrength password={typed} />
        <PasswordInput
          {...confirm}
          inputRef={confirm.ref}
          label={t('password.confirm')}
          autoComplete="new-password"
          error={Boolean(errors.confirm_password)}
          helperText={confirmError}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={
              isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {t('password.submit')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
