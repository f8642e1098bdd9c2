import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OPERATION_KINDS, type OperationKind } from '@trayecto/contracts';
import { DateRangeFields, FilterBar } from '../../../components/filter-bar.tsx';

export type FilterValues = { from: string; to: string; kind: OperationKind | '' };

/** Date range and kind of the history. */
export function OperationsFilters({
  value,
  onChange,
}: {
  value: FilterValues;
  onChange: (next: FilterValues) => void;
}) {
  const { t } = useTranslation('balance');
  const any = Boolean(value.from || value.to || value.kind);
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
        label={t('filters.kind')}
        value={value.kind}
        onChange={(e) => onChange({ ...value, kind: e.target.value as OperationKind | '' })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('filters.allKinds')}</MenuItem>
        {OPERATION_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`origins.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {any && (
        <Button onClick={() => onChange({ from: '', to: '', kind: '' })}>
          {t('filters.clear')}
        </Button>
      )}
    </FilterBar>
  );
}
