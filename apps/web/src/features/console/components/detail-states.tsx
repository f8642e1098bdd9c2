import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { BackButton } from '../../../components/detail-page.tsx';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';

type DetailQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * A console detail (a company, a lead): back to its list, then the detail once loaded, a skeleton
 * before, the load error with a retry, or a not-found message for an id the server does not know.
 */
export function DetailFrame<T>({
  query,
  back,
  notFoundText,
  children,
}: {
  query: DetailQuery<T>;
  back: { to: string; label: string };
  notFoundText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const notFound =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return (
    <Stack spacing={2.5}>
      <Box>
        <BackButton to={back.to}>{back.label}</BackButton>
      </Box>
      {notFound ? (
        <CenteredMessage
          icon={<SearchOffOutlined />}
          title={t('detail.notFoundTitle')}
          text={notFoundText}
          action={
            <Button variant="contained" component={RouterLink} to={back.to}>
              {back.label}
            </Button>
          }
        />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {apiErrorText(t, query.error)}
        </Alert>
      ) : query.data === undefined ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
