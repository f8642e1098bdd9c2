import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import TripOriginOutlined from '@mui/icons-material/TripOriginOutlined';
import { RECURRING_NEXT_SHOWN, type RecurringTrip } from '@trayecto/contracts/recurring';
import { UserText } from '../../../components/user-text.tsx';
import { daysText, occurrenceText } from '../lib/schedule.ts';
import { OccurrenceList } from './occurrence-list.tsx';

export type RecurringActions = {
  onEdit: (recurring: RecurringTrip) => void;
  onTogglePause: (recurring: RecurringTrip) => void;
  onDelete: (recurring: RecurringTrip) => void;
};

const ICON = { fontSize: 18, color: 'text.secondary', flexShrink: 0 } as const;
const TERM = { display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 } as const;

/** A titled part of a card ("Próximos viajes", "Últimos viajes"). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One schedule: who travels, from where to where, on which days at what time (paused or not),
 * its next dates and its latest occurrences; edit, pause or resume, and remove it.
 */
export function RecurringCard({
  recurring,
  canWrite,
  busy,
  lang,
  timeZone,
  actions,
}: {
  recurring: RecurringTrip;
  canWrite: boolean;
  /** its pause or resume is being sent */
  busy: boolean;
  lang: string;
  timeZone: string;
  actions: RecurringActions;
}) {
  const { t } = useTranslation('recurring');
  const { _id: id, trip, paused } = recurring;
  const name = recurring.passenger_name;
  const titleId = `recurring-${id}-title`;
  const recent = recurring.recent.slice(0, RECURRING_NEXT_SHOWN);
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`recurring-card-${id}`}
      data-paused={paused}
      sx={{ p: 2, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <UserText
          id={titleId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {name}
        </UserText>
        {paused && (
          <Chip
            size="small"
            color="warning"
            icon={<PauseOutlined />}
            label={t('card.paused')}
            sx={{ flexShrink: 0 }}
          />
        )}
      </Stack>

      <Stack spacing={0.75} component="dl" sx={{ m: 0, '& dd': { m: 0, minWidth: 0 } }}>
        {(
          [
            ['card.from', trip.origin.address, TripOriginOutlined],
            ['card.to', trip.destination.address, PlaceOutlined],
          ] as const
        ).map(([label, address, Icon]) => (
          <Stack key={label} direction="row" spacing={1}>
            <Typography variant="body2" component="dt" sx={TERM}>
              <Icon sx={ICON} aria-hidden />
              {t(label)}
            </Typography>
            <UserText variant="body2" component="dd" sx={{ overflowWrap: 'anywhere' }}>
              {address}
            </UserText>
          </Stack>
        ))}
        <Stack direction="row" spacing={1}>
          <Typography variant="body2" component="dt" sx={TERM}>
            <EventRepeatOutlined sx={ICON} aria-hidden />
            {t('card.when')}
          </Typography>
          <Typography variant="body2" component="dd" sx={{ fontWeight: 600 }}>
            {t('card.schedule', { days: daysText(recurring.weekdays, lang), time: recurring.time })}
          </Typography>
        </Stack>
      </Stack>

      <Part title={t('card.next')}>
        {paused ? (
          <Typography variant="body2" color="text.secondary">
            {t('card.pausedNext')}
          </Typography>
        ) : recurring.next.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('card.nextNone')}
          </Typography>
        ) : (
          <Typography variant="body2" data-testid="recurring-next">
            {recurring.next
              .slice(0, RECURRING_NEXT_SHOWN)
              .map((at) => occurrenceText(at, lang, timeZone))
              .join(' · ')}
          </Typography>
        )}
      </Part>

      <Part title={t('card.recent')}>
        {recent.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('card.recentNone')}
          </Typography>
        ) : (
          <OccurrenceList occurrences={recent} lang={lang} timeZone={timeZone} />
        )}
      </Part>

      {canWrite && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 'auto', flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<EditOutlined />}
            onClick={() => actions.onEdit(recurring)}
            aria-haspopup="dialog"
            aria-label={t('actions.editFor', { name })}
            data-testid={`recurring-edit-${id}`}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="small"
            startIcon={paused ? <PlayArrowOutlined /> : <PauseOutlined />}
            onClick={() => actions.onTogglePause(recurring)}
            loading={busy}
            aria-label={t(paused ? 'actions.resumeFor' : 'actions.pauseFor', { name })}
            data-testid={`recurring-pause-${id}`}
          >
            {t(paused ? 'actions.resume' : 'actions.pause')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => actions.onDelete(recurring)}
            aria-haspopup="dialog"
            aria-label={t('actions.deleteFor', { name })}
            data-testid={`recurring-delete-${id}`}
          >
            {t('actions.delete')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
