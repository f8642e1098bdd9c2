import { useMemo, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { datedFileName, saveBlob } from '../api/download.ts';
import { exportOperationsCsv, type OperationFilters } from '../api/wallet-api.ts';
import { useWalletOperations, useWalletSummary } from '../api/wallet-queries.ts';
import { OperationsFilters, type FilterValues } from '../components/operations-filters.tsx';
import { OperationsTable } from '../components/operations-table.tsx';
import { RateNote } from '../components/rate-note.tsx';
import { WalletCards } from '../components/wallet-cards.tsx';
import { zonedDayIso } from '../../../lib/zoned-day.ts';
import { PageHeader } from '../../../components/page-header.tsx';

/**
 * A date from the pickers filters once it is a whole date of this era: while the year is being
 * typed the field reports dates like 0202-11-18, which would fetch the history for nothing.
 */
function usableDay(day: Dayjs | null): day is Dayjs {
  return day !== null && day.isValid() && day.year() >= 2000;
}

/** /balance: the corporate wallet and its history of operations. */
export function Component() {
  const { t } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const [values, setValues] = useState<FilterValues>({ from: null, to: null, kind: '' });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const filters = useMemo<OperationFilters>(
    () => ({
      from: usableDay(values.from)
        ? zonedDayIso(values.from.format('YYYY-MM-DD'), timezone, 'start')
        : undefined,
      to: usableDay(values.to)
        ? zonedDayIso(values.to.format('YYYY-MM-DD'), timezone, 'end')
        : undefined,
      kind: values.kind || undefined,
    }),
    [values, timezone],
  );
  const wallet = useWalletSummary();
  const history = useWalletOperations(filters);
  const rows = useMemo(
    () => history.data?.pages.flatMap((p) => p.operations) ?? [],
    [history.data],
  );
  const filtered = Boolean(filters.from || filters.to || filters.kind);

  const handleExport = async () => {
    setExporting(true);
    try {
      saveBlob(await exportOperationsCsv(filters), datedFileName('saldo-historial'));
    } catch (e) {
      setExportError(apiErrorText(t, e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        rowFrom="md"
        action={<RateNote rate={wallet.data?.exchange_rate} />}
      />

      <WalletCards />

      <Card
        variant="outlined"
        sx={{ borderRadius: 3, overflow: 'hidden' }}
        component="section"
        aria-labelledby="history-title"
      >
        <Stack spacing={2} sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography
              id="history-title"
              variant="h6"
              component="h2"
              sx={{ fontSize: '1.05rem', fontWeight: 600 }}
            >
              {t('history.title')}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              startIcon={
                exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
              }
              disabled={exporting}
              onClick={() => void handleExport()}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('history.export')}
            </Button>
          </Stack>
          <OperationsFilters value={values} onChange={setValues} />
        </Stack>
        <Divider />
        {history.isFetching && !history.isPending && !history.isFetchingNextPage && (
          <LinearProgress aria-label={t('history.updating')} />
        )}
        {history.isError && rows.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void history.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('history.error', { message: history.error.message })}
          </Alert>
        ) : !history.isPending && rows.length === 0 ? (
          <Stack
            spacing={1.5}
            sx={{ alignItems: 'center', textAlign: 'center', py: 7, px: 2 }}
            role="status"
          >
            <ReceiptLongOutlined aria-hidden sx={{ fontSize: 44, color: 'text.secondary' }} />
            <Typography variant="h6" component="p">
              {t(filtered ? 'history.noResults' : 'history.empty')}
            </Typography>
            <Typography color="text.secondary">
              {t(filtered ? 'history.noResultsText' : 'history.emptyText')}
            </Typography>
          </Stack>
        ) : (
          <Stack sx={{ p: { xs: 2, md: 0 } }}>
            <OperationsTable rows={rows} loading={history.isPending} />
          </Stack>
        )}
        {history.hasNextPage && (
          <Stack sx={{ alignItems: 'center', p: 2 }}>
            <Button
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
              startIcon={
                history.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined
              }
            >
              {t('history.loadMore')}
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
