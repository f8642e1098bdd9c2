import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import ExploreOffOutlined from '@mui/icons-material/ExploreOffOutlined';
import { StatusPage } from '../components/status-page.tsx';
import { errorText } from '../lib/i18n-errors.ts';
import { isChunkLoadError } from './lazy.ts';

/**
 * Error element of the layouts. A route chunk that failed or timed out (SPEC §8) gets a load
 * error with Retry; anything else 'Lo sentimos, ocurrió un error' with a way home.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // A failed module import is cached by the browser; a fresh page load is the reliable retry.
  const handleRetry = () => window.location.reload();

  if (isChunkLoadError(error)) {
    return (
      <StatusPage
        icon={<CloudOffOutlined />}
        title={t('chunkError.title')}
        description={t('chunkError.description')}
        actions={
          <Button variant="contained" onClick={handleRetry}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        code="404"
        icon={<ExploreOffOutlined />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        actions={
          <Button variant="contained" href="/">
            {t('actions.backHome')}
          </Button>
        }
      />
    );
  }
  return (
    <StatusPage
      icon={<ErrorOutline />}
      // SPEC §8's 'Sorry, there was an error', from the catalogue the server answers with too
      title={errorText(t, 'sorry_error')}
      description={t('routeError.description')}
      actions={
        <>
          <Button variant="contained" onClick={handleRetry}>
            {t('actions.retry')}
          </Button>
          <Button variant="outlined" href="/">
            {t('actions.backHome')}
          </Button>
        </>
      }
    />
  );
}
