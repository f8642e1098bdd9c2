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
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatBs, formatDate, formatUsd, type InvoiceSummary } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getInvoicePdf, invoicePdfFileName } from '../../invoices/api/invoices-api.ts';
import { saveBlob } from '../api/download.ts';
import type { Notify } from '../../../components/use-toast.tsx';
import { methodLabel } from '../lib/topup-display.ts';
import { WideTableContainer } from '../../../components/wide-table.tsx';

function PdfButton({ invoice, notify }: { invoice: InvoiceSummary; notify: Notify }) {
  const { t } = useTranslation('balance');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await getInvoicePdf(invoice._id), invoicePdfFileName(invoice.number));
    } catch (e) {
      notify('error', apiErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
      aria-label={t('invoices.pdfOf', { number: invoice.number })}
    >
      {t('invoices.pdf')}
    </Button>
  );
}

function Actions({ invoice, notify }: { invoice: InvoiceSummary; notify: Notify }) {
  const { t } = useTranslation('balance');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        component={RouterLink}
        to={`/invoice/${encodeURIComponent(invoice._id)}`}
        startIcon={<VisibilityOutlined />}
        aria-label={t('invoices.viewOf', { number: invoice.number })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('invoices.view')}
      </Button>
      <PdfButton invoice={invoice} notify={notify} />
    </Stack>
  );
}

function Total({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Box dir="ltr" component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatUsd(invoice.total_usd)}
      </Typography>
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatBs(invoice.total_ves)}
      </Typography>
    </Box>
  );
}

const ltr = (value: string) => (
  <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
    {value}
  </Box>
);

/** The company's invoices: a table from tablet width up, cards on a phone. */
export function InvoicesList({
  rows,
  loading,
  notify,
}: {
  rows: InvoiceSummary[];
  loading: boolean;
  notify: Notify;
}) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const lang = currentLanguage();
  const date = (iso: string) => formatDate(iso, i18n.language, timezone);

  if (narrow) {
    return (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('invoices.label')}
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
          : rows.map((invoice) => (
              <Card
                component="li"
                key={invoice._id}
                data-invoice={invoice.number}
                variant="outlined"
                sx={{ p: 2, borderRadius: 3 }}
              >
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {t('invoices.numberShort')} {ltr(invoice.number)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('invoices.control')}: {ltr(invoice.control_number)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {date(invoice.issued_at)}
                    </Typography>
                    <Typography variant="body2">
                      {methodLabel(invoice.method, lang)} · {ltr(invoice.topup_unique_id)}
                    </Typography>
                  </Box>
                  <Total invoice={invoice} />
                </Stack>
                <Box sx={{ mt: 1 }}>
                  <Actions invoice={invoice} notify={notify} />
                </Box>
              </Card>
            ))}
      </Stack>
    );
  }

  return (
    <WideTableContainer>
      <Table aria-label={t('invoices.label')} aria-busy={loading || undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.number')}</TableCell>
            <TableCell>{t('invoices.control')}</TableCell>
            <TableCell>{t('invoices.date')}</TableCell>
            <TableCell>{t('invoices.topup')}</TableCell>
            <TableCell>{t('invoices.method')}</TableCell>
            <TableCell align="right">{t('invoices.total')}</TableCell>
            <TableCell>{t('invoices.actions')}</TableCell>
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
            : rows.map((invoice) => (
                <TableRow key={invoice._id} hover data-invoice={invoice.number}>
                  <TableCell sx={{ fontWeight: 600 }}>{ltr(invoice.number)}</TableCell>
                  <TableCell>{ltr(invoice.control_number)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(invoice.issued_at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {ltr(invoice.topup_unique_id)}
                  </TableCell>
                  <TableCell>{methodLabel(invoice.method, lang)}</TableCell>
                  <TableCell align="right">
                    <Total invoice={invoice} />
                  </TableCell>
                  <TableCell>
                    <Actions invoice={invoice} notify={notify} />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}
