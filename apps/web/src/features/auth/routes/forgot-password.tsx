import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { OutlinedTextField } from '../../../components/form/outlined-text-field.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import {
  forgotPasswordResolver,
  loadAuthForms,
  preloadAuthForms,
  submitWithAuthForms,
} from '../api/lazy-auth-forms.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { fieldErrorText } from '../components/field-error.ts';

/** /forgot-password: the answer is the same whether or not the address has an account. */
export function Component() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useForm({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const email = form.register('email');

  const handleSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { forgotPassword } = await loadAuthForms();
      await forgotPassword(values);
      setSentTo(values.email);
    } catch (e) {
      setError(e);
    }
  });

  if (sentTo) {
    return (
      <AuthShell
        title={t('forgot.sentTitle')}
        icon={{ node: <MarkEmailReadOutlined />, tone: 'success' }}
      >
        <Stack spacing={3} role="status">
          <Typography color="text.secondary">
            <WithUserText>{(isolate) => t('forgot.sent', { email: isolate(sentTo) })}</WithUserText>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('forgot.sentHint')}
          </Typography>
          <Button variant="outlined" onClick={() => setSentTo(null)}>
            {t('forgot.again')}
          </Button>
          <BackToLogin />
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {error !== null && (
        <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
          {apiErrorText(t, error)}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={submitWithAuthForms(handleSubmit, setError)}
        onInput={preloadAuthForms}
        aria-label={t('forgot.title')}
      >
        <OutlinedTextField
          {...email}
          inputRef={email.ref}
          label={t('login.email')}
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          error={Boolean(errors.email)}
          helperText={fieldErrorText(t, errors.email)}
          htmlInput={{ inputMode: 'email', spellCheck: false }}
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
          {t('forgot.submit')}
        </Button>
        <BackToLogin />
      </Stack>
    </AuthShell>
  );
}
