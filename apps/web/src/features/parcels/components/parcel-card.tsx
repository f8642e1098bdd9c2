import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { formatDateTime, type Parcel } from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { TripStatusChip } from '../../trips/api/trip-display.ts';
import { dropoffsOf, parcelEtaKey } from '../lib/live-parcels.ts';
import { useProgressText } from './progress-line.tsx';
import { StopStatusChip } from './stop-status-chip.tsx';

export const parcelPath = (id: string) => `/parcel_multistop/${encodeURIComponent(id)}`;

/**
 * A running parcel: its id (a link to the detail), status, sender, the receivers with each
 * drop-off's progress, and the ETA. Clicking it elsewhere shows it on the map.
 */
export function ParcelCard({
  parcel,
  selected,
  onSelect,
}: {
  parcel: Parcel;
  selected: boolean;
  onSelect?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('parcels');
  const tz = useSessionStore((s) => s.timezone);
  const dropoffs = dropoffsOf(parcel);
  const progress = useProgressText(parcel);
  const eta = parcelEtaKey(parcel.status, parcel.eta_min);
  return (
    <Box
      component="article"
      data-parcel={parcel.unique_id}
      aria-labelledby={`parcel-${parcel._id}`}
      onClick={onSelect ? () => onSelect(parcel._id) : undefined}
      sx={{
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: onSelect ? 'pointer' : undefined,
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': onSelect ? { bgcolor: selected ? 'action.selected' : 'action.hover' } : {},
      }}
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, minWidth: 0 }}
        >
          <Link
            id={`parcel-${parcel._id}`}
            component={RouterLink}
            to={parcelPath(parcel._id)}
            onClick={(e) => e.stopPropagation()}
            dir="ltr"
            sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}
            aria-label={t('card.open', { id: parcel.unique_id })}
          >
            {parcel.unique_id}
          </Link>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <TripStatusChip status={parcel.status} />
            {onSelect && (
              <IconButton
                size="small"
                aria-label={t('card.showOnMap', { id: parcel.unique_id })}
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                onClick={(e) => {
                  e.stopPropagation();
                  onSelect(parcel._id);
                }}
              >
                <MapOutlined fontSize="small" />
              </IconButton>
            )}
          </Stack>
        </Stack>
        <Typography variant="body2" component="div" sx={{ minWidth: 0 }}>
          <Typography component="span" variant="caption" color="text.secondary">
            {t('card.from')}{' '}
          </Typography>
          <UserText sx={{ fontWeight: 600 }}>{parcel.sender.name}</UserText>
        </Typography>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', rowGap: 0.25 }}
        >
          <Typography variant="caption" color="text.secondary">
            {progress}
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 600 }} role="status">
            {eta
              ? t(eta, { minutes: parcel.eta_min })
              : parcel.status === 'scheduled' && parcel.scheduled_at
                ? formatDateTime(parcel.scheduled_at, i18n.language, tz)
                : null}
          </Typography>
        </Stack>
        <Box
          component="ol"
          aria-label={t('card.stops')}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
        >
          {dropoffs.map((s, i) => (
            <Stack
              component="li"
              key={s.index}
              direction="row"
              data-stop={i + 1}
              sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ width: 16, flexShrink: 0, textAlign: 'center', fontWeight: 700 }}
                aria-hidden
              >
                {i + 1}
              </Typography>
              <UserText variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {s.name ?? ''}
              </UserText>
              <StopStatusChip role="dropoff" status={s.status} />
            </Stack>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
