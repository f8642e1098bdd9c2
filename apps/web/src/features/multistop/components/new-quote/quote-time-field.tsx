import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { QUOTE_EARLIEST_AHEAD_MIN, formatDateTime } from '@trayecto/contracts';
import { ScheduledAtPicker } from '../../../../components/booking/schedule-field.tsx';
import { errorText } from '../../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { expiryNotice, quoteTimeProblem } from '../../lib/quote-form.ts';

/**
 * The quote's date and time (required): at least QUOTE_EARLIEST_AHEAD_MIN ahead, said as soon as a
 * time is picked and re-checked as time passes (`now`); then when the quote expires if nobody
 * approves it. `serverError` is the server's refusal of the time, until the form changes.
 */
export function QuoteTimeField({
  value,
  onChange,
  now,
  showErrors,
  serverError,
}: {
  value: Dayjs | null;
  onChange: (at: Dayjs | null) => void;
  now: Date;
  showErrors: boolean;
  serverError: string | null;
}) {
  const { t } = useTranslation('quote-form');
  const problem = quoteTimeProblem(value, now);
  const shown = problem && (showErrors || value !== null) ? errorText(t, problem) : serverError;
  return (
    <Stack spacing={1.5}>
      <ScheduledAtPicker
        value={value}
        onChange={onChange}
        now={now}
        minAheadMin={QUOTE_EARLIEST_AHEAD_MIN}
        error={shown}
        hint={t('common:booking.when.hint', { count: QUOTE_EARLIEST_AHEAD_MIN })}
      />
      {!problem && <ExpiryNote at={value} now={now} />}
    </Stack>
  );
}

/**
 * "Si no se aprueba, expira a las HH:MM", in the company's time zone: a warning when that is
 * within minutes, an error-coloured one when the quote would expire as soon as it is asked for.
 */
export function ExpiryNote({ at, now }: { at: Dayjs | null; now: Date }) {
  const { t, i18n } = useTranslation('quote-form');
  const tz = useSessionStore((s) => s.timezone);
  const notice = expiryNotice(at, now);
  if (!notice) return null;
  const time = formatDateTime(notice.expiresAt, i18n.language, tz, { timeStyle: 'short' });
  if (notice.level === 'past')
    return (
      <Alert severity="error" data-expiry="past">
        {t('when.expiresPast', { time })}
      </Alert>
    );
  if (notice.level === 'soon')
    return (
      <Alert severity="warning" role="status" data-expiry="soon">
        {t('when.expiresSoon', { time, count: notice.minutesLeft })}
      </Alert>
    );
  return (
    <Alert severity="info" role="status" data-expiry="later">
      {t('when.expires', { time })}
    </Alert>
  );
}
