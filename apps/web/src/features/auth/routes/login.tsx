import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { clearLoginNotice, peekLoginNotice, type LoginNotice } from '../../../lib/navigation.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { NoticeAlert } from '../components/notice-alert.tsx';

function isNotice(value: unknown): value is LoginNotice {
  const v = value as LoginNotice | null;
  return typeof v?.code === 'string' && typeof v.severity === 'string';
}

/** /login: e-mail and password; shows why the user landed here (expired session, refusal…). */
export function Component() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [notice, setNotice] = useState<LoginNotice | null>(() => {
    const fromState = (location.state as { notice?: unknown } | null)?.notice;
    return isNotice(fromState) ? fromState : peekLoginNotice();
  });

  // the one-shot notice has been shown: a reload should not show it again
  useEffect(() => clearLoginNotice(), []);

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
      <LoginForm onNotice={setNotice} />
    </AuthShell>
  );
}
