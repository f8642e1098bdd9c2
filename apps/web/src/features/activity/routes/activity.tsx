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
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import { exportActivityCsv } from '../api/activity-api.ts';
import { useActivityList } from '../api/activity-queries.ts';
import { ActivityFilterBar } from '../components/activity-filter-bar.tsx';
import { ActivityList } from '../components/activity-list.tsx';
import {
  ACTIVITY_FILTER_KEYS,
  EMPTY_ACTIVITY_FILTERS,
  toApiFilters,
  type ActivityFilterQuery,
} from '../lib/activity-filters.ts';

/**
 * /activity: what was done in the company's panel, by whom (the company, a provider admin in
 * assist mode, the provider) and from where; filters kept in the URL, keyset paging, CSV.
 */
export function Component() {
  const { t } = useTranslation('activity');
  const timezone = useSessionStore((s) => s.timezone);
  const companyName = useSessionStore((s) => s.name ?? '');
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const query = useMemo<ActivityFilterQuery>(
    () =>
      Object.fromEntries(
        ACTIVITY_FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
      ) as ActivityFilterQuery,
    [params],
  );
  const setQuery = useCallback(
    (next: ActivityFilterQuery) => {
      const p = new URLSearchParams();
      for (const k of ACTIVITY_FILTER_KEYS) if (next[k]) p.set(k, next[k]);
      setParams(p, { replace: true });
    },
    [setParams],
  );
  const filters = useMemo(() => toApiFilters(query, timezone), [query, timezone]);
  const list = useActivityList(filters);
  const entries = useMemo(() => list.data?.pages.flatMap((p) => p.entries) ?? [], [list.data]);
  const filtered = Object.values(query).some(Boolean);

  const handleExport = async () => {
    setExporting(true);
    try {
      saveBlob(await exportActivityCsv(filters), datedFileName('actividad'));
    } catch (e) {
      setExportError(apiErrorText(t, e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Button
            variant="outlined"
            startIcon={
              exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
            }
            disabled={exporting || entries.length === 0}
            onClick={() => void handleExport()}
          >
            {t('export')}
          </Button>
        }
      />
      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', position: 'relative' }}>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <ActivityFilterBar value={query} onChange={setQuery} />
        </Box>
        <Divider />
        {list.isFetching && !list.isPending && !list.isFetchingNextPage && (
          <LinearProgress sx={{ position: 'absolute', insetInline: 0 }} aria-label={t('loading')} />
        )}
        {list.isPending ? (
          <CenteredMessage text={t('loading')} busy />
        ) : list.isError && entries.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {isApiError(list.error) ? apiErrorText(t, list.error) : t('loadError')}
          </Alert>
        ) : entries.length === 0 ? (
          <CenteredMessage
            icon={<ManageHistoryOutlined />}
            title={filtered ? t('noMatchTitle') : t('emptyTitle')}
            text={filtered ? t('noMatchText') : t('emptyText')}
            action={
              filtered ? (
                <Button onClick={() => setQuery(EMPTY_ACTIVITY_FILTERS)}>
                  {t('filters.clear')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <ActivityList entries={entries} timezone={timezone} companyName={companyName} />
          </Box>
        )}
        {list.hasNextPage && (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('more')}
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
