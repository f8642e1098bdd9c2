import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Statement } from '@trayecto/contracts';
import { UserText } from '../../../../components/user-text.tsx';
import { currentLanguage } from '../../../../lib/api-client.ts';
import { statementText, totalRows } from '../../lib/statement-display.ts';
import { Usd } from '../usd.tsx';
import { formatNumber } from '@trayecto/contracts/format';
import { WideTableContainer } from '../../../../components/wide-table.tsx';

type Row = { key: string; label: string; count: number | null; total: number; user?: boolean };

const count = (n: number | null) => (n === null ? '—' : formatNumber(n));

/** A statement's table in the PDF's words: what, how many, how much. */
function LinesTable({ labelledBy, rows }: { labelledBy: string; rows: Row[] }) {
  useTranslation('balance'); // re-rendered when the language changes
  const words = statementText(currentLanguage());
  return (
    <WideTableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{words.label}</TableCell>
            <TableCell align="right">{words.count}</TableCell>
            <TableCell align="right">{words.amount_usd}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-line={row.key}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {row.user ? <UserText>{row.label}</UserText> : row.label}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                <bdi dir="ltr">{count(row.count)}</bdi>
              </TableCell>
              <TableCell align="right">
                <Usd value={row.total} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}

/** Each kind of movement of the month: top-ups, credits, trips and parcels (counted), others. */
export function TotalsTable({
  statement,
  labelledBy,
}: {
  statement: Statement;
  labelledBy: string;
}) {
  const words = statementText(currentLanguage());
  const rows = totalRows(statement).map((r) => ({ ...r, label: words[r.key] }));
  return <LinesTable labelledBy={labelledBy} rows={rows} />;
}

/** What the month's trips and parcels cost, by cost centre or by collaborator ("Sin movimientos"). */
export function BreakdownTable({
  lines,
  labelledBy,
}: {
  lines: Statement['by_cost_center'];
  labelledBy: string;
}) {
  const words = statementText(currentLanguage());
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {words.none}
      </Typography>
    );
  }
  return (
    <LinesTable
      labelledBy={labelledBy}
      rows={lines.map((l) => ({
        key: l.key,
        label: l.label,
        count: l.count,
        total: l.total,
        user: true,
      }))}
    />
  );
}
