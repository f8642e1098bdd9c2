import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  PAYROLL_DEPARTMENT_MAX,
  PAYROLL_IMPORT_COLUMNS,
  PAYROLL_NAME_MAX,
  type payrollImportRowSchema,
} from '@trayecto/contracts';
import { errorText } from '../../../lib/i18n-errors.ts';
import { WideTableContainer } from '../../../components/wide-table.tsx';

type Row = z.infer<typeof payrollImportRowSchema>;

export const fieldLabelKey = (field: string) => `fields.${field === 'id_card' ? 'idCard' : field}`;

/** The file as the server read it, each bad row marked with its reasons. */
export function ImportPreviewTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('payroll');
  const reason = (field: string, code: string) =>
    `${t(fieldLabelKey(field), { defaultValue: field })}: ${errorText(t, code, {
      max: field === 'department' ? PAYROLL_DEPARTMENT_MAX : PAYROLL_NAME_MAX,
    })}`;
  return (
    <WideTableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" stickyHeader aria-label={t('import.previewLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('import.line')}</TableCell>
            {PAYROLL_IMPORT_COLUMNS.map((c) => (
              <TableCell key={c}>{t(fieldLabelKey(c))}</TableCell>
            ))}
            <TableCell>{t('import.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const problems = Object.entries(row.errors);
            const bad = problems.length > 0;
            return (
              <TableRow
                key={row.line}
                aria-invalid={bad || undefined}
                sx={bad ? { bgcolor: (th) => alpha(th.palette.error.main, 0.08) } : undefined}
              >
                <TableCell>{row.line}</TableCell>
                {PAYROLL_IMPORT_COLUMNS.map((c) => (
                  <TableCell
                    key={c}
                    sx={
                      row.errors[c]
                        ? { color: 'error.main', fontWeight: 600 }
                        : { whiteSpace: 'nowrap' }
                    }
                  >
                    <bdi>{row.values[c] ?? ''}</bdi>
                  </TableCell>
                ))}
                <TableCell sx={{ minWidth: 240 }}>
                  {bad ? (
                    <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
                      {problems.map(([field, code]) => (
                        <Typography component="li" variant="body2" key={field}>
                          {reason(field, code)}
                        </Typography>
                      ))}
                    </Box>
                  ) : (
                    <Chip
                      size="small"
                      color="success"
                      variant="outlined"
                      label={t('import.valid')}
                    />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}
