import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { SCHEDULED_TRIP_MIN_AHEAD_MIN } from '@trayecto/contracts';
import { errorText } from '../../lib/i18n-errors.ts';
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
  // re-check the rule as time passes: a time valid when chosen may become too soon
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (value.mode !== 'later') return;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [value.mode]);
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
        <DatePickersProvider>
          <DateTimePicker
            label={t('booking.when.at')}
            value={value.at}
            onChange={(at) => onChange({ mode: 'later', at })}
            minDateTime={dayjs(now).add(SCHEDULED_TRIP_MIN_AHEAD_MIN, 'minute')}
            disablePast
            ampm={false}
            slotProps={{
              textField: {
                required: true,
                fullWidth: true,
                error: Boolean(shown),
                helperText: shown
                  ? errorText(t, shown)
                  : t('booking.when.hint', { count: SCHEDULED_TRIP_MIN_AHEAD_MIN }),
                name: 'scheduled_at',
              },
            }}
          />
        </DatePickersProvider>
      )}
    </Stack>
  );
}
