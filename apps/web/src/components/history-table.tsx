import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatUsd } from '@trayecto/contracts';
import { UserText } from './user-text.tsx';

/** One finished order as the table shows it. */
export type HistoryTableRow = {
  key: string;
  /** the row's data-* attribute(s), e.g. `{ 'data-trip': unique_id }` */
  data: Record<`data-${string}`, string>;
  uniqueId: string;
  /** when it was asked for (ISO): the scheduled time, else the request time */
  at: string;
  /** who it was for, also under the id on a phone */
  person: string;
  /** a small line under the person */
  personNote?: ReactNode;
  /** the wide column's content (the route, the receivers) */
  details: ReactNode;
  /** the service type or the size */
  kind: ReactNode;
  status: ReactNode;
  fare: number | null;
  /** shown instead of the fare when given (dollars and bolívares) */
  amount?: ReactNode;
  open: () => void;
};

/** The columns' headers, left to right. */
export type HistoryTableColumns = {
  id: string;
  person: string;
  details: string;
  kind: string;
  status: string;
  amount: string;
};

/**
 * A history's table (trips, parcels, multistop quotes): id and time, person, details, kind, status and amount;
 * the middle columns give way on a phone. A row opens the order (click, Enter or Space).
 */
export function HistoryTable({
  label,
  columns,
  widths,
  rows,
  timezone,
}: {
  /** the table's accessible name */
  label: string;
  columns: HistoryTableColumns;
  /** the share of the width the person and the details columns take */
  widths: { person: string; details: string };
  rows: readonly HistoryTableRow[];
  timezone: string;
}) {
  const { i18n } = useTranslation();
  const hide = { display: { xs: 'none', md: 'table-cell' } };
  const hideXs = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: { xs: 1.5, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{columns.id}</TableCell>
          <TableCell sx={hideXs}>{columns.person}</TableCell>
          <TableCell sx={hide}>{columns.details}</TableCell>
          <TableCell sx={hide}>{columns.kind}</TableCell>
          <TableCell>{columns.status}</TableCell>
          <TableCell align="right">{columns.amount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            hover
            tabIndex={0}
            {...row.data}
            onClick={row.open}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                row.open();
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
                {row.uniqueId}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.at, i18n.language, timezone, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </Typography>
              <UserText
                variant="caption"
                sx={{ display: { xs: 'block', sm: 'none' }, maxWidth: 150 }}
                noWrap
              >
                {row.person}
              </UserText>
            </TableCell>
            {/* max-width 0 with a share of the width: the person and the details take what the
                other columns leave and are cut with an ellipsis, so the amount is never pushed
                out of view */}
            <TableCell sx={{ ...hideXs, maxWidth: 0, width: widths.person }}>
              <UserText variant="body2" noWrap>
                {row.person}
              </UserText>
              {row.personNote && (
                <Typography variant="caption" color="text.secondary">
                  {row.personNote}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ ...hide, maxWidth: 0, width: widths.details }}>
              {row.details}
            </TableCell>
            <TableCell sx={hide}>{row.kind}</TableCell>
            <TableCell>{row.status}</TableCell>
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
              {row.amount ?? (row.fare !== null ? formatUsd(row.fare) : '—')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
