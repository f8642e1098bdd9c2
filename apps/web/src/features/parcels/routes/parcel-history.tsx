import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import {
  FINAL_TRIP_STATUSES,
  PARCEL_SIZES,
  type ParcelSize,
  type TripStatus,
} from '@trayecto/contracts';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { zonedDayIso } from '../../../lib/zoned-day.ts';
import { CenteredMessage } from '../../trips/api/trip-display.ts';
import type { ParcelHistoryFilters as Filters } from '../api/parcels-api.ts';
import { useParcelHistory } from '../api/parcels-queries.ts';
import {
  EMPTY_HISTORY_QUERY,
  ParcelHistoryFilters,
  type ParcelHistoryQuery,
} from '../components/history-filters.tsx';
import { ParcelHistoryTable } from '../components/history-table.tsx';
import { useLiveParcels } from '../hooks/use-parcel-events.ts';

const KEYS = ['from', 'to', 'status', 'size', 'q'] as const;

/** /parcel_history: finished parcels, filters kept in the URL, keyset "load more". */
export function Component() {
  const { t } = useTranslation('parcels');
  const timezone = useSessionStore((s) => s.timezone);
  const [params, setParams] = useSearchParams();
  // a parcel that ends while the page is open marks the list stale
  useLiveParcels();

  const query = useMemo<ParcelHistoryQuery>(
    () => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as ParcelHistoryQuery,
    [params],
  );
  const setQuery = useCallback(
    (next: ParcelHistoryQuery) => {
      const p = new URLSearchParams();
      for (const k of KEYS) if (next[k]) p.set(k, next[k]);
      setParams(p, { replace: true });
    },
    [setParams],
  );
  // a reversed range is flagged on the "to" field and not asked for (the server refuses it)
  const reversed = Boolean(query.from && query.to && query.from > query.to);
  const filters = useMemo<Filters>(
    () => ({
      from: query.from && !reversed ? zonedDayIso(query.from, timezone, 'start') : undefined,
      to: query.to && !reversed ? zonedDayIso(query.to, timezone, 'end') : undefined,
      status: (FINAL_TRIP_STATUSES as readonly string[]).includes(query.status)
        ? (query.status as TripStatus)
        : undefined,
      size: (PARCEL_SIZES as readonly string[]).includes(query.size)
        ? (query.size as ParcelSize)
        : undefined,
      q: query.q.trim() || undefined,
    }),
    [query, timezone, reversed],
  );
  const history = useParcelHistory(filters);
  const rows = useMemo(() => history.data?.pages.flatMap((p) => p.parcels) ?? [], [history.data]);
  const filtered = Object.values(query).some(Boolean);

  return (
    <Stack spacing={2.5}>
      <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} />
      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', position: 'relative' }}>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <ParcelHistoryFilters value={query} onChange={setQuery} />
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
            icon={<Inventory2Outlined />}
            title={filtered ? t('history.noMatchTitle') : t('history.emptyTitle')}
            text={filtered ? t('history.noMatchText') : t('history.emptyText')}
            action={
              filtered ? (
                <Button onClick={() => setQuery(EMPTY_HISTORY_QUERY)}>{t('history.clear')}</Button>
              ) : undefined
            }
          />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <ParcelHistoryTable parcels={rows} timezone={timezone} />
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
    </Stack>
  );
}
