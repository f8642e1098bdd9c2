import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecurringTrip } from '@trayecto/contracts/recurring';
import { errorText } from '../../../lib/i18n-errors.ts';
import { approvalsPath } from '../../approvals/api/approval-filed.ts';
import { occurrenceText } from '../lib/schedule.ts';

type Occurrence = RecurringTrip['recent'][number];

const COLOR = {
  booked: 'success',
  approval: 'info',
  failed: 'error',
  holiday: 'default',
} as const satisfies Record<Occurrence['status'], string>;

/** Why an occurrence was not booked: its code in words, or what kind of refusal it was. */
export function failedText(t: TFunction, code: string | null): string {
  const fallback = t(
    code?.startsWith('policy_')
      ? 'recurring:occurrence.failedPolicy'
      : 'recurring:occurrence.failedUnknown',
  );
  // a code whose words need values only the server knew (a group's name) says its kind
  return code ? errorText(t, code, {}, fallback) : fallback;
}

/** An occurrence's status: a link to the trip it booked, or to the approval it waits for. */
function OccurrenceChip({ occurrence, date }: { occurrence: Occurrence; date: string }) {
  const { t } = useTranslation('recurring');
  const label = t(`occurrence.${occurrence.status}`);
  const common = {
    size: 'small',
    variant: 'outlined',
    color: COLOR[occurrence.status],
    label,
  } as const;
  if (occurrence.status === 'booked' && occurrence.trip_id)
    return (
      <Chip
        {...common}
        clickable
        component={RouterLink}
        to={`/view-map/${encodeURIComponent(occurrence.trip_id)}`}
        aria-label={t('occurrence.openTrip', { date })}
      />
    );
  if (occurrence.status === 'approval')
    return (
      <Chip
        {...common}
        clickable
        component={RouterLink}
        to={approvalsPath(occurrence.approval_id ?? undefined)}
        aria-label={t('occurrence.openApproval', { date })}
      />
    );
  return <Chip {...common} />;
}

/** The latest occurrences of a schedule: when, what became of it, and why one failed. */
export function OccurrenceList({
  occurrences,
  lang,
  timeZone,
}: {
  occurrences: Occurrence[];
  lang: string;
  timeZone: string;
}) {
  const { t } = useTranslation('recurring');
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {occurrences.map((o) => {
        const date = occurrenceText(o.occurs_at, lang, timeZone);
        return (
          <li key={`${o.occurs_at}-${o.status}`} data-status={o.status}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ minWidth: 0 }}>
                {date}
              </Typography>
              <OccurrenceChip occurrence={o} date={date} />
            </Stack>
            {o.status === 'failed' && (
              <Typography variant="caption" color="error" component="p">
                {failedText(t, o.error_code)}
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}
