import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatUsd, maskPhone } from '@trayecto/contracts/format';
import { bankName, type ConsoleTopup } from '@trayecto/contracts/topups';
import { DetailColumns, DetailPanel } from '../../../components/detail-layout.tsx';
import { TitleId } from '../../../components/detail-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useConsoleSessionStore } from '../../../lib/console-session-store.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { saveBlob } from '../../balance/api/download.ts';
import { getInvoicePdf } from '../api/topups-api.ts';
import { useTopup } from '../api/topups-queries.ts';
import { DetailFrame } from '../components/detail-states.tsx';
import { InfoList, type InfoItem } from '../components/info-list.tsx';
import { ReceiptPreview } from '../components/receipt-preview.tsx';
import { TopupStatusChip } from '../components/topup-status-chip.tsx';
import { TopupDialogs, type TopupDialog } from '../components/topup-dialogs.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { calendarDay, shortDateTime } from '../lib/dates.ts';
import { formatRate } from '../lib/format-rate.ts';
import { TOPUPS_PATH, companyPath } from '../lib/paths.ts';
import {
  amountIn,
  autoCheckExplanation,
  invoiceFileName,
  topupActionsFor,
  topupMethodLabel,
} from '../lib/topups.ts';

/**
 * /admin/topups/:id: everything the company declared about a payment (payer, bank or Zelle
 * account, reference, invoice data), what the bank's automated check found, the amounts in
 * dollars and the receipt; finance (money:topups) approves it, which credits the wallet and
 * issues the invoice, or rejects it with a reason the company sees.
 */
export function Component() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const query = useTopup(id);
  return (
    <DetailFrame
      query={query}
      back={{ to: TOPUPS_PATH, label: t('topup.back') }}
      notFoundText={t('topup.notFound')}
    >
      {(topup) => <TopupDetail topup={topup} />}
    </DetailFrame>
  );
}

function TopupDetail({ topup }: { topup: ConsoleTopup }) {
  const { t } = useTranslation('console');
  const role = useConsoleSessionStore((s) => s.admin?.role);
  const { notify, toast } = useToast();
  const [dialog, setDialog] = useState<TopupDialog | null>(null);
  const [downloading, setDownloading] = useState(false);
  const lang = currentLanguage();
  const actions = topupActionsFor(role, topup);

  const downloadInvoice = async () => {
    if (!topup.invoice_id) return;
    setDownloading(true);
    try {
      saveBlob(await getInvoicePdf(topup.invoice_id), invoiceFileName(topup.unique_id));
    } catch (error) {
      notify('error', apiErrorText(t, error));
    } finally {
      setDownloading(false);
    }
  };

  const buttons: ReactNode[] = [];
  if (actions.decide) {
    buttons.push(
      <Button
        key="approve"
        variant="contained"
        color="success"
        startIcon={<CheckRounded />}
        onClick={() => setDialog('approve')}
      >
        {t('topup.approve.button')}
      </Button>,
      <Button
        key="reject"
        variant="outlined"
        color="error"
        startIcon={<CloseRounded />}
        onClick={() => setDialog('reject')}
      >
        {t('topup.reject.button')}
      </Button>,
    );
  }
  if (actions.invoice) {
    buttons.push(
      <Button
        key="invoice"
        variant="outlined"
        startIcon={
          downloading ? <CircularProgress size={16} aria-hidden /> : <ReceiptLongOutlined />
        }
        disabled={downloading}
        onClick={() => void downloadInvoice()}
      >
        {t('topup.invoice')}
      </Button>,
    );
  }

  return (
    <>
      <PageHeader
        rowFrom="md"
        title={
          <>
            {t('topup.title')} <TitleId>{topup.unique_id}</TitleId>
          </>
        }
        subtitle={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
          >
            <TopupStatusChip status={topup.status} />
            <Chip size="small" variant="outlined" label={topupMethodLabel(topup.method, lang)} />
            <UserText component="span" variant="body2" color="text.secondary">
              {topup.corporate.name}
            </UserText>
          </Stack>
        }
        action={
          buttons.length > 0 && (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {buttons}
            </Stack>
          )
        }
      />
      {actions.financeOnlyNote && (
        <Alert severity="info" data-note="finance-only">
          {t('topup.financeOnly')}
        </Alert>
      )}
      {topup.status === 'rejected' && topup.reject_reason && (
        <Alert severity="error" icon={false}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {t('topup.fields.rejectReason')}:
          </Typography>{' '}
          <UserText>{topup.reject_reason}</UserText>
        </Alert>
      )}
      <DetailColumns
        main={
          <>
            <PaymentPanel topup={topup} />
            <CheckPanel topup={topup} />
            <BillingPanel topup={topup} />
          </>
        }
        side={
          <>
            <AmountsPanel topup={topup} />
            <DetailPanel title={t('topup.receipt.title')}>
              <ReceiptPreview topup={topup} />
            </DetailPanel>
          </>
        }
      />
      <TopupDialogs
        dialog={dialog}
        topup={topup}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          notify('success', message);
        }}
        onStale={(message) => {
          setDialog(null);
          notify('error', message);
        }}
      />
      {toast}
    </>
  );
}

const ltr = (value: string | null) => value && <bdi dir="ltr">{value}</bdi>;
const user = (value: string | null) => value && <UserText>{value}</UserText>;

