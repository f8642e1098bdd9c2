import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  formatDateTime,
  formatUsd,
  movementDescription,
  type WalletOperation,
} from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { MoneyFigure } from './money-figure.tsx';
import { WideTableContainer } from '../../../components/wide-table.tsx';

function UserAmount({ op }: { op: WalletOperation }) {
  if (op.user_amount === null) return <>—</>;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
      <MoneyFigure usd={op.user_amount} rate={op.exchange_rate} signed />
      {op.user && (
        <Link component={RouterLink} to={`/user/${op.user._id}`} variant="body2" underline="hover">
          <UserText>{op.user.name}</UserText>
        </Link>
      )}
    </Stack>
  );
}

/**
 * The history: a table from tablet width up, cards on a phone. Bolívar figures use the rate in
 * force at each operation's date.
 */
export function OperationsTable({ rows, loading }: { rows: WalletOperation[]; loading: boolean }) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const date = (iso: string) => formatDateTime(iso, i18n.language, timezone);
  const origin = (op: WalletOperation) => t(`origins.${op.origin}`, { defaultValue: op.origin });

  if (narrow) {
    return (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('history.label')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {loading && rows.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <Card
                component="li"
                key={i}
                aria-hidden
                variant="outlined"
                sx={{ p: 2, borderRadius: 3 }}
              >
                <Skeleton width="50%" />
                <Skeleton width="80%" />
              </Card>
            ))
          : rows.map((op) => (
              <Card component="li" key={op._id} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{origin(op)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {date(op.created_at)}
                    </Typography>
                    {op.description && (
                      <UserText variant="body2" component="p">
                        {movementDescription(op.description, currentLanguage())}
                      </UserText>
                    )}
                  </Box>
                  <MoneyFigure usd={op.amount} rate={op.exchange_rate} ves={op.amount_ves} signed />
                </Stack>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ mt: 1.5, justifyContent: 'space-between', alignItems: 'flex-end' }}
                >
                  <Box>
                    {(
                      [
                        ['initial', op.initial_balance],
                        ['final', op.final_balance],
                      ] as const
                    ).map(([key, value]) => (
                      <Typography key={key} variant="body2" component="p">
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {t(`history.${key}`)}:
                        </Box>{' '}
                        <bdi dir="ltr">{formatUsd(value)}</bdi>
                      </Typography>
                    ))}
                  </Box>
                  {op.user_amount !== null && <UserAmount op={op} />}
                </Stack>
              </Card>
            ))}
      </Stack>
    );
  }

  return (
    <WideTableContainer>
      <Table aria-label={t('history.label')} aria-busy={loading || undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{t('history.date')}</TableCell>
            <TableCell>{t('history.origin')}</TableCell>
            <TableCell>{t('history.description')}</TableCell>
            <TableCell align="right">{t('history.amount')}</TableCell>
            <TableCell align="right">{t('history.initial')}</TableCell>
            <TableCell align="right">{t('history.final')}</TableCell>
            <TableCell align="right">{t('history.userAmount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && rows.length === 0
            ? Array.from({ length: 6 }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {Array.from({ length: 7 }, (__, j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((op) => (
                <TableRow key={op._id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(op.created_at)}</TableCell>
                  <TableCell>{origin(op)}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    {op.description ? (
                      <UserText>{movementDescription(op.description, currentLanguage())}</UserText>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <MoneyFigure
                      usd={op.amount}
                      rate={op.exchange_rate}
                      ves={op.amount_ves}
                      signed
                    />
                  </TableCell>
                  <TableCell align="right">
                    <MoneyFigure usd={op.initial_balance} rate={op.exchange_rate} />
                  </TableCell>
                  <TableCell align="right">
                    <MoneyFigure usd={op.final_balance} rate={op.exchange_rate} />
                  </TableCell>
                  <TableCell align="right">
                    <UserAmount op={op} />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}
