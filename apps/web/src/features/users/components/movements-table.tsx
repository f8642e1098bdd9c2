import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatDateTime, formatUsd, movementDescription } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useUserMovements } from '../../payroll/api/payroll-queries.ts';
import { amountText } from '../../../lib/theme/accent.ts';
import { WideTableContainer } from '../../../components/wide-table.tsx';

function Amount({ value, signed }: { value: number | null | undefined; signed?: boolean }) {
  if (value === null || value === undefined) return <>—</>;
  const text = signed && value > 0 ? `+${formatUsd(value)}` : formatUsd(value);
  return (
    <Box
      dir="ltr"
      component="span"
      sx={{
        unicodeBidi: 'isolate',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        color: signed ? (th) => amountText(th, value) : 'inherit',
        fontWeight: signed ? 600 : 400,
      }}
    >
      {text}
    </Box>
  );
}

/** The collaborator's movements, newest first, a keyset page at a time. */
export function MovementsTable({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('payroll');
  const timezone = useSessionStore((s) => s.timezone);
  const query = useUserMovements(userId);
  const rows = query.data?.pages.flatMap((p) => p.movements) ?? [];
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const date = (iso: string) => formatDateTime(iso, i18n.language, timezone);
  const origin = (o: string) => t(`origins.${o}`, { defaultValue: o });

  if (query.isError && rows.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('detail.movementsError', { message: query.error.message })}
      </Alert>
    );
  }
  if (!query.isPending && rows.length === 0) {
    return (
      <Stack
        spacing={1}
        sx={{ alignItems: 'center', py: 5, color: 'text.secondary' }}
        role="status"
      >
        <ReceiptLongOutlined aria-hidden sx={{ fontSize: 40 }} />
        <Typography>{t('detail.noMovements')}</Typography>
      </Stack>
    );
  }
  const loadMore = query.hasNextPage && (
    <Stack sx={{ alignItems: 'center' }}>
      <Button
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
        startIcon={
          query.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined
        }
      >
        {t('actions.loadMore')}
      </Button>
    </Stack>
  );
  if (narrow) {
    return (
      <Stack spacing={1.5}>
        <Stack
          component="ul"
          spacing={1}
          aria-label={t('detail.movements')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {query.isPending &&
            [0, 1, 2].map((i) => (
              <Box component="li" key={i} aria-hidden>
                <Skeleton variant="rounded" height={64} />
              </Box>
            ))}
          {rows.map((m) => (
            <Box
              component="li"
              key={m._id}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{origin(m.origin)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {date(m.created_at)}
                  </Typography>
                </Box>
                <Amount value={m.amount} signed />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('history.final')}: <Amount value={m.final_balance} />
              </Typography>
            </Box>
          ))}
        </Stack>
        {loadMore}
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      <WideTableContainer>
        <Table
          size="small"
          aria-label={t('detail.movements')}
          aria-busy={query.isPending || undefined}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('history.date')}</TableCell>
              <TableCell>{t('history.origin')}</TableCell>
              <TableCell>{t('history.description')}</TableCell>
              <TableCell align="right">{t('history.amount')}</TableCell>
              <TableCell align="right">{t('history.initial')}</TableCell>
              <TableCell align="right">{t('history.final')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.isPending
              ? Array.from({ length: 4 }, (_, i) => (
                  <TableRow key={i} aria-hidden>
                    {Array.from({ length: 6 }, (__, j) => (
                      <TableCell key={j}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows.map((m) => (
                  <TableRow key={m._id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(m.created_at)}</TableCell>
                    <TableCell>{origin(m.origin)}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      {m.description ? (
                        <UserText>{movementDescription(m.description, currentLanguage())}</UserText>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Amount value={m.amount} signed />
                    </TableCell>
                    <TableCell align="right">
                      <Amount value={m.initial_balance} />
                    </TableCell>
                    <TableCell align="right">
                      <Amount value={m.final_balance} />
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </WideTableContainer>
      {loadMore}
    </Stack>
  );
}
