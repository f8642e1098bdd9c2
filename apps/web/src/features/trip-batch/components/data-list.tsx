import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { WideTableContainer } from '../../../components/wide-table.tsx';

export type DataColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** numbers: end-aligned, left to right */
  numeric?: boolean;
  /** the cell's minimum width on a table (a long address wraps within it) */
  minWidth?: number;
};

const badBackground = (theme: Theme) => alpha(theme.palette.error.main, 0.08);

/**
 * The rows of a file as a table; on a phone as a list of cards, each column a label and its
 * value, so nothing hides beyond the screen's edge. A bad row is tinted and marked invalid.
 */
export function DataList<T>({
  label,
  rows,
  columns,
  rowKey,
  testId,
  bad,
}: {
  /** the table's (or list's) accessible name */
  label: string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  testId: (row: T) => string;
  bad: (row: T) => boolean;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => {
          const invalid = bad(row);
          return (
            <Box
              component="li"
              key={rowKey(row)}
              data-testid={testId(row)}
              aria-invalid={invalid || undefined}
              sx={{
                border: 1,
                borderColor: invalid ? 'error.main' : 'divider',
                borderRadius: 2,
                p: 1.5,
                mb: 1.5,
                bgcolor: invalid ? badBackground : 'background.paper',
              }}
            >
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(84px, max-content) minmax(0, 1fr)',
                  columnGap: 1.5,
                  rowGap: 0.75,
                }}
              >
                {columns.map((c) => (
                  <Box key={c.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {c.header}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {c.cell(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <WideTableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 560, maxWidth: '100%' }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.id}
                align={c.numeric ? 'right' : undefined}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const invalid = bad(row);
            return (
              <TableRow
                key={rowKey(row)}
                data-testid={testId(row)}
                aria-invalid={invalid || undefined}
                sx={{ verticalAlign: 'top', ...(invalid ? { bgcolor: badBackground } : {}) }}
              >
                {columns.map((c) => (
                  <TableCell
                    key={c.id}
                    align={c.numeric ? 'right' : undefined}
                    sx={{
                      ...(c.minWidth ? { minWidth: c.minWidth } : {}),
                      ...(c.numeric
                        ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }
                        : {}),
                    }}
                  >
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}
