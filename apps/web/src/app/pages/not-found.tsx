import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ExploreOffOutlined from '@mui/icons-material/ExploreOffOutlined';
import { StatusPage } from '../../components/status-page.tsx';
import { useSessionStore } from '../../lib/session-store.ts';

/** The error page for any path the route table does not know. */
export function Component() {
  const { t } = useTranslation();
  const isLogged = useSessionStore((s) => s.isLogged);
  return (
    <StatusPage
      fullPage
      code="404"
      icon={<ExploreOffOutlined />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <Button variant="contained" component={RouterLink} to={isLogged ? '/dashboards' : '/'}>
          {isLogged ? t('actions.backToDashboard') : t('actions.backHome')}
        </Button>
      }
    />
  );
}
