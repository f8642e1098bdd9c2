import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { formatNumber, formatUsd } from '@trayecto/contracts';
import { currentLanguage, isApiError } from '../lib/api-client.ts';
import { apiErrorText } from '../lib/i18n-errors.ts';
import { CenteredMessage } from './centered-message.tsx';
import { PageHeader } from './page-header.tsx';
import { SidewaysScroll } from './wide-table.tsx';

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
 * A history page (trips, parcels, multistop quotes): header with the CSV export, the totals of
 * the whole filtered list (when the list has them), the filters, the list with its loading /
 * error / empty / no-match states, and "load more". The texts come from the namespace's
 * `history.*` keys, the same names in each.
 */
export function HistoryFrame({
  ns,
  query,
  count,
  totals,
  headerAction,
  tabs,
  filters,
  filtered,
  onClear,
  emptyIcon,
  emptyAction,
  onExport,
  children,
}: {
  ns: 'trips' | 'parcels' | 'multistop';
  query: ListQuery;
  /** rows loaded so far */
  count: number;
  /** null while loading; left out by a list without totals */
  totals?: { count: number; amount: number } | null;
  /** beside the export button (a "new" button) */
  headerAction?: ReactNode;
  /** above the filters, across the card (status tabs) */
  tabs?: ReactNode;
  filters: ReactNode;
  filtered: boolean;
  onClear: () => void;
  emptyIcon: ReactNode;
  /** offered by the empty state when nothing is filtered (the first "new") */
  emptyAction?: ReactNode;
  /** fetches the CSV of the filtered list and saves it */
  onExport: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const lang = currentLanguage();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const handleExport = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (e) {
      setExportError(apiErrorText(t, e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('history.title')}
        subtitle={t('history.subtitle')}
        action={
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              startIcon={
                exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
              }
              disabled={exporting || count === 0}
              onClick={() => void handleExport()}
            >
              {t('history.export')}
            </Button>
            {headerAction}
          </Stack>
        }
      />
      {totals !== undefined && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 240px))' },
            gap: 2,
          }}
        >
          <Total
            label={t('history.totalCount')}
            value={totals ? formatNumber(totals.count, lang) : null}
          />
          <Total
            label={t('history.totalAmount')}
            value={totals ? formatUsd(totals.amount) : null}
          />
        </Box>
      )}
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
          <LinearProgress sx={{ position: 'absolute', insetInline: 0 }} aria-label={t('loading')} />
        )}
        {query.isPending ? (
          <CenteredMessage text={t('loading')} busy />
        ) : query.isError && count === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {isApiError(query.error) ? apiErrorText(t, query.error) : t('history.loadError')}
          </Alert>
        ) : count === 0 ? (
          <CenteredMessage
            icon={emptyIcon}
            title={filtered ? t('history.noMatchTitle') : t('history.emptyTitle')}
            text={filtered ? t('history.noMatchText') : t('history.emptyText')}
            action={
              filtered ? <Button onClick={onClear}>{t('history.clear')}</Button> : emptyAction
            }
          />
        ) : (
          <SidewaysScroll>{children}</SidewaysScroll>
        )}
        {query.hasNextPage && (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t('history.more')}
            </Button>
          </Stack>
        )}
      </Card>
      <Snackbar
        open={Boolean(exportError)}
        autoHideDuration={8000}
        onClose={() => setExportError(null)}
      >
        <Alert severity="error" variant="filled" onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      </Snackbar>
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: string | null }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      {value === null ? (
        <Skeleton width={80} height={32} />
      ) : (
        <Typography
          dir="ltr"
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, unicodeBidi: 'isolate', textAlign: 'left' }}
          role="status"
        >
          {value}
        </Typography>
      )}
    </Card>
  );
}
