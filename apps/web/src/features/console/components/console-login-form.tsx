import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { PASSWORD_MAX } from '@trayecto/contracts/constants';
import { consoleLoginBodySchema, type ConsoleLoginBody } from '@trayecto/contracts/console';
import { useConsoleSessionStore } from '../../../lib/console-session-store.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { consoleKeys, consoleLogin } from '../api/console-api.ts';

/**
 * A provider admin's e-mail and password: signs in to the console (POST /console/login) and
 * keeps the session in the console store. Used by /admin/login and by the assist-mode entry.
 */
export function ConsoleLoginForm({
  onSignedIn,
  onSubmitStart,
  submitLabel,
}: {
  onSignedIn: () => Promise<void> | void;
  onSubmitStart?: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation('console');
  const [failure, setFailure] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const form = useForm<ConsoleLoginBody>({
    resolver: zodResolver(consoleLoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    onSubmitStart?.();
    try {
      const session = await consoleLogin(values);
      queryClient.removeQueries({ queryKey: consoleKeys.all });
      useConsoleSessionStore.getState().setLogin(session);
      await onSignedIn();
    } catch (error) {
      form.setValue('password', '');
      form.setFocus('password');
      setFailure(apiErrorText(t, error));
    }
  });

  const fieldError = (message: string | undefined) =>
    message ? errorText(t, message, { max: PASSWORD_MAX }) : undefined;

  return (
    <>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(e) => void submit(e)}
        aria-label={t('login.form')}
      >
        <TextField
          {...form.register('email')}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          error={Boolean(errors.email)}
          helperText={fieldError(errors.email?.message)}
          slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, dir: 'ltr' } }}
        />
        <TextField
          {...form.register('password')}
          label={t('login.password')}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password?.message)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    onClick={() => setVisible((v) => !v)}
                    onMouseDown={(e) => e.preventDefault()}
                    aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
                    aria-pressed={visible}
                  >
                    {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
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
        >
          {isSubmitting ? t('login.submitting') : (submitLabel ?? t('login.submit'))}
        </Button>
      </Stack>
    </>
  );
}
