import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatDateTime, formatUsd, movementDescription } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import type { PaymentRow } from '../../../lib/dashboard-cache.ts';
import { amountText } from '../../../lib/theme/accent.ts';
import { WideTableContainer } from '../../../components/wide-table.tsx';

/** A master's view of its associated panels' latest wallet movements. */
export function PanelsTable({
  rows,
  loading,
  timezone,
}: {
  rows: PaymentRow[] | undefined;
  loading: boolean;
  timezone: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 3 }}
      component="section"
      aria-labelledby="dashboard-panels-title"
    >
      <Box sx={{ px: 3, py: 2.5 }}>
        <Typography
          id="dashboard-panels-title"
          variant="h6"
          component="h2"
          sx={{ fontSize: '1.05rem', fontWeight: 600 }}
        >
          {t('panels.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('panels.subtitle')}
        </Typography>
      </Box>
      {loading && !rows ? (
        <Stack spacing={1} sx={{ px: 3, pb: 3 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={36} />
          ))}
        </Stack>
      ) : !rows || rows.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 3, pb: 4, pt: 1 }}>
          <ReceiptLongOutlined sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {t('panels.empty')}
          </Typography>
        </Stack>
      ) : (
        <WideTableContainer>
          <Table size="small" aria-labelledby="dashboard-panels-title" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('panels.panel')}</TableCell>
                <TableCell>{t('panels.concept')}</TableCell>
                <TableCell>{t('panels.date')}</TableCell>
                <TableCell align="right">{t('panels.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row._id} hover>
                  <TableCell>
                    <UserText variant="body2" component="p" sx={{ fontWeight: 600 }}>
                      {row.corporate_name}
                    </UserText>
                    <Typography variant="caption" color="text.secondary">
                      <WithUserText>
                        {(isolate) => t('panels.panelId', { id: isolate(row.corporate_unique_id) })}
                      </WithUserText>
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 280 }}>
                    <UserText variant="body2" component="p">
                      {row.description
                        ? movementDescription(row.description, currentLanguage())
                        : row.origin}
                    </UserText>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(row.created_at, i18n.language, timezone)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      fontWeight: 600,
                      color: (th) => amountText(th, row.amount),
                    }}
                  >
                    {/* dir, not CSS direction: the RTL style plugin flips CSS direction */}
                    <span dir="ltr">
                      {row.amount > 0 ? '+' : ''}
                      {formatUsd(row.amount)}
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </WideTableContainer>
      )}
    </Card>
  );
}
