import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  SERVICE_TYPE_IDS,
  SERVICE_TYPE_NAMES,
  TRIP_STATUSES,
  type Language,
} from '@trayecto/contracts';
import { DateRangeFields, FilterBar } from '../../../components/filter-bar.tsx';

/** The filters as they live in the URL query (strings; empty means none). */
export type HistoryQuery = {
  from: string;
  to: string;
  status: string;
  passenger: string;
  service: string;
};

const DAY = 'YYYY-MM-DD';

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
  const [passenger, setPassenger] = useState(value.passenger);
  // the URL changed (back button, clear): the box follows it
  const [shown, setShown] = useState(value.passenger);
  if (shown !== value.passenger) {
    setShown(value.passenger);
    setPassenger(value.passenger);
  }
  // the passenger box writes to the URL once typing pauses
  useEffect(() => {
    if (passenger === value.passenger) return;
    const timer = setTimeout(() => onChange({ ...value, passenger }), 350);
    return () => clearTimeout(timer);
  }, [passenger, value, onChange]);
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
        label={t('fields.status')}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('history.allStatuses')}</MenuItem>
        {TRIP_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('fields.serviceType')}
        value={value.service}
        onChange={(e) => onChange({ ...value, service: e.target.value })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">{t('history.allServices')}</MenuItem>
        {SERVICE_TYPE_IDS.map((s) => (
          <MenuItem key={s} value={s}>
            {SERVICE_TYPE_NAMES[s][lang]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('history.passenger')}
        value={passenger}
        onChange={(e) => setPassenger(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        sx={{ minWidth: 200, flex: { sm: 1 } }}
      />
      {any && (
        <Button
          onClick={() => onChange({ from: '', to: '', status: '', passenger: '', service: '' })}
        >
          {t('history.clear')}
        </Button>
      )}
    </FilterBar>
  );
}
