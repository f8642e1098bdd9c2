import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { OutlinedTextField } from '../../../components/form/outlined-text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { safeRedirectPath, type LoginNotice } from '../../../lib/navigation.ts';
import { loadAuthForms, preloadAuthForms } from '../api/lazy-auth-forms.ts';
import { NOT_APPROVED_NOTICE } from '../api/notices.ts';
import { fieldErrorText } from './field-error.ts';
import { PasswordField } from './password-field.tsx';
import { useLoginForm } from './use-login-form.ts';

/** What a failed sign-in says, from its error code (so it follows a language change). */
function failureNotice(error: unknown): LoginNotice {
  if (!isApiError(error)) return { code: 'unknown', severity: 'error' };
  switch (error.error_code) {
    case 'invalid_credentials':
      return { code: 'invalid_credentials', severity: 'error' };
    case 'too_many_attempts':
      return {
        code: 'too_many_attempts',
        severity: 'warning',
        params: { seconds: error.retryAfter ?? 60 },
      };
    case 'not_approved':
      return NOT_APPROVED_NOTICE;
    case 'timeout':
    case 'network':
    case 'rate_limited':
      return { code: error.error_code, severity: 'error' };
    default:
      return { code: 'unknown', severity: 'error' };
  }
}

export function LoginForm({ onNotice }: { onNotice: (notice: LoginNotice | null) => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useLoginForm(async (values, { retypePassword }) => {
    onNotice(null);
    try {
      const { signIn } = await loadAuthForms();
      const result = await signIn(values);
      if (result.status === 'not_approved') {
        onNotice(NOT_APPROVED_NOTICE);
        return;
      }
      await navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.error_code === 'invalid_credentials') retypePassword();
      onNotice(failureNotice(error));
    }
  });
  const { errors } = form;
  const busy = form.isSubmitting;
  const email = form.register('email');
  const password = form.register('password');

  const handleSubmit = (event: FormEvent) => {
    form.handleSubmit(event).catch((error: unknown) => {
      // auth-forms.ts (the validation) could not be fetched: the network error of the API client
      console.error('Loading the form failed', error);
      onNotice({ code: 'network', severity: 'error' });
    });
  };

  return (
    <Stack
      component="form"
      // before the prerendered page is hydrated a submit is the browser's own: a POST, never a
      // GET that would put the password in the address
      method="post"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit}
      onInput={preloadAuthForms}
      aria-label={t('login.form')}
    >
      <OutlinedTextField
        {...email}
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        error={Boolean(errors.email)}
        helperText={fieldErrorText(t, errors.email)}
        htmlInput={{ inputMode: 'email', spellCheck: false }}
      />
      <PasswordField
        {...password}
        label={t('login.password')}
        autoComplete="current-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={fieldErrorText(t, errors.password)}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: '8px !important' }}>
        <Link
          component={RouterLink}
          to="/forgot-password"
          variant="body2"
          underline="hover"
          sx={{ fontWeight: 500 }}
        >
          {t('login.forgot')}
        </Link>
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ py: 1.4 }}
      >
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </Stack>
  );
}
