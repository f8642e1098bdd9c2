import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Parcel } from '@trayecto/contracts';
import { HistoryTable } from '../../../components/history-table.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { TripStatusChip } from '../../trips/api/trip-display.ts';
import { useProgressText } from './progress-line.tsx';
import { parcelPath } from './parcel-card.tsx';

/** Finished parcels; a row opens the parcel (click, Enter or Space). */
export function ParcelHistoryTable({ parcels, timezone }: { parcels: Parcel[]; timezone: string }) {
  const { t } = useTranslation('parcels');
  const navigate = useNavigate();
  return (
    <HistoryTable
      label={t('history.tableLabel')}
      columns={{
        id: t('history.parcel'),
        person: t('detail.sender'),
        details: t('history.receivers'),
        kind: t('parcel.size'),
        status: t('history.status'),
        amount: t('history.amount'),
      }}
      widths={{ person: '24%', details: '32%' }}
      timezone={timezone}
      rows={parcels.map((p) => {
        const names = p.stops
          .filter((s) => s.role === 'dropoff')
          .map((s) => s.name)
          .filter(Boolean)
          .join(', ');
        return {
          key: p._id,
          data: { 'data-parcel': p.unique_id },
          uniqueId: p.unique_id,
          at: p.scheduled_at ?? p.requested_at,
          person: p.sender.name,
          details: (
            <>
              <UserText variant="body2" noWrap title={names}>
                {names}
              </UserText>
              <Typography variant="caption" color="text.secondary">
                <Progress parcel={p} />
              </Typography>
            </>
          ),
          kind: p.size,
          status: <TripStatusChip status={p.status} />,
          fare: p.final_fare,
          open: () => void navigate(parcelPath(p._id)),
        };
      })}
    />
  );
}

function Progress({ parcel }: { parcel: Parcel }) {
  return useProgressText(parcel);
}