function PaymentPanel({ topup }: { topup: ConsoleTopup }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const byMethod: InfoItem[] =
    topup.method === 'pago_movil'
      ? [
          {
            label: t('topup.fields.bank'),
            value: topup.bank_code && (
              <>
                <UserText>{topup.bank_name ?? bankName(topup.bank_code)}</UserText>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  (<bdi dir="ltr">{topup.bank_code}</bdi>)
                </Typography>
              </>
            ),
          },
          {
            label: t('topup.fields.payerPhone'),
            value: topup.payer_phone && ltr(maskPhone(topup.payer_phone)),
          },
          { label: t('topup.fields.payerId'), value: ltr(topup.payer_id) },
        ]
      : [
          { label: t('topup.fields.zelleOwner'), value: user(topup.zelle_owner) },
          { label: t('topup.fields.zelleSender'), value: user(topup.zelle_sender) },
        ];
  return (
    <DetailPanel title={t('topup.payment')}>
      <InfoList
        items={[
          { label: t('topup.fields.method'), value: topupMethodLabel(topup.method, lang) },
          {
            label:
              topup.method === 'zelle'
                ? t('topup.fields.confirmation')
                : t('topup.fields.reference'),
            value: (
              <Typography
                component="span"
                variant="body2"
                dir="ltr"
                sx={{ fontWeight: 700, unicodeBidi: 'isolate', letterSpacing: 0.5 }}
              >
                {topup.reference}
              </Typography>
            ),
          },
          { label: t('topup.fields.paymentDate'), value: calendarDay(topup.payment_date, lang) },
          {
            label: t('topup.fields.amount'),
            value: ltr(amountIn(topup.currency, topup.amount)),
          },
          ...byMethod,
        ]}
      />
    </DetailPanel>
  );
}

function CheckPanel({ topup }: { topup: ConsoleTopup }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const explanation = autoCheckExplanation(topup);
  const severity =
    explanation === 'found' || explanation === 'foundManual'
      ? 'success'
      : explanation === 'not_found' || explanation === 'mismatch'
        ? 'warning'
        : 'info';
  return (
    <DetailPanel title={t('topup.check')}>
      <Stack spacing={2}>
        <Alert severity={severity} data-auto-check={topup.auto_check ?? 'none'}>
          {t(`topup.autoCheck.${explanation}`)}
        </Alert>
        <InfoList
          items={[
            { label: t('topup.fields.created'), value: shortDateTime(topup.created_at, lang) },
            {
              label: t('topup.fields.decided'),
              value: topup.decided_at && shortDateTime(topup.decided_at, lang),
            },
            {
              label: t('topup.fields.decidedBy'),
              value: topup.verified_automatically
                ? t('topup.decidedByBank')
                : user(topup.decided_by),
            },
          ]}
        />
      </Stack>
    </DetailPanel>
  );
}

function BillingPanel({ topup }: { topup: ConsoleTopup }) {
  const { t } = useTranslation('console');
  const custom = topup.custom_invoice;
  return (
    <DetailPanel title={t('topup.billing')}>
      <Stack spacing={2}>
        <InfoList
          items={[
            {
              label: t('topup.fields.company'),
              value: (
                <>
                  <Link component={RouterLink} to={companyPath(topup.corporate._id)}>
                    <UserText>{topup.corporate.name}</UserText>
                  </Link>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    (<bdi dir="ltr">{topup.corporate.unique_id}</bdi>)
                  </Typography>
                </>
              ),
            },
            { label: t('topup.fields.memoNumber'), value: user(topup.memo_number) },
            { label: t('topup.fields.proformaNumber'), value: user(topup.proforma_number) },
            { label: t('topup.fields.invoiceEmail'), value: user(topup.invoice_email) },
          ]}
        />
        <Divider />
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('topup.customInvoice.title')}
          </Typography>
          {custom ? (
            <InfoList
              items={[
                { label: t('topup.customInvoice.name'), value: user(custom.name) },
                { label: t('topup.customInvoice.taxId'), value: ltr(custom.tax_id) },
                { label: t('topup.customInvoice.address'), value: user(custom.address) },
              ]}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('topup.customInvoice.none')}
            </Typography>
          )}
        </Box>
      </Stack>
    </DetailPanel>
  );
}

function AmountsPanel({ topup }: { topup: ConsoleTopup }) {
  const { t } = useTranslation('console');
  const usd = (value: number) => ltr(formatUsd(value));
  return (
    <DetailPanel title={t('topup.amounts')}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('topup.fields.credited')}
          </Typography>
          <Typography
            dir="ltr"
            variant="h5"
            component="p"
            sx={{ fontWeight: 700, unicodeBidi: 'isolate', textAlign: 'start' }}
            data-credited={topup.credited_usd}
          >
            {formatUsd(topup.credited_usd)}
          </Typography>
        </Box>
        <InfoList
          items={[
            {
              label: t('topup.fields.amount'),
              value: ltr(amountIn(topup.currency, topup.amount)),
            },
            {
              label: t('topup.fields.exchangeRate'),
              value: ltr(formatRate(topup.exchange_rate)),
            },
            { label: t('topup.fields.amountUsd'), value: usd(topup.amount_usd) },
            { label: t('topup.fields.igtf'), value: usd(topup.igtf_usd) },
            { label: t('topup.fields.credited'), value: usd(topup.credited_usd) },
            ...(topup.credits_paid_usd > 0
              ? [{ label: t('topup.fields.creditsPaid'), value: usd(topup.credits_paid_usd) }]
              : []),
          ]}
        />
      </Stack>
    </DetailPanel>
  );
}
