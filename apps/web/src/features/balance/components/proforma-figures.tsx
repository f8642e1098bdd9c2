import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  IGTF_RATE_BP,
  IVA_RATE_BP,
  formatBs,
  formatRate,
  formatUsd,
  type Proforma,
} from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';

const cell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;

/**
 * What a proforma says: the base, the IVA and the total in dollars and bolívares (paid in the
 * banking system), and what to send by Zelle with its IGTF on top.
 */
export function ProformaFigures({ proforma }: { proforma: Proforma }) {
  const { t } = useTranslation('balance');
  const rows = [
    { key: 'base', label: t('proforma.base'), figure: proforma.base },
    { key: 'iva', label: t('proforma.iva', { rate: IVA_RATE_BP / 100 }), figure: proforma.iva },
    ...(proforma.rounding
      ? [{ key: 'rounding', label: t('invoice.rounding'), figure: proforma.rounding }]
      : []),
    { key: 'total', label: t('proforma.total'), figure: proforma.total },
  ];
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('proforma.figures')} data-testid="proforma-figures">
          <TableHead>
            <TableRow>
              <TableCell>{t('proforma.item')}</TableCell>
              <TableCell align="right">{t('proforma.usd')}</TableCell>
              <TableCell align="right">{t('proforma.ves')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key} sx={r.key === 'total' ? { '& td': { fontWeight: 700 } } : {}}>
                <TableCell>{r.label}</TableCell>
                <TableCell align="right" sx={cell}>
                  {ltr(formatUsd(r.figure.usd))}
                </TableCell>
                <TableCell align="right" sx={cell}>
                  {ltr(formatBs(r.figure.ves))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="proforma-zelle">
        <WithUserText>
          {(isolate) =>
            t('proforma.zelle', {
              total: isolate(formatUsd(proforma.zelle.total.usd)),
              percent: IGTF_RATE_BP / 100,
              igtf: isolate(formatUsd(proforma.zelle.igtf.usd)),
            })
          }
        </WithUserText>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <WithUserText>
          {(isolate) => t('proforma.rate', { rate: isolate(formatRate(proforma.exchange_rate)) })}
        </WithUserText>
      </Typography>
    </Box>
  );
}
