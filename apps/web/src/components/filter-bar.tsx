import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { errorText } from '../lib/i18n-errors.ts';
import { DatePickersProvider } from './date-pickers-provider.tsx';

/** A list's filters: one row that wraps (a column on a phone), inside the date-picker context. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <DatePickersProvider>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        {children}
      </Stack>
    </DatePickersProvider>
  );
}

/**
 * "From" and "to" days of a list filter: each bounds the other, neither in the future (unless
 * `allowFuture`: a list of trips to come), both clearable; a "to" before the "from" (typed) is
 * flagged with the catalogue's message. Inside a FilterBar (it needs the date-picker context).
 */
export function DateRangeFields({
  from,
  to,
  onFrom,
  onTo,
  fromLabel,
  toLabel,
  minWidth,
  names,
  allowFuture = false,
}: {
  from: Dayjs | null;
  to: Dayjs | null;
  onFrom: (day: Dayjs | null) => void;
  onTo: (day: Dayjs | null) => void;
  fromLabel: string;
  toLabel: string;
  minWidth: number;
  /** the inputs' name attributes, when the form needs them */
  names?: { from: string; to: string };
  allowFuture?: boolean;
}) {
  const { t } = useTranslation();
  const field = { size: 'small' as const, sx: { minWidth, flex: { xs: 1, sm: 'none' } } };
  // typed by hand the days can still cross (the calendars cannot): say so on the end day
  const reversed = Boolean(from?.isValid() && to?.isValid() && from.isAfter(to, 'day'));
  return (
    <>
      <DatePicker
        label={fromLabel}
        value={from}
        onChange={onFrom}
        maxDate={to ?? undefined}
        disableFuture={!allowFuture}
        slotProps={{ textField: { ...field, name: names?.from }, field: { clearable: true } }}
      />
      <DatePicker
        label={toLabel}
        value={to}
        onChange={onTo}
        minDate={from ?? undefined}
        disableFuture={!allowFuture}
        slotProps={{
          textField: {
            ...field,
            name: names?.to,
            ...(reversed ? { error: true, helperText: errorText(t, 'date_range_reversed') } : {}),
          },
          field: { clearable: true },
        }}
      />
    </>
  );
}
