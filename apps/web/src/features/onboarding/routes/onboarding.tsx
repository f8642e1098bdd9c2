import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { LanguageMenu } from '../../../components/language-switcher.tsx';
import { Logo } from '../../../components/logo.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { logout } from '../../auth/api/auth-api.ts';
import { clearLocalSession } from '../../auth/api/session-actions.ts';
import { useFiscalData } from '../api/onboarding-queries.ts';
import { OnboardingForm } from '../components/onboarding-form.tsx';
import { afterSavePath, PROFILE_PATH } from '../lib/onboarding-form.ts';

/**
 * /onboarding: after the provider approves a company, its first login shows this form before
 * any panel page (app/guards.ts); the data it asks for is what invoices carry. The profile's
 * fiscal data card opens it again to edit them. No panel chrome: only the logo, the language
 * and a way out.
 */
export function Component() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const session = useSessionStore(
    useShallow((s) => ({ name: s.name, email: s.email, needs: s.needs_onboarding })),
  );
  const fiscal = useFiscalData();
  // a way out of a form that bars the panel: the session ends whatever the call answers
  const leave = async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout failed', error);
    }
    clearLocalSession();
    await navigate('/login', { replace: true });
  };
  const firstTime = fiscal.data ? fiscal.data.onboarded_at === null : session.needs;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Stack
        component="header"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}
      >
        <Logo size={30} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LanguageMenu />
          {firstTime && (
            <Button color="inherit" startIcon={<Logout />} onClick={() => void leave()}>
              {t('logout')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', px: { xs: 1.5, sm: 3 }, pb: 6 }}
      >
        <Stack spacing={3} sx={{ width: '100%', maxWidth: 720 }}>
          <div>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
            >
              {firstTime ? t('welcomeTitle') : t('editTitle')}
            </Typography>
            <Typography color="text.secondary">
              {firstTime ? (
                <WithUserText>
                  {(isolate) => t('welcomeText', { name: isolate(session.name ?? '') })}
                </WithUserText>
              ) : (
                t('editText')
              )}
            </Typography>
          </div>
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
              {fiscal.isPending ? (
                <CenteredMessage text={t('loading')} busy />
              ) : fiscal.isError ? (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" size="small" onClick={() => void fiscal.refetch()}>
                      {t('retry')}
                    </Button>
                  }
                >
                  {isApiError(fiscal.error) ? apiErrorText(t, fiscal.error) : t('loadError')}
                </Alert>
              ) : (
                <OnboardingForm
                  data={fiscal.data}
                  session={session}
                  onSaved={() => void navigate(afterSavePath(firstTime), { replace: true })}
                  onCancel={firstTime ? undefined : () => void navigate(PROFILE_PATH)}
                />
              )}
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Box>
  );
}
