import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  SERVICE_TYPE_IDS,
  SERVICE_TYPE_NAMES,
  TRIP_STATUSES,
  type Language,
} from '@trayecto/contracts';
import { DatePickersProvider } from '../../../components/date-pickers-provider.tsx';

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
  const field = { size: 'small' as const, sx: { minWidth: 160, flex: { xs: 1, sm: 'none' } } };
  const from = value.from ? dayjs(value.from) : null;
  const to = value.to ? dayjs(value.to) : null;
  return (
    <DatePickersProvider>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <DatePicker
          label={t('history.from')}
          value={from}
          onChange={(d) => onChange({ ...value, from: d?.isValid() ? d.format(DAY) : '' })}
          maxDate={to ?? undefined}
          disableFuture
          slotProps={{ textField: { ...field, name: 'from' }, field: { clearable: true } }}
        />
        <DatePicker
          label={t('history.to')}
          value={to}
          onChange={(d) => onChange({ ...value, to: d?.isValid() ? d.format(DAY) : '' })}
          minDate={from ?? undefined}
          disableFuture
          slotProps={{ textField: { ...field, name: 'to' }, field: { clearable: true } }}
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
      </Stack>
    </DatePickersProvider>
  );
}
