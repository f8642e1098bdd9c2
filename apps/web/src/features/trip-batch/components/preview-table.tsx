import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import { formatDateTime } from '@trayecto/contracts/format';
import type { BatchColumn, BatchRow } from '@trayecto/contracts/trip-batch';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { Usd } from './usd.tsx';
import { isReady, rowReasons } from '../lib/batch-summary.ts';
import { serviceName } from '../lib/reason-text.ts';
import { DataList, type DataColumn } from './data-list.tsx';
import { RowReasons } from './row-reasons.tsx';

/** A cell as the server resolved it, else as written in the file; red when its column is bad. */
function Value({
  row,
  column,
  children,
}: {
  row: BatchRow;
  column: BatchColumn;
  children: ReactNode;
}) {
  const bad = Boolean(row.errors[column]);
  return (
    <Box component="span" sx={bad ? { color: 'error.main', fontWeight: 600 } : undefined}>
      {children}
    </Box>
  );
}

const raw = (row: BatchRow, column: BatchColumn) => row.values[column]?.trim() ?? '';

/** Every row of the file: what it will book, or why it will not. */
export function PreviewTable({ rows, timezone }: { rows: readonly BatchRow[]; timezone: string }) {
  const { t } = useTranslation('batch');
  const lang = currentLanguage();

  const columns: DataColumn<BatchRow>[] = [
    // the short columns first, so the time, service and estimate stay in view on a laptop
    {
      id: 'line',
      header: t('columns.line'),
      numeric: true,
      cell: (row) => <bdi dir="ltr">{row.line}</bdi>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      minWidth: 180,
      cell: (row) =>
        isReady(row) && row.needs_approval ? (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<HourglassEmptyRounded />}
            label={t('preview.needsApproval')}
          />
        ) : isReady(row) ? (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<CheckCircleOutlineRounded />}
            label={t('preview.ok')}
          />
        ) : (
          <RowReasons reasons={rowReasons(row)} />
        ),
    },
    {
      id: 'passenger',
      header: t('columns.passenger'),
      minWidth: 160,
      cell: (row) => (
        <Value row={row} column="passenger">
          <UserText>{row.passenger_name ?? raw(row, 'passenger')}</UserText>
          {raw(row, 'phone') && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="span"
              sx={{ display: 'block' }}
            >
              <bdi dir="ltr">{raw(row, 'phone')}</bdi>
            </Typography>
          )}
        </Value>
      ),
    },
    {
      id: 'time',
      header: t('columns.time'),
      cell: (row) => (
        <Value row={row} column="time">
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {row.scheduled_at ? (
              formatDateTime(row.scheduled_at, lang, timezone, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })
            ) : (
              <bdi dir="ltr">{raw(row, 'time')}</bdi>
            )}
          </Box>
        </Value>
      ),
    },
    {
      id: 'service',
      header: t('columns.service_type'),
      cell: (row) => (
        <Value row={row} column="service_type">
          {serviceName(row.service_type_id ?? raw(row, 'service_type'), lang)}
        </Value>
      ),
    },
    {
      id: 'estimate',
      header: t('columns.estimate'),
      numeric: true,
      cell: (row) => (row.estimate !== null ? <Usd value={row.estimate} /> : '—'),
    },
    {
      id: 'origin',
      header: t('columns.origin'),
      minWidth: 150,
      cell: (row) => (
        <Value row={row} column="origin">
          <UserText>{row.origin_address ?? raw(row, 'origin')}</UserText>
        </Value>
      ),
    },
    {
      id: 'destination',
      header: t('columns.destination'),
      minWidth: 150,
      cell: (row) => (
        <Value row={row} column="destination">
          <UserText>{row.destination_address ?? raw(row, 'destination')}</UserText>
        </Value>
      ),
    },
  ];

  return (
    <DataList
      label={t('preview.tableLabel')}
      rows={rows}
      columns={columns}
      rowKey={(row) => String(row.line)}
      testId={(row) => `batch-row-${row.line}`}
      bad={(row) => !isReady(row)}
    />
  );
}
