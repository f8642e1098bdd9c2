import { useState, type Ref } from 'react';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DatePickersProvider } from '../../../components/date-pickers-provider.tsx';
import { zonedDay } from '../../../lib/company-time.ts';
import { creditExpiryBounds } from '../lib/credits.ts';
import { CONSOLE_TIMEZONE } from '../lib/dates.ts';

/** The picker's day as the form keeps it: YYYY-MM-DD, '' when empty, 'invalid' half-typed. */
const dayText = (day: Dayjs | null) =>
  day === null ? '' : day.isValid() ? day.format('YYYY-MM-DD') : 'invalid';

/**
 * A credit's expiration day: tomorrow to CREDIT_MAX_DAYS from `today` (the provider's today),
 * typed or picked; the form checks it (contracts isValidCreditExpiry) before anything is sent.
 */
export function CreditExpiryField({
  value,
  onChange,
  onBlur,
  name,
  today,
  label,
  error,
  helperText,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
  /** YYYY-MM-DD */
  today: string;
  label: string;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  // the picker keeps its own (maybe half-typed) day; the form gets its text
  const [day, setDay] = useState<Dayjs | null>(() =>
    value ? zonedDay(value, CONSOLE_TIMEZONE) : null,
  );
  const { min, max } = creditExpiryBounds(today);
  return (
    <DatePickersProvider timeZone={CONSOLE_TIMEZONE}>
      <DatePicker
        label={label}
        value={day}
        onChange={(next) => {
          setDay(next);
          onChange(dayText(next));
        }}
        onClose={onBlur}
        timezone={CONSOLE_TIMEZONE}
        minDate={zonedDay(min, CONSOLE_TIMEZONE)}
        maxDate={zonedDay(max, CONSOLE_TIMEZONE)}
        inputRef={inputRef}
        slotProps={{
          textField: {
            name,
            required: true,
            fullWidth: true,
            onBlur,
            error: Boolean(error),
            helperText,
          },
        }}
      />
    </DatePickersProvider>
  );
}
