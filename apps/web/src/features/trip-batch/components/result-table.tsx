import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@trayecto/contracts/format';
import { labelIn } from '@trayecto/contracts/labels';
import {
  BATCH_OUTCOME_LABELS,
  type BatchOutcome,
  type BatchReportRow,
} from '@trayecto/contracts/trip-batch';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { Usd } from './usd.tsx';
import { referencePath, rowReasons } from '../lib/batch-summary.ts';
import { DataList, type DataColumn } from './data-list.tsx';
import { RowReasons } from './row-reasons.tsx';

export const OUTCOME_COLORS: Record<BatchOutcome, ChipProps['color']> = {
  booked: 'success',
  approval: 'warning',
  failed: 'error',
  skipped: 'default',
};

/** What became of each row: its outcome, the trip or approval it made, or why it did not. */
export function ResultTable({
  rows,
  timezone,
}: {
  rows: readonly BatchReportRow[];
  timezone: string;
}) {
  const { t } = useTranslation('batch');
  const lang = currentLanguage();

  const columns: DataColumn<BatchReportRow>[] = [
    // the short columns first, so the time and estimate stay in view on a laptop
    {
      id: 'line',
      header: t('columns.line'),
      numeric: true,
      cell: (row) => <bdi dir="ltr">{row.line}</bdi>,
    },
    {
      id: 'outcome',
      header: t('columns.outcome'),
      minWidth: 180,
      cell: (row) => (
        <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
          <Chip
            size="small"
            color={OUTCOME_COLORS[row.outcome]}
            variant={row.outcome === 'booked' ? 'filled' : 'outlined'}
            label={labelIn(BATCH_OUTCOME_LABELS, row.outcome, lang)}
          />
          {(row.outcome === 'failed' || row.outcome === 'skipped') &&
            rowReasons(row).length > 0 && <RowReasons reasons={rowReasons(row)} />}
        </Stack>
      ),
    },
    {
      id: 'reference',
      header: t('columns.reference'),
      cell: (row) => {
        const path = referencePath(row);
        if (!row.reference && !path) return '—';
        const text = row.reference ?? t('result.seeApprovals');
        return path ? (
          <Link
            component={RouterLink}
            to={path}
            dir={row.reference ? 'ltr' : undefined}
            sx={{ fontWeight: 600, unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}
          >
            {text}
          </Link>
        ) : (
          <bdi dir="ltr">{text}</bdi>
        );
      },
    },
    {
      id: 'passenger',
      header: t('columns.passenger'),
      minWidth: 160,
      cell: (row) => <UserText>{row.passenger_name}</UserText>,
    },
    {
      id: 'time',
      header: t('columns.time'),
      cell: (row) =>
        row.scheduled_at ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.scheduled_at, lang, timezone, {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </span>
        ) : (
          '—'
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
      cell: (row) => <UserText>{row.origin_address}</UserText>,
    },
    {
      id: 'destination',
      header: t('columns.destination'),
      minWidth: 150,
      cell: (row) => <UserText>{row.destination_address}</UserText>,
    },
  ];

  return (
    <DataList
      label={t('result.tableLabel')}
      rows={rows}
      columns={columns}
      rowKey={(row) => String(row.line)}
      testId={(row) => `batch-result-row-${row.line}`}
      bad={(row) => row.outcome === 'failed'}
    />
  );
}
