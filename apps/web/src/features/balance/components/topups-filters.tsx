import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  TOPUP_METHODS,
  TOPUP_STATUSES,
  type TopupMethod,
  type TopupStatus,
} from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { DateRangeFields, FilterBar } from '../../../components/filter-bar.tsx';
import { methodLabel, topupStatusLabel } from '../lib/topup-display.ts';

export type TopupFilterValues = {
  from: string;
  to: string;
  status: TopupStatus | '';
  method: TopupMethod | '';
};

export const NO_TOPUP_FILTERS: TopupFilterValues = { from: '', to: '', status: '', method: '' };

/** Date range, status and method of the top-ups. */
export function TopupsFilters({
  value,
  onChange,
}: {
  value: TopupFilterValues;
  onChange: (next: TopupFilterValues) => void;
}) {
  const { t } = useTranslation('balance');
  const lang = currentLanguage();
  const any = Boolean(value.from || value.to || value.status || value.method);
  return (
    <FilterBar>
      <DateRangeFields
        from={value.from}
        to={value.to}
        onFrom={(from) => onChange({ ...value, from })}
        onTo={(to) => onChange({ ...value, to })}
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        minWidth={170}
      />
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value as TopupStatus | '' })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
        {TOPUP_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {topupStatusLabel(s, lang)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.method')}
        value={value.method}
        onChange={(e) => onChange({ ...value, method: e.target.value as TopupMethod | '' })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('filters.allMethods')}</MenuItem>
        {TOPUP_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {methodLabel(m, lang)}
          </MenuItem>
        ))}
      </TextField>
      {any && <Button onClick={() => onChange(NO_TOPUP_FILTERS)}>{t('filters.clear')}</Button>}
    </FilterBar>
  );
}
