import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { SCHEDULED_TRIP_MIN_AHEAD_MIN } from '@trayecto/contracts';
import { errorText } from '../../lib/i18n-errors.ts';
import { useNow } from '../../lib/use-now.ts';
import { DatePickersProvider } from '../date-pickers-provider.tsx';
import { ChoiceToggle } from './choice-toggle.tsx';
import { whenProblem, type When } from './when.ts';

/**
 * "Cuándo" of a booking form (a trip, a parcel): now, or a date and time picked at least 15
 * minutes ahead, re-checked as time passes. Its texts are common's `booking.when.*`.
 */
export function ScheduleField({
  value,
  onChange,
  showErrors,
}: {
  value: When;
  onChange: (w: When) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow(value.mode === 'later');
  const problem = whenProblem(value, now);
  const shown = value.mode === 'later' && (showErrors || value.at !== null) ? problem : null;
  return (
    <Stack spacing={1.5}>
      <ChoiceToggle
        label={t('booking.when.label')}
        value={value.mode}
        options={[
          { value: 'now', label: t('booking.when.now') },
          { value: 'later', label: t('booking.when.later') },
        ]}
        onChange={(mode) =>
          onChange(
            mode === 'now'
              ? { mode: 'now' }
              : {
                  mode: 'later',
                  at: dayjs()
                    .add(SCHEDULED_TRIP_MIN_AHEAD_MIN + 15, 'minute')
                    .second(0)
                    .millisecond(0),
                },
          )
        }
      />
      {value.mode === 'later' && (
        <ScheduledAtPicker
          value={value.at}
          onChange={(at) => onChange({ mode: 'later', at })}
          now={now}
          minAheadMin={SCHEDULED_TRIP_MIN_AHEAD_MIN}
          error={shown ? errorText(t, shown) : null}
          hint={t('booking.when.hint', { count: SCHEDULED_TRIP_MIN_AHEAD_MIN })}
        />
      )}
    </Stack>
  );
}

/**
 * The date and time of a booking (`scheduled_at`), required: the picker offers nothing sooner
 * than `minAheadMin` after `now`; `error` (the rule's words) replaces `hint` under it.
 */
export function ScheduledAtPicker({
  value,
  onChange,
  now,
  minAheadMin,
  error,
  hint,
  label,
}: {
  value: Dayjs | null;
  onChange: (at: Dayjs | null) => void;
  now: Date;
  minAheadMin: number;
  error: string | null;
  hint: string;
  /** common's `booking.when.at` unless given */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <DatePickersProvider>
      <DateTimePicker
        label={label ?? t('booking.when.at')}
        value={value}
        onChange={onChange}
        minDateTime={dayjs(now).add(minAheadMin, 'minute')}
        disablePast
        ampm={false}
        slotProps={{
          textField: {
            required: true,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? hint,
            name: 'scheduled_at',
          },
        }}
      />
    </DatePickersProvider>
  );
}
