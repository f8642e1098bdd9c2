import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatDateTime, formatUsd, type Topup } from '@trayecto/contracts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { saveBlob } from '../api/download.ts';
import { getTopupReceipt } from '../api/topups-api.ts';
import type { Notify } from '../../../components/use-toast.tsx';
import { formatDay, formatMoney, methodLabel, receiptFileName } from '../lib/topup-display.ts';
import { TopupStatusChip } from './topup-status-chip.tsx';
import { WideTableContainer } from '../../../components/wide-table.tsx';

/** The receipt, fetched with the session and saved as REC-000012-comprobante.<ext>. */
function ReceiptButton({ topup, notify }: { topup: Topup; notify: Notify }) {
  const { t } = useTranslation('balance');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await getTopupReceipt(topup._id);
      saveBlob(blob, receiptFileName(topup.unique_id, topup.receipt_content_type ?? blob.type));
    } catch (e) {
      notify('error', apiErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<AttachFileOutlined />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
      aria-label={t('topups.receiptOf', { id: topup.unique_id })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('topups.receipt')}
    </Button>
  );
}

/** The invoice of an approved top-up and its receipt, when it has them. */
function Documents({ topup, notify }: { topup: Topup; notify: Notify }) {
  const { t } = useTranslation('balance');
  const invoice = topup.status === 'approved' && topup.invoice_id;
  if (!invoice && !topup.has_receipt) return <>—</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {invoice && (
        <Button
          size="small"
          component={RouterLink}
          to={`/invoice/${encodeURIComponent(invoice)}`}
          startIcon={<ReceiptLongOutlined />}
          aria-label={t('topups.invoiceOf', { id: topup.unique_id })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('topups.invoice')}
        </Button>
      )}
      {topup.has_receipt && <ReceiptButton topup={topup} notify={notify} />}
    </Stack>
  );
}

/** Amount in the payment's currency, then (for bolívares) its dollars. */
function Amount({ topup }: { topup: Topup }) {
  return (
    <Box dir="ltr" component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(topup.amount, topup.currency)}
      </Typography>
      {topup.currency === 'VES' && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatUsd(topup.amount_usd)}
        </Typography>
      )}
    </Box>
  );
}

/** What the wallet receives ("—" for a refused top-up), and the IGTF withheld. */
function Credited({ topup }: { topup: Topup }) {
  const { t } = useTranslation('balance');
  if (topup.status === 'rejected') return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        <bdi dir="ltr">{formatUsd(topup.credited_usd)}</bdi>
      </Typography>
      {topup.igtf_usd > 0 && (
        <Typography component="span" variant="caption" color="text.secondary" noWrap>
          {t('topups.igtf', { amount: `\u2066${formatUsd(topup.igtf_usd)}\u2069` })}
        </Typography>
      )}
      {topup.credits_paid_usd > 0 && (
        // what of the money went to pay the company's due credits first (the rest to the wallet)
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ fontWeight: 600, maxWidth: 200 }}
          data-testid="topup-credits-paid"
        >
          <WithUserText>
            {(isolate) =>
              t('topups.creditsPaid', { amount: isolate(formatUsd(topup.credits_paid_usd)) })
            }
          </WithUserText>
        </Typography>
      )}
    </Box>
  );
}

function Status({ topup }: { topup: Topup }) {
  const { t } = useTranslation('balance');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <TopupStatusChip status={topup.status} />
      {topup.status === 'rejected' && topup.reject_reason && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('topups.rejectReason')} <UserText>{topup.reject_reason}</UserText>
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The company's top-ups: a table from tablet width up, cards on a phone (375 px). Each shows
 * its id, date, method, amount in its currency, the dollars credited, the status (and why it
 * was refused), its invoice and its receipt.
 */
export function TopupsList({
  rows,
  loading,
  notify,
}: {
  rows: Topup[];
  loading: boolean;
  notify: Notify;
}) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const lang = currentLanguage();
  const created = (iso: string) => formatDateTime(iso, i18n.language, timezone);
  const paid = (topup: Topup) =>
    t('topups.paidOn', { date: formatDay(topup.payment_date, i18n.language, timezone) });
  const method = (topup: Topup) => methodLabel(topup.method, lang);
  const id = (topup: Topup) => (
    <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate', fontWeight: 600 }}>
      {topup.unique_id}
    </Box>
  );

  if (narrow) {
    return (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('topups.label')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {loading && rows.length === 0
          ? Array.from({ length: 3 }, (_, i) => (
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
          : rows.map((topup) => (
              <Card
                component="li"
                key={topup._id}
                data-topup={topup.unique_id}
                variant="outlined"
                sx={{ p: 2, borderRadius: 3 }}
              >
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="p">{id(topup)}</Typography>
                    <Typography variant="body2">{method(topup)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {created(topup.created_at)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {paid(topup)}
                    </Typography>
                  </Box>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-end', textAlign: 'end' }}>
                    <Amount topup={topup} />
                    <Status topup={topup} />
                  </Stack>
                </Stack>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ mt: 1.5, justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Box>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t('topups.credited')}
                    </Typography>
                    <Credited topup={topup} />
                  </Box>
                  <Documents topup={topup} notify={notify} />
                </Stack>
              </Card>
            ))}
      </Stack>
    );
  }

  return (
    <WideTableContainer>
      <Table aria-label={t('topups.label')} aria-busy={loading || undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{t('topups.id')}</TableCell>
            <TableCell>{t('topups.date')}</TableCell>
            <TableCell>{t('topups.method')}</TableCell>
            <TableCell align="right">{t('topups.amount')}</TableCell>
            <TableCell align="right">{t('topups.credited')}</TableCell>
            <TableCell>{t('topups.status')}</TableCell>
            <TableCell>{t('topups.documents')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && rows.length === 0
            ? Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {Array.from({ length: 7 }, (__, j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((topup) => (
                <TableRow key={topup._id} hover data-topup={topup.unique_id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{id(topup)}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {created(topup.created_at)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {paid(topup)}
                    </Typography>
                  </TableCell>
                  <TableCell>{method(topup)}</TableCell>
                  <TableCell align="right">
                    <Amount topup={topup} />
                  </TableCell>
                  <TableCell align="right">
                    <Credited topup={topup} />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 260 }}>
                    <Status topup={topup} />
                  </TableCell>
                  <TableCell>
                    <Documents topup={topup} notify={notify} />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}
