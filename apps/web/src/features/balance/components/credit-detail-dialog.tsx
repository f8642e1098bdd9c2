import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import { formatDate, formatDateTime, type Credit, type CreditMovement } from '@trayecto/contracts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCredit } from '../api/credits-queries.ts';
import { creditMovementLabel } from '../lib/credit-display.ts';
import { CreditStatusChip } from './credit-status-chip.tsx';
import { Usd } from './usd.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </div>
  );
}

const ltr = (value: string) => (
  <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
    {value}
  </Box>
);

/**
 * A credit's detail: its figures and dates (the list's row, shown at once), then its movements
 * (credit added, reverted, each payment with the top-up that paid it), read from GET /credits/:id.
 */
export function CreditDetailDialog({
  open,
  onClose,
  credit: fromList,
}: {
  open: boolean;
  onClose: () => void;
  credit: Credit;
}) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const detail = useCredit(fromList._id);
  const credit: Credit = detail.data ?? fromList;
  const movements = detail.data?.movements;
  const lang = currentLanguage();
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language, timezone) : '—');
  const dateTime = (iso: string) => formatDateTime(iso, i18n.language, timezone);
  const kind = (m: CreditMovement) => creditMovementLabel(m.kind, lang);
  const signed = (m: CreditMovement) => (m.kind === 'credit_added' ? m.amount : -m.amount);

  let list: ReactNode;
  if (detail.isPending) {
    list = (
      <Stack aria-hidden spacing={1}>
        <Skeleton />
        <Skeleton />
      </Stack>
    );
  } else if (detail.isError) {
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('creditDetail.error', { message: apiErrorText(t, detail.error) })}
      </Alert>
    );
  } else if (!movements || movements.length === 0) {
    list = (
      <Typography color="text.secondary" role="status">
        {t('creditDetail.noMovements')}
      </Typography>
    );
  } else if (phone) {
    list = (
      <Stack
        component="ul"
        spacing={1}
        aria-labelledby="credit-movements-title"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {movements.map((m) => (
          <Box
            component="li"
            key={m._id}
            data-movement={m.kind}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {kind(m)}
              </Typography>
              <Usd value={signed(m)} sx={{ fontWeight: 600 }} />
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p">
              {dateTime(m.created_at)}
              {m.topup_unique_id && <> · {ltr(m.topup_unique_id)}</>}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  } else {
    list = (
      <Table size="small" aria-labelledby="credit-movements-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('creditDetail.kind')}</TableCell>
            <TableCell align="right">{t('creditDetail.amount')}</TableCell>
            <TableCell>{t('creditDetail.topup')}</TableCell>
            <TableCell>{t('creditDetail.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {movements.map((m) => (
            <TableRow key={m._id} data-movement={m.kind}>
              <TableCell>{kind(m)}</TableCell>
              <TableCell align="right">
                <Usd value={signed(m)} />
              </TableCell>
              <TableCell>{m.topup_unique_id ? ltr(m.topup_unique_id) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(m.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="credit-detail-title"
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id="credit-detail-title">
        <WithUserText>
          {(isolate) => t('creditDetail.title', { id: isolate(credit.unique_id) })}
        </WithUserText>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Box>
            <CreditStatusChip status={credit.status} />
          </Box>
          {credit.status === 'expired' && (
            <Alert severity="error">{t('creditDetail.expired')}</Alert>
          )}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
              },
              gap: 2,
              m: 0,
            }}
          >
            <Item label={t('credits.amount')}>
              <Usd value={credit.amount} />
            </Item>
            <Item label={t('credits.paid')}>
              <Usd value={credit.paid} />
            </Item>
            <Item label={t('credits.due')}>
              <Usd
                value={credit.due}
                sx={credit.status === 'expired' ? { color: 'error.main' } : {}}
              />
            </Item>
            <Item label={t('creditDetail.requestedAt')}>{date(credit.created_at)}</Item>
            <Item label={t('credits.approvedAt')}>{date(credit.approved_at)}</Item>
            <Item label={t('credits.expiresAt')}>{date(credit.expires_at)}</Item>
          </Box>
          {credit.requested_by === 'provider' && (
            <Typography variant="body2" color="text.secondary">
              {t('creditDetail.grantedByFinance')}
            </Typography>
          )}
          {credit.note && (
            <Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('creditDetail.note')}
              </Typography>
              <UserText variant="body2" component="p">
                {credit.note}
              </UserText>
            </Box>
          )}
          {credit.status === 'not_approved' && credit.deny_reason && (
            <Alert severity="warning">
              {t('creditDetail.denyReason')} <UserText>{credit.deny_reason}</UserText>
            </Alert>
          )}
          <Box>
            <Typography
              id="credit-movements-title"
              component="h3"
              variant="subtitle2"
              sx={{ mb: 1 }}
            >
              {t('creditDetail.movements')}
            </Typography>
            {list}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('dialogs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
