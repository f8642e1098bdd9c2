import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { BackButton, TitleId } from '../../../components/detail-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { saveBlob } from '../../balance/api/download.ts';
import { getInvoicePdf, invoicePdfFileName, useInvoice } from '../api/invoices-api.ts';
import { INVOICE_DOCUMENT_ID, InvoiceDocument } from '../components/invoice-document.tsx';

const INVOICES = '/balance?tab=invoices';

/** Printing shows the invoice alone: no menu, top bar, footer, buttons or snackbars. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, .MuiDrawer-root, .MuiFab-root, .MuiSnackbar-root, [data-print="hide"]':
          { display: 'none !important' },
        'main, #main-content': { padding: '0 !important', maxWidth: 'none !important' },
        body: { background: '#fff !important' },
        [`#${INVOICE_DOCUMENT_ID}`]: { border: '0 !important', padding: '0 !important' },
        [`#${INVOICE_DOCUMENT_ID}, #${INVOICE_DOCUMENT_ID} *`]: {
          color: '#000 !important',
          background: 'transparent !important',
        },
      },
    }}
  />
);

/** "Descargar PDF": the invoice's PDF, fetched with the session and saved as factura-<n>.pdf. */
function PdfButton({ id, number }: { id: string; number: string | undefined }) {
  const { t } = useTranslation('balance');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await getInvoicePdf(id), invoicePdfFileName(number ?? id));
    } catch (e) {
      setError(apiErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        loading={busy}
        loadingPosition="start"
        disabled={!number}
        onClick={() => void download()}
      >
        {t('invoice.download')}
      </Button>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ width: '100%' }}>
          {t('invoice.downloadError')} {error}
        </Alert>
      )}
    </>
  );
}

/** /invoice/:id: one invoice of the company as a document, to download as PDF or print. */
export function Component() {
  const { t } = useTranslation('balance');
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const data = invoice.data;
  const notFound =
    isApiError(invoice.error) && (invoice.error.status === 404 || invoice.error.status === 400);

  if (notFound) {
    return (
      <StatusPage
        code="404"
        icon={<SearchOffOutlined />}
        title={t('invoice.notFoundTitle')}
        description={t('invoice.notFound')}
        actions={
          <Button variant="contained" component={RouterLink} to={INVOICES}>
            {t('invoice.backToInvoices')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack spacing={2.5}>
      {printStyles}
      <Box data-print="hide">
        <BackButton to={INVOICES}>{t('invoice.back')}</BackButton>
      </Box>
      <Box data-print="hide">
        <PageHeader
          title={
            <>
              {t('invoice.word')} {data && <TitleId>{data.number}</TitleId>}
            </>
          }
          subtitle={
            data ? (
              <WithUserText>
                {(isolate) => t('invoice.subtitle', { id: isolate(data.topup_unique_id) })}
              </WithUserText>
            ) : undefined
          }
          action={
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}
            >
              <PdfButton id={id} number={data?.number} />
              <Button
                variant="outlined"
                startIcon={<PrintOutlined />}
                disabled={!data}
                onClick={() => window.print()}
              >
                {t('invoice.print')}
              </Button>
            </Stack>
          }
        />
      </Box>
      {invoice.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void invoice.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('invoice.loadError', { message: apiErrorText(t, invoice.error) })}
        </Alert>
      ) : !data ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <InvoiceDocument invoice={data} />
      )}
    </Stack>
  );
}
