import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
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
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import {
  SERVICE_TYPE_IDS,
  TRIP_STATUSES,
  formatUsd,
  type ServiceTypeId,
  type TripStatus,
} from '@trayecto/contracts';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import { exportHistoryCsv, type HistoryFilters as Filters } from '../api/trips-api.ts';
import { useHistory } from '../api/trips-queries.ts';
import { CenteredMessage } from '../components/centered-message.tsx';
import { HistoryFilters, type HistoryQuery } from '../components/history-filters.tsx';
import { HistoryTable } from '../components/history-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { zonedDayIso } from '../../../lib/zoned-day.ts';

const KEYS = ['from', 'to', 'status', 'passenger', 'service'] as const;

/** /history: finished trips with filters kept in the URL, totals, keyset paging and CSV. */
export function Component() {
  const { t } = useTranslation('trips');
  const lang = currentLanguage();
  const timezone = useSessionStore((s) => s.timezone);
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const query = useMemo<HistoryQuery>(
    () => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as HistoryQuery,
    [params],
  );
  const setQuery = useCallback(
    (next: HistoryQuery) => {
      const p = new URLSearchParams();
      for (const k of KEYS) if (next[k]) p.set(k, next[k]);
      setParams(p, { replace: true });
    },
    [setParams],
  );
  const filters = useMemo<Filters>(
    () => ({
      from: query.from ? zonedDayIso(query.from, timezone, 'start') : undefined,
      to: query.to ? zonedDayIso(query.to, timezone, 'end') : undefined,
      status: (TRIP_STATUSES as readonly string[]).includes(query.status)
        ? (query.status as TripStatus)
        : undefined,
      passenger: query.passenger.trim() || undefined,
      service_type_id: (SERVICE_TYPE_IDS as readonly string[]).includes(query.service)
        ? (query.service as ServiceTypeId)
        : undefined,
    }),
    [query, timezone],
  );
  const history = useHistory(filters);
  const rows = useMemo(() => history.data?.pages.flatMap((p) => p.trips) ?? [], [history.data]);
  const totals = history.data?.pages[0]?.totals ?? null;
  const filtered = Object.values(query).some(Boolean);

  const handleExport = async () => {
    setExporting(true);
    try {
      saveBlob(await exportHistoryCsv(filters), datedFileName('viajes-historial'));
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
          <Button
            variant="outlined"
            startIcon={
              exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
            }
            disabled={exporting || rows.length === 0}
            onClick={() => void handleExport()}
          >
            {t('history.export')}
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 240px))' },
          gap: 2,
        }}
      >
        <Total
          label={t('history.totalCount')}
          value={totals ? totals.count.toLocaleString(lang) : null}
        />
        <Total label={t('history.totalAmount')} value={totals ? formatUsd(totals.amount) : null} />
      </Box>
      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', position: 'relative' }}>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <HistoryFilters value={query} onChange={setQuery} lang={lang} />
        </Box>
        <Divider />
        {history.isFetching && !history.isPending && !history.isFetchingNextPage && (
          <LinearProgress sx={{ position: 'absolute', insetInline: 0 }} aria-label={t('loading')} />
        )}
        {history.isPending ? (
          <CenteredMessage text={t('loading')} busy />
        ) : history.isError && rows.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void history.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {isApiError(history.error) ? apiErrorText(t, history.error) : t('history.loadError')}
          </Alert>
        ) : rows.length === 0 ? (
          <CenteredMessage
            icon={<HistoryOutlined />}
            title={filtered ? t('history.noMatchTitle') : t('history.emptyTitle')}
            text={filtered ? t('history.noMatchText') : t('history.emptyText')}
            action={
              filtered ? (
                <Button
                  onClick={() =>
                    setQuery({ from: '', to: '', status: '', passenger: '', service: '' })
                  }
                >
                  {t('history.clear')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <HistoryTable trips={rows} lang={lang} timezone={timezone} />
          </Box>
        )}
        {history.hasNextPage && (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <Button
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
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
