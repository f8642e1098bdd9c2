import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/i18n-errors.ts';
import { loadAuthForms, preloadAuthForms, submitWithAuthForms } from '../api/lazy-auth-forms.ts';
import { preloadPasswordRule, resetPasswordResolver } from '../../../lib/lazy-password-rule.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

/** /reset-password?token=…: the e-mailed single-use link (valid one hour). */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(token ? null : 'reset_link_expired');
  const form = useForm({
    resolver: resetPasswordResolver,
    mode: 'onTouched',
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: 'password' });

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { resetPassword } = await loadAuthForms();
      await resetPassword(values);
      await navigate('/login', {
        replace: true,
        state: { notice: { code: 'auth:reset.success', severity: 'success' } },
      });
    } catch (e) {
      const code = isApiError(e) ? e.error_code : 'unknown';
      if (code === 'passwords_must_match') {
        form.setError('confirm_password', { message: code });
        return;
      }
      // the server's own verdict on the password (the rule the form checks too)
      const refused = isApiError(e) ? e.fields?.password : undefined;
      if (refused) {
        form.setError('password', { message: refused }, { shouldFocus: true });
        return;
      }
      setFailure(
        ['reset_link_expired', 'timeout', 'network', 'rate_limited'].includes(code)
          ? code
          : 'reset_error',
      );
    }
  });

  const expired = failure === 'reset_link_expired';
  return (
    <AuthShell
      title={t('reset.title')}
      subtitle={expired ? undefined : t('reset.subtitle')}
      {...(expired ? { icon: { node: <LinkOffOutlined />, tone: 'error' as const } } : {})}
    >
      {failure && (
        <Alert severity="error" variant="outlined" sx={{ mb: 3 }} role="alert">
          {errorText(t, failure)}
        </Alert>
      )}
      {!expired && (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={submitWithAuthForms(handleSubmit, () => setFailure('network'))}
          onInput={() => {
            preloadAuthForms();
            preloadPasswordRule();
          }}
          aria-label={t('reset.title')}
        >
          <NewPasswordFields
            password={form.register('password')}
            confirm={form.register('confirm_password')}
            value={typed}
            errors={errors}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            startIcon={
              isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
            sx={{ py: 1.4 }}
          >
            {t('reset.submit')}
          </Button>
        </Stack>
      )}
      {expired && (
        <Stack spacing={1.5}>
          <Button
            component={RouterLink}
            to="/forgot-password"
            variant="contained"
            size="large"
            sx={{ py: 1.4 }}
          >
            {t('reset.requestNew')}
          </Button>
          <BackToLogin />
        </Stack>
      )}
    </AuthShell>
  );
}
