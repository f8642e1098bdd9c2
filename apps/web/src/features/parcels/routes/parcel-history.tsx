import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import {
  FINAL_TRIP_STATUSES,
  PARCEL_SIZES,
  type ParcelSize,
  type TripStatus,
} from '@trayecto/contracts';
import { HistoryFrame } from '../../../components/history-frame.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { zonedDayIso } from '../../../lib/zoned-day.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import {
  exportParcelHistoryCsv,
  type ParcelHistoryFilters as Filters,
} from '../api/parcels-api.ts';
import { useParcelHistory } from '../api/parcels-queries.ts';
import {
  EMPTY_HISTORY_QUERY,
  ParcelHistoryFilters,
  type ParcelHistoryQuery,
} from '../components/history-filters.tsx';
import { ParcelHistoryTable } from '../components/history-table.tsx';
import { useLiveParcels } from '../hooks/use-parcel-events.ts';
import { MonthNotesButton } from '../../trips/api/service-note-display.ts';

const KEYS = ['from', 'to', 'status', 'size', 'q'] as const;

/** /parcel_history: finished parcels, filters kept in the URL, totals, keyset paging and CSV. */
export function Component() {
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
    <HistoryFrame
      ns="parcels"
      query={history}
      count={rows.length}
      totals={history.data?.pages[0]?.totals ?? null}
      filtered={filtered}
      onClear={() => setQuery(EMPTY_HISTORY_QUERY)}
      emptyIcon={<Inventory2Outlined />}
      headerAction={<MonthNotesButton kind="parcels" />}
      onExport={async () =>
        saveBlob(await exportParcelHistoryCsv(filters), datedFileName('envios-historial'))
      }
      filters={<ParcelHistoryFilters value={query} onChange={setQuery} />}
    >
      <ParcelHistoryTable parcels={rows} timezone={timezone} />
    </HistoryFrame>
  );
}
