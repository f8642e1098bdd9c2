import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import type { CaptchaController, CaptchaState } from '../lib/captcha-controller.ts';
import { RecaptchaWidget } from './recaptcha-widget.tsx';

/**
 * The contact form's captcha: a checkbox "I'm not a robot" that fetches a challenge and solves it
 * in a worker, showing its progress, then "Verified". Keyboard: the checkbox and the retry
 * button; screen readers hear each phase once (the percentage is only drawn).
 */
export function CaptchaField({
  state,
  captcha,
  error,
}: {
  state: CaptchaState;
  captcha: CaptchaController;
  /** shown under it (verification missing or refused by the server) */
  error?: string | undefined;
}) {
  const { t } = useTranslation('public');
  const id = useId();
  const busy = state.status === 'loading' || state.status === 'solving';
  const percent = state.status === 'solving' ? Math.round(state.progress * 100) : 0;

  const phase = (s: CaptchaState) => {
    switch (s.status) {
      case 'loading':
        return t('captcha.loading');
      case 'solving':
        return t('captcha.solving');
      case 'verified':
        return t('captcha.verified');
      case 'error':
        return t('captcha.error');
      default:
        return '';
    }
  };

  return (
    <Box
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={error ? `${id}-error` : `${id}-help`}
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 2,
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Typography id={`${id}-title`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('captcha.title')}
      </Typography>

      {state.status === 'recaptcha' ? (
        <RecaptchaWidget
          siteKey={state.siteKey}
          token={state.token}
          onToken={(token) => captcha.setRecaptchaToken(token)}
        />
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={state.status === 'verified'}
                  disabled={busy}
                  onChange={() => captcha.verify()}
                  slotProps={{ input: { 'aria-describedby': `${id}-status` } }}
                />
              }
              label={t('captcha.label')}
              sx={{ mr: 'auto' }}
            />
            {state.status === 'verified' && (
              <CheckCircleRounded color="success" aria-hidden sx={{ fontSize: 22 }} />
            )}
            {state.status === 'error' && (
              <Button size="small" variant="outlined" onClick={() => captcha.verify()}>
                {t('captcha.retry')}
              </Button>
            )}
            {state.status === 'idle' && (
              <ShieldOutlined color="action" aria-hidden sx={{ fontSize: 22 }} />
            )}
          </Stack>
          {busy && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-hidden>
              <LinearProgress
                variant={state.status === 'solving' ? 'determinate' : 'indeterminate'}
                value={percent}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
              />
              <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ minWidth: 36 }}>
                {state.status === 'solving' ? `${percent}%` : ''}
              </Typography>
            </Stack>
          )}
          <Typography
            id={`${id}-status`}
            role="status"
            variant="body2"
            color={state.status === 'error' ? 'error' : 'text.secondary'}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: '1.5em' }}
          >
            {state.status === 'error' && <ErrorOutlineRounded aria-hidden fontSize="small" />}
            {phase(state)}
          </Typography>
        </Stack>
      )}

      {error ? (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      ) : (
        <FormHelperText id={`${id}-help`}>{t('captcha.help')}</FormHelperText>
      )}
    </Box>
  );
}
