import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DatePickersProvider } from '../../../../components/date-pickers-provider.tsx';
import { zonedDay } from '../../../../lib/company-time.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import type { TopupFormValues } from '../../lib/topup-form.ts';
import { useFieldError } from './use-field-error.ts';

/** The picker's day as the form keeps it: YYYY-MM-DD, '' when empty, 'invalid' half-typed. */
const dayText = (day: Dayjs | null) =>
  day === null ? '' : day.isValid() ? day.format('YYYY-MM-DD') : 'invalid';

/** The day the payment was made: today at the latest (the company's today, `today`). */
export function PaymentDateField({ today }: { today: string }) {
  const { t } = useTranslation('balance');
  const { control } = useFormContext<TopupFormValues>();
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name="payment_date"
      render={({ field }) => (
        <DayPicker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          max={today}
          label={t('topup.fields.paymentDate')}
          error={fieldError('payment_date')}
        />
      )}
    />
  );
}

function DayPicker({
  value,
  onChange,
  onBlur,
  name,
  max,
  label,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  max: string;
  label: string;
  error: string | undefined;
}) {
  // the picker keeps its own (maybe half-typed) day, a day of the company's; the form gets its text
  const timeZone = useSessionStore((s) => s.timezone);
  const [day, setDay] = useState<Dayjs | null>(() => (value ? zonedDay(value, timeZone) : null));
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={day}
        onChange={(next) => {
          setDay(next);
          onChange(dayText(next));
        }}
        onClose={onBlur}
        timezone={timeZone}
        maxDate={zonedDay(max, timeZone)}
        slotProps={{
          textField: {
            name,
            required: true,
            fullWidth: true,
            onBlur,
            error: Boolean(error),
            helperText: error,
          },
        }}
      />
    </DatePickersProvider>
  );
}
