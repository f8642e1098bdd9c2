import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store.ts';
import { exportTopupsCsv, type TopupFilters } from '../api/topups-api.ts';
import { useTopups } from '../api/topups-queries.ts';
import { useCsvDownload } from '../hooks/use-csv-download.ts';
import type { Notify } from '../../../components/use-toast.tsx';
import { dayRange } from '../lib/day-range.ts';
import { ListSection } from './list-section.tsx';
import { NO_TOPUP_FILTERS, TopupsFilters, type TopupFilterValues } from './topups-filters.tsx';
import { TopupsList } from './topups-list.tsx';

/** "Recargas": the company's top-ups, filtered, paged, exported as CSV. */
export function TopupsSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const [values, setValues] = useState<TopupFilterValues>(NO_TOPUP_FILTERS);
  const filters = useMemo<TopupFilters>(
    () => ({
      ...dayRange(values.from, values.to, timezone),
      status: values.status || undefined,
      method: values.method || undefined,
    }),
    [values, timezone],
  );
  const list = useTopups(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.topups) ?? [], [list.data]);
  const { exporting, run } = useCsvDownload(notify);

  return (
    <ListSection
      id="topups"
      title={t('topups.title')}
      query={list}
      rowCount={rows.length}
      filters={<TopupsFilters value={values} onChange={setValues} />}
      filtered={Boolean(filters.from || filters.to || filters.status || filters.method)}
      texts={{
        export: t('topups.export'),
        updating: t('topups.updating'),
        error: list.error ? t('topups.error', { message: list.error.message }) : '',
        loadMore: t('topups.loadMore'),
        empty: t('topups.empty'),
        emptyText: t('topups.emptyText'),
        noResults: t('topups.noResults'),
        noResultsText: t('topups.noResultsText'),
      }}
      exporting={exporting}
      onExport={() => void run(() => exportTopupsCsv(filters), 'recargas')}
    >
      <TopupsList rows={rows} loading={list.isPending} notify={notify} />
    </ListSection>
  );
}
