import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isApiError } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { loadProfile, markProfileLoaded, profileAge } from '../api/session-actions.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { FullPageLoader } from './full-page-loader.tsx';

const FOCUS_REFRESH_MIN_INTERVAL_MS = 30_000;

/**
 * Wraps the signed-in area: loads the profile once per session (GET /me) before rendering, logs
 * out an unapproved or suspended corporate (SPEC §4), and refreshes the profile in the background
 * when the tab comes back into view.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logout = useLogout();
  const isLogged = useSessionStore((s) => s.isLogged);
  const token = useSessionStore((s) => s.token);
  const profileLoaded = useSessionStore((s) => s.profileLoaded);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isLogged || !token || profileLoaded) return;
    const controller = new AbortController();
    loadProfile(controller.signal)
      .then((result) => {
        if (result.status === 'not_approved') void navigate('/login', { replace: true });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        // an expired session is handled (and redirected) by the API client
        if (isApiError(e) && e.error_code === 'session_expired') return;
        console.error('Loading the profile failed', e);
        setError(isApiError(e) ? e.message : t('errors:unknown'));
      });
    return () => controller.abort();
  }, [isLogged, token, profileLoaded, attempt, navigate, t]);

  useEffect(() => {
    if (!isLogged) return;
    const handleVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (!useSessionStore.getState().profileLoaded) return;
      if (profileAge() < FOCUS_REFRESH_MIN_INTERVAL_MS) return;
      markProfileLoaded(); // one refresh at a time
      loadProfile()
        .then((result) => {
          if (result.status === 'not_approved') void navigate('/login', { replace: true });
        })
        .catch((e: unknown) => console.warn('Background profile refresh failed', e));
    };
    // a profile kept from an earlier visit (page reload) is refreshed once at start
    handleVisible();
    document.addEventListener('visibilitychange', handleVisible);
    window.addEventListener('focus', handleVisible);
    return () => {
      document.removeEventListener('visibilitychange', handleVisible);
      window.removeEventListener('focus', handleVisible);
    };
  }, [isLogged, navigate]);

  if (!isLogged || profileLoaded) return <>{children}</>;
  if (!error) return <FullPageLoader label={t('gate.loading')} />;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 440, width: '100%' }}>
        <Alert severity="error" variant="outlined">
          {t('gate.error', { message: error })}
        </Alert>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void logout()}>{t('gate.logout')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('gate.retry')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
