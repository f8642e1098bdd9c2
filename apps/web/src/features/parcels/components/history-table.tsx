import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatUsd, type Parcel } from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { TripStatusChip } from '../../trips/api/trip-display.ts';
import { useProgressText } from './progress-line.tsx';
import { parcelPath } from './parcel-card.tsx';

/** Finished parcels; a row opens the parcel (click, Enter or Space). */
export function ParcelHistoryTable({ parcels, timezone }: { parcels: Parcel[]; timezone: string }) {
  const { t, i18n } = useTranslation('parcels');
  const navigate = useNavigate();
  const open = (p: Parcel) => void navigate(parcelPath(p._id));
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
          <TableCell>{t('history.parcel')}</TableCell>
          <TableCell sx={hideXs}>{t('detail.sender')}</TableCell>
          <TableCell sx={hide}>{t('history.receivers')}</TableCell>
          <TableCell sx={hide}>{t('parcel.size')}</TableCell>
          <TableCell>{t('history.status')}</TableCell>
          <TableCell align="right">{t('history.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {parcels.map((p) => {
          const names = p.stops
            .filter((s) => s.role === 'dropoff')
            .map((s) => s.name)
            .filter(Boolean)
            .join(', ');
          return (
            <TableRow
              key={p._id}
              hover
              tabIndex={0}
              data-parcel={p.unique_id}
              onClick={() => open(p)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  open(p);
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
                  sx={{ fontWeight: 600, unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}
                >
                  {p.unique_id}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(p.scheduled_at ?? p.requested_at, i18n.language, timezone, {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </Typography>
                <UserText
                  variant="caption"
                  sx={{ display: { xs: 'block', sm: 'none' }, maxWidth: 150 }}
                  noWrap
                >
                  {p.sender.name}
                </UserText>
              </TableCell>
              <TableCell sx={{ ...hideXs, maxWidth: 0, width: '24%' }}>
                <UserText variant="body2" noWrap>
                  {p.sender.name}
                </UserText>
              </TableCell>
              <TableCell sx={{ ...hide, maxWidth: 0, width: '32%' }}>
                <UserText variant="body2" noWrap title={names}>
                  {names}
                </UserText>
                <Typography variant="caption" color="text.secondary">
                  <Progress parcel={p} />
                </Typography>
              </TableCell>
              <TableCell sx={hide}>{p.size}</TableCell>
              <TableCell>
                <TripStatusChip status={p.status} />
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
                {p.final_fare !== null ? formatUsd(p.final_fare) : '—'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Progress({ parcel }: { parcel: Parcel }) {
  return useProgressText(parcel);
}
