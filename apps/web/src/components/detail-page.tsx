import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { isApiError } from '../lib/api-client.ts';
import { LiveBadge } from './live-badge.tsx';
import { PageHeader } from './page-header.tsx';
import { StatusPage } from './status-page.tsx';

/** A link back to the list a detail was opened from; its arrow turns with the page (rtl). */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={
        <ArrowBackRounded
          sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
      }
    >
      {children}
    </Button>
  );
}

/** An order's public id in a title: left to right and isolated, whatever the page's direction. */
export function TitleId({ children }: { children: string }) {
  return (
    <Box dir="ltr" component="span" sx={{ unicodeBidi: 'isolate', color: 'primary.main' }}>
      {children}
    </Box>
  );
}

/** What the page reads of the detail's TanStack query. */
type DetailQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
};

type Link = { to: string; label: string };

/**
 * The page of one order of a list (a parcel, a multistop quote): back to the list, the title with
 * the order's id and the live badge while it runs, then the detail (`children`) once loaded, a
 * skeleton before, or the load error with a retry. An id the server does not know (404, or 400
 * for one that is not an id) is a not-found page leading to `notFoundLink`. The texts come from
 * the namespace: `detail.title`, `detail.subtitle`, `detail.notFoundTitle`, `detail.notFound`,
 * `detail.loadError` and `retry`.
 */
export function DetailPage<T extends { unique_id: string }>({
  ns,
  query,
  back,
  notFoundLink = back,
  live,
  children,
}: {
  ns: 'multistop' | 'parcels';
  query: DetailQuery<T>;
  back: Link;
  notFoundLink?: Link;
  live: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const data = query.data;
  const notFound =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  if (notFound) {
    return (
      <StatusPage
        code="404"
        icon={<SearchOffOutlined />}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFound')}
        actions={
          <Button variant="contained" component={RouterLink} to={notFoundLink.to}>
            {notFoundLink.label}
          </Button>
        }
      />
    );
  }

  return (
    <Stack spacing={2.5}>
      <Box>
        <BackButton to={back.to}>{back.label}</BackButton>
      </Box>
      <PageHeader
        title={
          <>
            {t('detail.title')} {data && <TitleId>{data.unique_id}</TitleId>}
          </>
        }
        subtitle={t('detail.subtitle')}
        action={live && <LiveBadge />}
      />
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('detail.loadError')}
        </Alert>
      ) : !data ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        children(data)
      )}
    </Stack>
  );
}
