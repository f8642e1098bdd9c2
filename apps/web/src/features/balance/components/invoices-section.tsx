import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { DateRangeFields, FilterBar } from '../../../components/filter-bar.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  exportInvoicesCsv,
  useInvoices,
  type InvoiceFilters,
} from '../../invoices/api/invoices-api.ts';
import { useCsvDownload } from '../hooks/use-csv-download.ts';
import type { Notify } from '../../../components/use-toast.tsx';
import { dayRange } from '../lib/day-range.ts';
import { InvoicesList } from './invoices-list.tsx';
import { ListSection } from './list-section.tsx';

/** "Facturas": one per approved top-up, by date range, paged, exported as CSV. */
export function InvoicesSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const [range, setRange] = useState<{ from: string; to: string }>({
    from: '',
    to: '',
  });
  const filters = useMemo<InvoiceFilters>(
    () => dayRange(range.from, range.to, timezone),
    [range, timezone],
  );
  const list = useInvoices(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.invoices) ?? [], [list.data]);
  const { exporting, run } = useCsvDownload(notify);

  return (
    <ListSection
      id="invoices"
      title={t('invoices.title')}
      query={list}
      rowCount={rows.length}
      filters={
        <FilterBar>
          <DateRangeFields
            from={range.from}
            to={range.to}
            onFrom={(from) => setRange({ ...range, from })}
            onTo={(to) => setRange({ ...range, to })}
            fromLabel={t('filters.from')}
            toLabel={t('filters.to')}
            minWidth={170}
          />
          {(range.from || range.to) && (
            <Button onClick={() => setRange({ from: '', to: '' })}>{t('filters.clear')}</Button>
          )}
        </FilterBar>
      }
      filtered={Boolean(filters.from || filters.to)}
      texts={{
        export: t('invoices.export'),
        updating: t('invoices.updating'),
        error: list.error ? t('invoices.error', { message: list.error.message }) : '',
        loadMore: t('invoices.loadMore'),
        empty: t('invoices.empty'),
        emptyText: t('invoices.emptyText'),
        noResults: t('invoices.noResults'),
        noResultsText: t('invoices.noResultsText'),
      }}
      exporting={exporting}
      onExport={() => void run(() => exportInvoicesCsv(filters), 'facturas')}
    >
      <InvoicesList rows={rows} loading={list.isPending} notify={notify} />
    </ListSection>
  );
}
