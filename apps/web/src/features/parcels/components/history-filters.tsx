import { useTranslation } from 'react-i18next';
import { FINAL_TRIP_STATUSES, PARCEL_SIZES } from '@trayecto/contracts';
import { HistoryFilterBar } from '../../../components/history-filter-bar.tsx';

/** The filters as they live in the URL query (strings; empty means none). */
export type ParcelHistoryQuery = {
  from: string;
  to: string;
  status: string;
  size: string;
  q: string;
};
export const EMPTY_HISTORY_QUERY: ParcelHistoryQuery = {
  from: '',
  to: '',
  status: '',
  size: '',
  q: '',
};

/** Longest search text (contracts parcelListQuerySchema). */
const Q_MAX = 120;

/** The parcel history's filters: days, final status, size and the search. */
export function ParcelHistoryFilters({
  value,
  onChange,
}: {
  value: ParcelHistoryQuery;
  onChange: (next: ParcelHistoryQuery) => void;
}) {
  const { t } = useTranslation('parcels');
  return (
    <HistoryFilterBar
      ns="parcels"
      value={value}
      onChange={onChange}
      selects={[
        {
          field: 'status',
          label: t('history.status'),
          allLabel: t('history.allStatuses'),
          options: FINAL_TRIP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          minWidth: 180,
        },
        {
          field: 'size',
          label: t('parcel.size'),
          allLabel: t('history.allSizes'),
          options: PARCEL_SIZES.map((s) => ({
            value: s,
            label: t('parcel.sizeOption', { size: s, label: t(`sizes.${s}`) }),
          })),
          minWidth: 150,
        },
      ]}
      search={{ field: 'q', label: t('history.search'), name: 'q', maxLength: Q_MAX }}
    />
  );
}
