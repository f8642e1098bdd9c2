import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import {
  SERVICE_TYPE_IDS,
  FINAL_TRIP_STATUSES,
  type ServiceTypeId,
  type TripStatus,
} from '@trayecto/contracts';
import { HistoryFrame } from '../../../components/history-frame.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { zonedDayIso } from '../../../lib/zoned-day.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import { exportHistoryCsv, type HistoryFilters as Filters } from '../api/trips-api.ts';
import { useHistory } from '../api/trips-queries.ts';
import { HistoryFilters, type HistoryQuery } from '../components/history-filters.tsx';
import { HistoryTable } from '../components/history-table.tsx';
import { MonthNotesButton } from '../components/service-note/month-notes-button.tsx';

const KEYS = ['from', 'to', 'status', 'passenger', 'service'] as const;

/** /history: finished trips with filters kept in the URL, totals, keyset paging and CSV. */
export function Component() {
  const lang = currentLanguage();
  const timezone = useSessionStore((s) => s.timezone);
  const [params, setParams] = useSearchParams();

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
      status: (FINAL_TRIP_STATUSES as readonly string[]).includes(query.status)
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

  return (
    <HistoryFrame
      ns="trips"
      query={history}
      count={rows.length}
      totals={totals}
      filtered={filtered}
      onClear={() => setQuery({ from: '', to: '', status: '', passenger: '', service: '' })}
      emptyIcon={<HistoryOutlined />}
      headerAction={<MonthNotesButton kind="trips" />}
      onExport={async () =>
        saveBlob(await exportHistoryCsv(filters), datedFileName('viajes-historial'))
      }
      filters={<HistoryFilters value={query} onChange={setQuery} lang={lang} />}
    >
      <HistoryTable trips={rows} lang={lang} timezone={timezone} />
    </HistoryFrame>
  );
}
