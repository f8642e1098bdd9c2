import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import AddRounded from '@mui/icons-material/AddRounded';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import { QUOTE_TABS, type Quote, type QuoteTab } from '@trayecto/contracts';
import { HistoryFrame } from '../../../components/history-frame.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { zonedDayIso } from '../../../lib/zoned-day.ts';
import { useCan } from '../../../lib/use-can.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import { exportQuotesCsv, type QuoteListFilters } from '../api/quotes-api.ts';
import { useQuoteList } from '../api/quotes-queries.ts';
import type { QuoteOutcome } from '../components/quote-action-buttons.tsx';
import {
  EMPTY_QUOTE_FILTERS,
  QuoteFilters,
  type QuoteFilterQuery,
} from '../components/quote-filters.tsx';
import { QuoteTable } from '../components/quote-table.tsx';
import { QuoteTabs } from '../components/quote-tabs.tsx';
import { useLiveQuotes } from '../hooks/use-quote-events.ts';
import { NEW_QUOTE_PATH } from '../lib/paths.ts';

const KEYS = ['from', 'to', 'q'] as const;
const isTab = (value: string | null): value is QuoteTab =>
  (QUOTE_TABS as readonly (string | null)[]).includes(value);

/**
 * /multistop: the company's multistop quotes by status tab, filters kept in the URL, keyset
 * paging, CSV; the priced ones approved or denied from their row. Live: quote:update and the
 * runs' events bring the list again.
 */
export function Component() {
  const { t } = useTranslation('multistop');
  const timezone = useSessionStore((s) => s.timezone);
  const [params, setParams] = useSearchParams();
  const [done, setDone] = useState<{ outcome: QuoteOutcome; quote: Quote } | null>(null);
  useLiveQuotes();

  const rawTab = params.get('tab');
  const tab: QuoteTab = isTab(rawTab) ? rawTab : 'all';
  const query = useMemo<QuoteFilterQuery>(
    () => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as QuoteFilterQuery,
    [params],
  );
  const setUrl = useCallback(
    (next: QuoteFilterQuery, nextTab: QuoteTab) => {
      const p = new URLSearchParams();
      if (nextTab !== 'all') p.set('tab', nextTab);
      for (const k of KEYS) if (next[k]) p.set(k, next[k]);
      setParams(p, { replace: true });
    },
    [setParams],
  );
  const setQuery = useCallback((next: QuoteFilterQuery) => setUrl(next, tab), [setUrl, tab]);
  // a reversed range is flagged on the "to" field and not asked for (the server refuses it)
  const reversed = Boolean(query.from && query.to && query.from > query.to);
  const filters = useMemo<QuoteListFilters>(
    () => ({
      tab,
      from: query.from && !reversed ? zonedDayIso(query.from, timezone, 'start') : undefined,
      to: query.to && !reversed ? zonedDayIso(query.to, timezone, 'end') : undefined,
      q: query.q.trim() || undefined,
    }),
    [tab, query, timezone, reversed],
  );
  const list = useQuoteList(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.quotes) ?? [], [list.data]);
  const filtered = tab !== 'all' || Object.values(query).some(Boolean);
  // asking for a quote is a write on trips (issue 13): a role that may only read them is not offered it
  const canAsk = useCan('write', 'trips');
  const newButton = canAsk && (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      component={RouterLink}
      to={NEW_QUOTE_PATH}
    >
      {t('history.new')}
    </Button>
  );

  return (
    <>
      <HistoryFrame
        ns="multistop"
        query={list}
        count={rows.length}
        headerAction={newButton}
        tabs={
          <QuoteTabs
            value={tab}
            counts={list.data?.pages[0]?.counts ?? undefined}
            onChange={(next) => setUrl(query, next)}
          />
        }
        filtered={filtered}
        onClear={() => setUrl(EMPTY_QUOTE_FILTERS, 'all')}
        emptyIcon={<AltRouteOutlined />}
        emptyAction={newButton}
        onExport={async () =>
          saveBlob(await exportQuotesCsv(filters), datedFileName('cotizaciones-multiparada'))
        }
        filters={<QuoteFilters value={query} onChange={setQuery} />}
      >
        <QuoteTable
          quotes={rows}
          timezone={timezone}
          onDone={(outcome, quote) => setDone({ outcome, quote })}
        />
      </HistoryFrame>
      <Snackbar
        open={Boolean(done)}
        autoHideDuration={6000}
        onClose={(_, reason) => reason !== 'clickaway' && setDone(null)}
      >
        <Alert severity="success" variant="filled" onClose={() => setDone(null)}>
          {done && (
            <WithUserText>
              {(isolate) => t(`done.${done.outcome}`, { id: isolate(done.quote.unique_id) })}
            </WithUserText>
          )}
        </Alert>
      </Snackbar>
    </>
  );
}
