import { useTranslation } from 'react-i18next';
import { HistoryFilterBar } from '../../../components/history-filter-bar.tsx';

/** The filters as they live in the URL query (strings; empty means none). */
export type QuoteFilterQuery = { from: string; to: string; q: string };
export const EMPTY_QUOTE_FILTERS: QuoteFilterQuery = { from: '', to: '', q: '' };

/** Longest search text (contracts quoteListQuerySchema). */
const Q_MAX = 120;

/**
 * The list's filters: the days of the trips' scheduled time (ahead of today too: most quotes are
 * for trips to come) and the search by passenger or quote id, written once typing pauses.
 */
export function QuoteFilters({
  value,
  onChange,
}: {
  value: QuoteFilterQuery;
  onChange: (next: QuoteFilterQuery) => void;
}) {
  const { t } = useTranslation('multistop');
  return (
    <HistoryFilterBar
      ns="multistop"
      value={value}
      onChange={onChange}
      selects={[]}
      search={{ field: 'q', label: t('history.search'), name: 'q', maxLength: Q_MAX }}
      allowFuture
    />
  );
}
