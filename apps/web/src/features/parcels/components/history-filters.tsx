import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FINAL_TRIP_STATUSES, PARCEL_SIZES } from '@trayecto/contracts';
import { DateRangeFields, FilterBar } from '../../../components/filter-bar.tsx';

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

const DAY = 'YYYY-MM-DD';
/** Longest search text (contracts parcelListQuerySchema). */
const Q_MAX = 120;

export function ParcelHistoryFilters({
  value,
  onChange,
}: {
  value: ParcelHistoryQuery;
  onChange: (next: ParcelHistoryQuery) => void;
}) {
  const { t } = useTranslation('parcels');
  const [q, setQ] = useState(value.q);
  // the URL changed (back button, clear): the box follows it
  const [shown, setShown] = useState(value.q);
  if (shown !== value.q) {
    setShown(value.q);
    setQ(value.q);
  }
  // the search box writes to the URL once typing pauses
  useEffect(() => {
    if (q === value.q) return;
    const timer = setTimeout(() => onChange({ ...value, q }), 350);
    return () => clearTimeout(timer);
  }, [q, value, onChange]);
  const any = Object.values(value).some(Boolean);
  const day = (d: Dayjs | null) => (d?.isValid() ? d.format(DAY) : '');
  return (
    <FilterBar>
      <DateRangeFields
        from={value.from ? dayjs(value.from) : null}
        to={value.to ? dayjs(value.to) : null}
        onFrom={(d) => onChange({ ...value, from: day(d) })}
        onTo={(d) => onChange({ ...value, to: day(d) })}
        fromLabel={t('history.from')}
        toLabel={t('history.to')}
        minWidth={160}
        names={{ from: 'from', to: 'to' }}
      />
      <TextField
        select
        size="small"
        label={t('history.status')}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('history.allStatuses')}</MenuItem>
        {FINAL_TRIP_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('parcel.size')}
        value={value.size}
        onChange={(e) => onChange({ ...value, size: e.target.value })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('history.allSizes')}</MenuItem>
        {PARCEL_SIZES.map((s) => (
          <MenuItem key={s} value={s}>
            {t('parcel.sizeOption', { size: s, label: t(`sizes.${s}`) })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        name="q"
        label={t('history.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        slotProps={{ htmlInput: { maxLength: Q_MAX } }}
        sx={{ minWidth: 200, flex: { sm: 1 } }}
      />
      {any && <Button onClick={() => onChange(EMPTY_HISTORY_QUERY)}>{t('history.clear')}</Button>}
    </FilterBar>
  );
}
