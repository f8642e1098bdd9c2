import { useState } from 'react';
import { redirect, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { safeConsoleRedirect } from '../../../lib/console-navigation.ts';
import { getConsoleToken } from '../../../lib/console-session-store.ts';
import { errorText } from '../../../lib/i18n-errors.ts';
import { ConsoleAuthCard } from '../components/console-auth-card.tsx';
import { ConsoleLoginForm } from '../components/console-login-form.tsx';

/** An admin already signed in to the console goes on to where the login would have sent them. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!getConsoleToken()) return null;
  return redirect(safeConsoleRedirect(new URL(request.url).searchParams.get('redirect')));
}

type Notice = { code: string; severity: 'warning' | 'error' };

function noticeOf(state: unknown): Notice | null {
  const notice = (state as { notice?: Partial<Notice> } | null)?.notice;
  return typeof notice?.code === 'string' &&
    (notice.severity === 'warning' || notice.severity === 'error')
    ? { code: notice.code, severity: notice.severity }
    : null;
}

/** /admin/login: the console's own sign-in (e-mail and password of a provider admin). */
export function Component() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<Notice | null>(() => noticeOf(location.state));
  return (
    <ConsoleAuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {errorText(t, notice.code)}
        </Alert>
      )}
      <ConsoleLoginForm
        onSubmitStart={() => setNotice(null)}
        onSignedIn={async () => {
          const target = new URLSearchParams(location.search).get('redirect');
          await navigate(safeConsoleRedirect(target), { replace: true });
        }}
      />
    </ConsoleAuthCard>
  );
}
