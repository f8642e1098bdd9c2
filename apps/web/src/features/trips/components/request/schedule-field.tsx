import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { SCHEDULED_TRIP_MIN_AHEAD_MIN, scheduledAtProblem } from '@trayecto/contracts';
import { DatePickersProvider } from '../../../../components/date-pickers-provider.tsx';
import { errorText } from '../../../../lib/i18n-errors.ts';

export type When = { mode: 'now' } | { mode: 'later'; at: Dayjs | null };

/** The problem with a chosen time (SPEC §5: at least 15 minutes ahead; never in the past). */
export function whenProblem(when: When, now: Date = new Date()) {
  if (when.mode === 'now') return null;
  if (!when.at || !when.at.isValid()) return 'field_required' as const;
  return scheduledAtProblem(when.at.toDate(), now);
}

/** Now, or a date and time picked at least 15 minutes ahead. */
export function ScheduleField({
  value,
  onChange,
  showErrors,
}: {
  value: When;
  onChange: (w: When) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation('trips');
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
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value.mode}
        aria-label={t('when.label')}
        onChange={(_, mode: 'now' | 'later' | null) => {
          if (mode === 'now') onChange({ mode: 'now' });
          if (mode === 'later')
            onChange({
              mode: 'later',
              at: dayjs()
                .add(SCHEDULED_TRIP_MIN_AHEAD_MIN + 15, 'minute')
                .second(0)
                .millisecond(0),
            });
        }}
      >
        <ToggleButton value="now">{t('when.now')}</ToggleButton>
        <ToggleButton value="later">{t('when.later')}</ToggleButton>
      </ToggleButtonGroup>
      {value.mode === 'later' && (
        <DatePickersProvider>
          <DateTimePicker
            label={t('when.at')}
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
                  : t('when.hint', { count: SCHEDULED_TRIP_MIN_AHEAD_MIN }),
                name: 'scheduled_at',
              },
            }}
          />
        </DatePickersProvider>
      )}
    </Stack>
  );
}
