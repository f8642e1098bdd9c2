import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { SidewaysScroll } from '../../../components/wide-table.tsx';

/** What the frame reads of a TanStack infinite query. */
type ListQuery = {
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

/**
 * A console list (companies, leads, the audit log): header with the CSV export, status tabs, the
 * filters, the rows with their loading / error / empty / no-match states, and "load more" (keyset
 * paging). The export downloads the whole filtered list as the server writes it.
 */
export function ListFrame({
  title,
  subtitle,
  query,
  count,
  tabs,
  filters,
  filtered,
  onClear,
  emptyIcon,
  emptyTitle,
  emptyText,
  exportCsv,
  children,
}: {
  title: string;
  subtitle: string;
  query: ListQuery;
  /** rows loaded so far */
  count: number;
  tabs?: ReactNode;
  filters: ReactNode;
  filtered: boolean;
  onClear: () => void;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  /** fetches the filtered list's CSV, saved as `<fileName>-<day>.csv` (a list without one: none) */
  exportCsv?: { fetch: () => Promise<Blob>; fileName: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const { notify, toast } = useToast();
  const [exporting, setExporting] = useState(false);

  const handleExport = async () => {
    if (!exportCsv) return;
    setExporting(true);
    try {
      saveBlob(await exportCsv.fetch(), datedFileName(exportCsv.fileName));
    } catch (error) {
      notify('error', apiErrorText(t, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        action={
          exportCsv && (
            <Button
              variant="outlined"
              startIcon={
                exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
              }
              disabled={exporting || count === 0}
              onClick={() => void handleExport()}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              {t('list.export')}
            </Button>
          )
        }
      />
      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', position: 'relative' }}>
        {tabs && (
          <>
            {tabs}
            <Divider />
          </>
        )}
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>{filters}</Box>
        <Divider />
        {query.isFetching && !query.isPending && !query.isFetchingNextPage && (
          <LinearProgress
            sx={{ position: 'absolute', insetInline: 0 }}
            aria-label={t('list.loading')}
          />
        )}
        {query.isPending ? (
          <CenteredMessage text={t('list.loading')} busy />
        ) : query.isError && count === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {apiErrorText(t, query.error)}
          </Alert>
        ) : count === 0 ? (
          <CenteredMessage
            icon={emptyIcon}
            title={filtered ? t('list.noMatchTitle') : emptyTitle}
            text={filtered ? t('list.noMatchText') : emptyText}
            action={filtered ? <Button onClick={onClear}>{t('list.clear')}</Button> : undefined}
          />
        ) : (
          <SidewaysScroll>{children}</SidewaysScroll>
        )}
        {query.hasNextPage && count > 0 && (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t('list.more')}
            </Button>
          </Stack>
        )}
      </Card>
      {toast}
    </Stack>
  );
}
