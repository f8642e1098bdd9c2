import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SERVICE_TYPE_NAMES, type Language, type Trip } from '@trayecto/contracts';
import { HistoryTable as SharedHistoryTable } from '../../../components/history-table.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { TripStatusChip } from './trip-status-chip.tsx';

/** Finished trips; a row opens the trip's map (click, Enter or Space). */
export function HistoryTable({
  trips,
  lang,
  timezone,
}: {
  trips: Trip[];
  lang: Language;
  timezone: string;
}) {
  const { t } = useTranslation('trips');
  const navigate = useNavigate();
  const arrow = useTheme().direction === 'rtl' ? '←' : '→';
  return (
    <SharedHistoryTable
      label={t('history.tableLabel')}
      columns={{
        id: t('fields.trip'),
        person: t('fields.passenger'),
        details: t('fields.route'),
        kind: t('fields.serviceType'),
        status: t('fields.status'),
        amount: t('fields.amount'),
      }}
      widths={{ person: '22%', details: '38%' }}
      timezone={timezone}
      rows={trips.map((trip) => ({
        key: trip._id,
        data: { 'data-trip': trip.unique_id },
        uniqueId: trip.unique_id,
        at: trip.scheduled_at ?? trip.requested_at,
        person: trip.passenger.name,
        personNote:
          trip.passenger.type === 'guest' ? t('passenger.guest') : t('passenger.collaborator'),
        details: (
          <>
            <UserText variant="body2" noWrap title={trip.origin.address}>
              {trip.origin.address}
            </UserText>
            {/* the arrow follows the page's direction, the address its own */}
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              title={trip.destination.address}
              sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}
            >
              <span aria-hidden>{arrow}</span>
              <UserText noWrap sx={{ flex: 1, minWidth: 0 }}>
                {trip.destination.address}
              </UserText>
            </Typography>
          </>
        ),
        kind: SERVICE_TYPE_NAMES[trip.service_type_id][lang],
        status: <TripStatusChip status={trip.status} />,
        fare: trip.final_fare,
        open: () => void navigate(`/view-map/${encodeURIComponent(trip._id)}`),
      }))}
    />
  );
}
