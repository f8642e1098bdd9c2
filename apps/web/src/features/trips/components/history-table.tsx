import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  SERVICE_TYPE_NAMES,
  formatDateTime,
  formatUsd,
  type Language,
  type Trip,
} from '@trayecto/contracts';
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
  const { t, i18n } = useTranslation('trips');
  const navigate = useNavigate();
  const arrow = useTheme().direction === 'rtl' ? '←' : '→';
  const open = (trip: Trip) => void navigate(`/view-map/${encodeURIComponent(trip._id)}`);
  const hide = { display: { xs: 'none', md: 'table-cell' } };
  const hideXs = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Table
      size="small"
      aria-label={t('history.tableLabel')}
      sx={{ '& td, & th': { px: { xs: 1.5, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('fields.trip')}</TableCell>
          <TableCell sx={hideXs}>{t('fields.passenger')}</TableCell>
          <TableCell sx={hide}>{t('fields.route')}</TableCell>
          <TableCell sx={hide}>{t('fields.serviceType')}</TableCell>
          <TableCell>{t('fields.status')}</TableCell>
          <TableCell align="right">{t('fields.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {trips.map((trip) => (
          <TableRow
            key={trip._id}
            hover
            tabIndex={0}
            data-trip={trip.unique_id}
            onClick={() => open(trip)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                open(trip);
              }
            }}
            sx={{
              cursor: 'pointer',
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              },
            }}
          >
            <TableCell>
              <Typography
                dir="ltr"
                variant="body2"
                sx={{
                  fontWeight: 600,
                  unicodeBidi: 'isolate',
                  whiteSpace: 'nowrap',
                }}
              >
                {trip.unique_id}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(trip.scheduled_at ?? trip.requested_at, i18n.language, timezone, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </Typography>
              <UserText
                variant="caption"
                sx={{ display: { xs: 'block', sm: 'none' }, maxWidth: 150 }}
                noWrap
              >
                {trip.passenger.name}
              </UserText>
            </TableCell>
            {/* max-width 0 with a share of the width: the name and the route take what the
                other columns leave and are cut with an ellipsis, so the amount is never pushed
                out of view */}
            <TableCell sx={{ ...hideXs, maxWidth: 0, width: '22%' }}>
              <UserText variant="body2" noWrap>
                {trip.passenger.name}
              </UserText>
              <Typography variant="caption" color="text.secondary">
                {trip.passenger.type === 'guest'
                  ? t('passenger.guest')
                  : t('passenger.collaborator')}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...hide, maxWidth: 0, width: '38%' }}>
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
            </TableCell>
            <TableCell sx={hide}>{SERVICE_TYPE_NAMES[trip.service_type_id][lang]}</TableCell>
            <TableCell>
              <TripStatusChip status={trip.status} />
            </TableCell>
            <TableCell
              dir="ltr"
              align="right"
              sx={{
                unicodeBidi: 'isolate',
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
                fontWeight: 600,
              }}
            >
              {trip.final_fare !== null ? formatUsd(trip.final_fare) : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
