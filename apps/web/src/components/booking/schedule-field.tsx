import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { SCHEDULED_TRIP_MIN_AHEAD_MIN } from '@trayecto/contracts';
import { errorText } from '../../lib/i18n-errors.ts';
import { zonedNow, zoneName } from '../../lib/company-time.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useNow } from '../../lib/use-now.ts';
import { DatePickersProvider, usePickerZone } from '../date-pickers-provider.tsx';
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
  const timeZone = useSessionStore((s) => s.timezone);
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
                  at: zonedNow(timeZone)
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
  return (
    <DatePickersProvider>
      <ZonedDateTimePicker
        value={value}
        onChange={onChange}
        now={now}
        minAheadMin={minAheadMin}
        error={error}
        hint={hint}
        label={label}
      />
    </DatePickersProvider>
  );
}

/** The picker itself, inside the date-picker context: its day and hour are the company's. */
function ZonedDateTimePicker({
  value,
  onChange,
  now,
  minAheadMin,
  error,
  hint,
  label,
}: Parameters<typeof ScheduledAtPicker>[0]) {
  const { t, i18n } = useTranslation();
  const timeZone = usePickerZone();
  // said once, under the picker, whatever the device's own zone is
  const zone = t('booking.when.zone', { zone: zoneName(timeZone, i18n.language, now) });
  return (
    <DateTimePicker
      label={label ?? t('booking.when.at')}
      value={value}
      onChange={onChange}
      timezone={timeZone}
      minDateTime={zonedNow(timeZone, now).add(minAheadMin, 'minute')}
      disablePast
      ampm={false}
      slotProps={{
        textField: {
          required: true,
          fullWidth: true,
          error: Boolean(error),
          helperText: `${error ?? hint} ${zone}`,
          name: 'scheduled_at',
        },
      }}
    />
  );
}
