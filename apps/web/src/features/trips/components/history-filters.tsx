import { useTranslation } from 'react-i18next';
import {
  SERVICE_TYPE_IDS,
  SERVICE_TYPE_NAMES,
  FINAL_TRIP_STATUSES,
  type Language,
} from '@trayecto/contracts';
import { HistoryFilterBar } from '../../../components/history-filter-bar.tsx';

/** The filters as they live in the URL query (strings; empty means none). */
export type HistoryQuery = {
  from: string;
  to: string;
  status: string;
  passenger: string;
  service: string;
};

/** The trip history's filters: days, status, service type and the passenger search. */
export function HistoryFilters({
  value,
  onChange,
  lang,
}: {
  value: HistoryQuery;
  onChange: (next: HistoryQuery) => void;
  lang: Language;
}) {
  const { t } = useTranslation('trips');
  return (
    <HistoryFilterBar
      ns="trips"
      value={value}
      onChange={onChange}
      selects={[
        {
          field: 'status',
          label: t('fields.status'),
          allLabel: t('history.allStatuses'),
          // the history holds finished trips only: a running status would never match
          options: FINAL_TRIP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          minWidth: 180,
        },
        {
          field: 'service',
          label: t('fields.serviceType'),
          allLabel: t('history.allServices'),
          options: SERVICE_TYPE_IDS.map((s) => ({ value: s, label: SERVICE_TYPE_NAMES[s][lang] })),
          minWidth: 190,
        },
      ]}
      search={{ field: 'passenger', label: t('history.passenger'), maxLength: 120 }}
    />
  );
}
