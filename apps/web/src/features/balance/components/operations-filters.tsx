import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { OPERATION_KINDS, type OperationKind } from '@trayecto/contracts';
import { DatePickersProvider } from '../../../components/date-pickers-provider.tsx';

export type FilterValues = { from: Dayjs | null; to: Dayjs | null; kind: OperationKind | '' };

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
  const field = { size: 'small' as const, sx: { minWidth: 170, flex: { xs: 1, sm: 'none' } } };
  return (
    <DatePickersProvider>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <DatePicker
          label={t('filters.from')}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
          maxDate={value.to ?? undefined}
          disableFuture
          slotProps={{ textField: field, field: { clearable: true } }}
        />
        <DatePicker
          label={t('filters.to')}
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          minDate={value.from ?? undefined}
          disableFuture
          slotProps={{ textField: field, field: { clearable: true } }}
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
          <Button onClick={() => onChange({ from: null, to: null, kind: '' })}>
            {t('filters.clear')}
          </Button>
        )}
      </Stack>
    </DatePickersProvider>
  );
}
