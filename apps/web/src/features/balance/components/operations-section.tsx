import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store.ts';
import { exportOperationsCsv, type OperationFilters } from '../api/wallet-api.ts';
import { useWalletOperations } from '../api/wallet-queries.ts';
import { useCsvDownload } from '../hooks/use-csv-download.ts';
import type { Notify } from '../../../components/use-toast.tsx';
import { dayRange } from '../lib/day-range.ts';
import { ListSection } from './list-section.tsx';
import { OperationsFilters, type FilterValues } from './operations-filters.tsx';
import { OperationsTable } from './operations-table.tsx';

/** "Movimientos": the wallet's history of operations, filtered, paged, exported as CSV. */
export function OperationsSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const [values, setValues] = useState<FilterValues>({ from: '', to: '', kind: '' });
  const filters = useMemo<OperationFilters>(
    () => ({ ...dayRange(values.from, values.to, timezone), kind: values.kind || undefined }),
    [values, timezone],
  );
  const history = useWalletOperations(filters);
  const rows = useMemo(
    () => history.data?.pages.flatMap((p) => p.operations) ?? [],
    [history.data],
  );
  const { exporting, run } = useCsvDownload(notify);

  return (
    <ListSection
      id="history"
      title={t('history.title')}
      query={history}
      rowCount={rows.length}
      filters={<OperationsFilters value={values} onChange={setValues} />}
      filtered={Boolean(filters.from || filters.to || filters.kind)}
      texts={{
        export: t('history.export'),
        updating: t('history.updating'),
        error: history.error ? t('history.error', { message: history.error.message }) : '',
        loadMore: t('history.loadMore'),
        empty: t('history.empty'),
        emptyText: t('history.emptyText'),
        noResults: t('history.noResults'),
        noResultsText: t('history.noResultsText'),
      }}
      exporting={exporting}
      onExport={() => void run(() => exportOperationsCsv(filters), 'saldo-historial')}
    >
      <OperationsTable rows={rows} loading={history.isPending} />
    </ListSection>
  );
}
