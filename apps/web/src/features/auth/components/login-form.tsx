import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginBodySchema } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { safeRedirectPath, type LoginNotice } from '../../../lib/navigation.ts';
import { signIn } from '../api/sign-in.ts';
import { NOT_APPROVED_NOTICE } from '../api/session-actions.ts';
import { fieldErrorText } from './field-error.ts';
import { PasswordField } from './password-field.tsx';

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
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const email = form.register('email');
  const password = form.register('password');

  const handleSubmit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    onNotice(null);
    try {
      const result = await signIn(values);
      if (result.status === 'not_approved') {
        onNotice(NOT_APPROVED_NOTICE);
        return;
      }
      await navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.error_code === 'invalid_credentials') {
        form.resetField('password');
        form.setFocus('password');
      }
      onNotice(failureNotice(error));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit}
      aria-label={t('login.form')}
    >
      <TextField
        {...email}
        inputRef={email.ref}
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        error={Boolean(errors.email)}
        helperText={fieldErrorText(t, errors.email)}
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
      />
      <PasswordField
        {...password}
        inputRef={password.ref}
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
        disabled={submitting}
        aria-busy={submitting}
        startIcon={
          submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
        }
        sx={{ py: 1.4 }}
      >
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </Stack>
  );
}
