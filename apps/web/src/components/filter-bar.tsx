import { useState, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { errorText } from '../lib/i18n-errors.ts';
import { dayOf, zonedDay } from '../lib/company-time.ts';
import { DatePickersProvider, usePickerZone } from './date-pickers-provider.tsx';

/**
 * A list's filters: one row that wraps (a column on a phone), inside the date-picker context
 * (the company's days unless `timeZone` says otherwise).
 */
export function FilterBar({ children, timeZone }: { children: ReactNode; timeZone?: string }) {
  return (
    <DatePickersProvider timeZone={timeZone}>
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
 * flagged with the catalogue's message. Days are "YYYY-MM-DD" of the FilterBar's zone ('' when
 * empty or half-typed), so "today" and the days shown never follow the device's own zone.
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
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  fromLabel: string;
  toLabel: string;
  minWidth: number;
  /** the inputs' name attributes, when the form needs them */
  names?: { from: string; to: string };
  allowFuture?: boolean;
}) {
  const { t } = useTranslation();
  const timeZone = usePickerZone();
  const [fromDay, setFromDay] = usePickedDay(from, timeZone);
  const [toDay, setToDay] = usePickedDay(to, timeZone);
  const field = { size: 'small' as const, sx: { minWidth, flex: { xs: 1, sm: 'none' } } };
  // typed by hand the days can still cross (the calendars cannot): say so on the end day
  const reversed = Boolean(fromDay?.isValid() && toDay?.isValid() && from > to);
  return (
    <>
      <DatePicker
        label={fromLabel}
        value={fromDay}
        onChange={(d) => {
          setFromDay(d);
          onFrom(dayOf(d));
        }}
        timezone={timeZone}
        maxDate={toDay ?? undefined}
        disableFuture={!allowFuture}
        slotProps={{ textField: { ...field, name: names?.from }, field: { clearable: true } }}
      />
      <DatePicker
        label={toLabel}
        value={toDay}
        onChange={(d) => {
          setToDay(d);
          onTo(dayOf(d));
        }}
        timezone={timeZone}
        minDate={fromDay ?? undefined}
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

/**
 * A day field's value: what the picker last gave while it still says the given `day` (a day
 * being typed is '' to the list, and must not be wiped), else `day` itself in the zone.
 */
function usePickedDay(day: string, timeZone: string) {
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const shown = picked && dayOf(picked) === day ? picked : day ? zonedDay(day, timeZone) : null;
  return [shown, setPicked] as const;
}
