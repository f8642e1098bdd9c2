import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  IGTF_RATE_BP,
  TOPUP_METHOD_LABELS,
  formatBs,
  formatRate,
  formatDate,
  formatUsd,
  type Invoice,
} from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { WideTableContainer } from '../../../components/wide-table.tsx';

export const INVOICE_DOCUMENT_ID = 'invoice-document';

type Figure = { usd: number; ves: number };
type Party = Invoice['issuer'];

const Ltr = ({ children }: { children: ReactNode }) => (
  <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
    {children}
  </Box>
);

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A figure in dollars and bolívares (each at the invoice's rate, as the server computed). */
function Money({ figure, strong }: { figure: Figure; strong?: boolean }) {
  return (
    <Box
      dir="ltr"
      component="span"
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}
    >
      <Box
        component="span"
        sx={{
          fontWeight: strong ? 700 : 500,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatUsd(figure.usd)}
      </Box>
      <Box
        component="span"
        sx={{
          color: 'text.secondary',
          fontSize: '0.8em',
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatBs(figure.ves)}
      </Box>
    </Box>
  );
}

/** An issuer's or a buyer's name, RIF and fiscal address. */
function PartyBlock({ id, title, party }: { id: string; title: string; party: Party }) {
  const { t } = useTranslation('balance');
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography
        id={id}
        variant="overline"
        color="text.secondary"
        component="h2"
        sx={{ lineHeight: 1.6 }}
      >
        {title}
      </Typography>
      <UserText component="p" sx={{ fontWeight: 600 }}>
        {party.name}
      </UserText>
      <Typography variant="body2">
        {t('invoice.taxId')}: <Ltr>{party.tax_id}</Ltr>
      </Typography>
      <Typography variant="body2">
        {t('invoice.address')}: <UserText>{party.address}</UserText>
      </Typography>
    </Box>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="p">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/**
 * An invoice as a document (what a Venezuelan invoice must carry): the word "Factura", its
 * number and control number, the date, issuer and buyer with RIF and fiscal address, the lines,
 * the taxable base at 16 %, IVA, IGTF when it applies and the total, each in dollars and in
 * bolívares at the rate used, and the payment it came from.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const lang = currentLanguage();
  const method = Object.hasOwn(TOPUP_METHOD_LABELS, invoice.payment.method)
    ? TOPUP_METHOD_LABELS[invoice.payment.method as keyof typeof TOPUP_METHOD_LABELS][lang]
    : invoice.payment.method;
  const paymentDay = /^\d{4}-\d{2}-\d{2}$/.test(invoice.payment.payment_date)
    ? formatDate(`${invoice.payment.payment_date}T12:00:00Z`, i18n.language, 'UTC')
    : formatDate(invoice.payment.payment_date, i18n.language, timezone);
  const paid =
    invoice.payment.currency === 'VES'
      ? formatBs(invoice.payment.amount)
      : formatUsd(invoice.payment.amount);

  const totals: Array<{ key: string; label: string; figure: Figure; strong?: boolean }> = [
    ...invoice.taxable.flatMap((tax) => [
      {
        key: `base-${tax.rate_percent}`,
        label: t('invoice.taxable', { rate: tax.rate_percent }),
        figure: tax.base,
      },
      {
        key: `iva-${tax.rate_percent}`,
        label: t('invoice.iva', { rate: tax.rate_percent }),
        figure: tax.tax,
      },
    ]),
    ...(invoice.igtf
      ? [
          {
            key: 'igtf',
            label: t('invoice.igtf', { rate: IGTF_RATE_BP / 100 }),
            figure: invoice.igtf,
          },
        ]
      : []),
    ...(invoice.rounding
      ? [{ key: 'rounding', label: t('invoice.rounding'), figure: invoice.rounding }]
      : []),
    { key: 'total', label: t('invoice.total'), figure: invoice.total, strong: true },
  ];

  return (
    <Paper
      id={INVOICE_DOCUMENT_ID}
      variant="outlined"
      component="article"
      aria-labelledby="invoice-word"
      data-invoice={invoice.number}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between' }}
        >
          <PartyBlock id="invoice-issuer" title={t('invoice.issuer')} party={invoice.issuer} />
          <Box sx={{ textAlign: { sm: 'end' }, flexShrink: 0 }}>
            <Typography
              id="invoice-word"
              variant="h4"
              component="p"
              sx={{ fontWeight: 800, letterSpacing: 1, textTransform: 'uppercase' }}
            >
              {t('invoice.word')}
            </Typography>
            <Labelled label={t('invoice.number')}>
              <Ltr>
                <strong>{invoice.number}</strong>
              </Ltr>
            </Labelled>
            <Labelled label={t('invoice.control')}>
              <Ltr>{invoice.control_number}</Ltr>
            </Labelled>
            <Labelled label={t('invoice.date')}>
              {formatDate(invoice.issued_at, i18n.language, timezone)}
            </Labelled>
          </Box>
        </Stack>

        <Divider />
        <PartyBlock id="invoice-buyer" title={t('invoice.buyer')} party={invoice.buyer} />

        <WideTableContainer>
          <Table size="small" aria-label={t('invoice.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('invoice.description')}</TableCell>
                {/* a phone shows the line and its amount; quantity and unit price from sm up */}
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('invoice.quantity')}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('invoice.unit')}
                </TableCell>
                <TableCell align="right">{t('invoice.lineTotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.lines.map((line, i) => (
                <TableRow key={i}>
                  <TableCell sx={{ minWidth: { sm: 140 } }}>
                    <UserText>{line.description}</UserText>
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    <Ltr>{line.quantity}</Ltr>
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    <Money figure={line.unit} />
                  </TableCell>
                  <TableCell align="right">
                    <Money figure={line.total} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </WideTableContainer>

        <Box sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 420 } }}>
          <Table size="small" aria-label={t('invoice.totals')}>
            <TableBody>
              {totals.map((row) => (
                <TableRow key={row.key} data-total={row.key}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{
                      fontWeight: row.strong ? 700 : 400,
                      borderBottom: row.strong ? 0 : undefined,
                    }}
                  >
                    {row.label}
                  </TableCell>
                  <TableCell align="right" sx={{ borderBottom: row.strong ? 0 : undefined }}>
                    <Money figure={row.figure} strong={row.strong ?? false} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'end' }}>
            {t('invoice.rate', { rate: `\u2066${formatRate(invoice.exchange_rate)}\u2069` })}
          </Typography>
        </Box>

        <Divider />
        <Grid container spacing={2} component="section" aria-labelledby="invoice-payment">
          <Grid size={12}>
            <Typography
              id="invoice-payment"
              variant="overline"
              color="text.secondary"
              component="h2"
              sx={{ lineHeight: 1.6 }}
            >
              {t('invoice.payment')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Labelled label={t('invoice.method')}>{method}</Labelled>
            <Labelled label={t('invoice.reference')}>
              <Ltr>{invoice.payment.reference}</Ltr>
            </Labelled>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Labelled label={t('invoice.paymentDate')}>{paymentDay}</Labelled>
            <Labelled label={t('invoice.amount')}>
              <Ltr>{paid}</Ltr>
            </Labelled>
            <Labelled label={t('invoice.topup')}>
              <Ltr>{invoice.topup_unique_id}</Ltr>
            </Labelled>
          </Grid>
        </Grid>
        {invoice.emailed_to.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('invoice.emailedTo')} <Ltr>{invoice.emailed_to.join(', ')}</Ltr>
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
