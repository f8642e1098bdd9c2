import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RECURRING_LEAD_HOURS } from '@trayecto/contracts/recurring';
import { useNow } from '../../../lib/use-now.ts';
import type { RecurringFormOut, RecurringFormValues } from '../lib/recurring-form.ts';
import { zoneName } from '../../../lib/company-time.ts';
import { nextOccurrences, occurrenceText } from '../lib/schedule.ts';
import { WeekdayToggles } from './weekday-toggles.tsx';

/** How many dates the preview shows. */
const PREVIEW = 3;

/**
 * "Cuándo" of the editor: the days (toggle buttons) and the time of the company's time zone,
 * then "Próximos: …", the next dates they make (worked out here; the server skips holidays).
 */
export function ScheduleFields({
  control,
  weekdays,
  time,
  errorOf,
  lang,
  timeZone,
  narrow,
}: {
  control: Control<RecurringFormValues, unknown, RecurringFormOut>;
  weekdays: readonly number[];
  time: string;
  errorOf: (field: 'weekdays' | 'time') => string | null;
  lang: string;
  timeZone: string;
  narrow: boolean;
}) {
  const { t } = useTranslation('recurring');
  // a date too soon to book drops out of the preview as time passes
  const now = useNow(true, 60_000);
  const preview = useMemo(
    () => nextOccurrences(weekdays, time, now, timeZone, PREVIEW),
    [weekdays, time, now, timeZone],
  );
  const daysError = errorOf('weekdays');
  const timeError = errorOf('time');
  return (
    <>
      <Controller
        control={control}
        name="weekdays"
        render={({ field }) => (
          <FormControl component="fieldset" variant="standard" error={Boolean(daysError)}>
            <FormLabel component="legend" id="recurring-weekdays-label" required sx={{ mb: 1 }}>
              {t('editor.weekdays')}
            </FormLabel>
            <WeekdayToggles
              value={field.value}
              onChange={field.onChange}
              labelledBy="recurring-weekdays-label"
              describedBy={daysError ? 'recurring-weekdays-error' : undefined}
              lang={lang}
              narrow={narrow}
              invalid={Boolean(daysError)}
            />
            {daysError && (
              <FormHelperText id="recurring-weekdays-error">{daysError}</FormHelperText>
            )}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="time"
        render={({ field }) => (
          <TextField
            type="time"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t('editor.time')}
            required
            error={Boolean(timeError)}
            helperText={timeError ?? t('editor.timeHint', { zone: zoneName(timeZone, lang) })}
            sx={{ maxWidth: { sm: 220 } }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { step: 60, dir: 'ltr' },
            }}
          />
        )}
      />
      <div>
        <Typography
          variant="body2"
          role="status"
          sx={{ fontWeight: 500 }}
          data-testid="recurring-preview"
        >
          {preview.length > 0
            ? t('editor.preview', {
                dates: preview.map((at) => occurrenceText(at, lang, timeZone)).join(' · '),
              })
            : t('editor.previewNone')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('editor.leadHint', { hours: RECURRING_LEAD_HOURS })}
        </Typography>
      </div>
    </>
  );
}
