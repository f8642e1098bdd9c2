import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { StatusPage } from '../../components/status-page.tsx';
import { useSessionStore } from '../../lib/session-store.ts';

/** SPEC §2 refusal page: a feature or role rule refused the route. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogged = useSessionStore((s) => s.isLogged);
  return (
    <StatusPage
      fullPage
      code="403"
      icon={<LockOutlined />}
      title={t('forbidden.title')}
      description={t('forbidden.description')}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={isLogged ? '/dashboards' : '/'}>
            {isLogged ? t('actions.backToDashboard') : t('actions.backHome')}
          </Button>
          <Button variant="outlined" onClick={() => void navigate(-1)}>
            {t('actions.goBack')}
          </Button>
        </>
      }
    />
  );
}
