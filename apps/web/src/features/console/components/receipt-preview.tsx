import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { ConsoleTopup } from '@trayecto/contracts/topups';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { saveBlob } from '../../balance/api/download.ts';
import { useTopupReceipt } from '../api/topups-queries.ts';
import { receiptFileName, receiptKind } from '../lib/topups.ts';

/** An image from a Blob: its object URL set on the element and revoked when the image goes. */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <Box
      component="img"
      ref={ref}
      alt={alt}
      sx={{
        display: 'block',
        width: 1,
        maxHeight: 480,
        objectFit: 'contain',
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    />
  );
}

/**
 * Opens the file in a new tab (the browser's own image or PDF viewer); a blocked pop-up saves it
 * instead. The object URL lives a minute: long enough for the tab to read it.
 */
function openBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else saveBlob(blob, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The receipt the company attached to a top-up, fetched with the console session: an image shown
 * here, a PDF behind "Ver PDF".
 */
export function ReceiptPreview({ topup }: { topup: ConsoleTopup }) {
  const { t } = useTranslation('console');
  const receipt = useTopupReceipt(topup._id, topup.has_receipt);
  if (!topup.has_receipt)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('topup.receipt.none')}
      </Typography>
    );
  if (receipt.isPending)
    return (
      <Skeleton
        variant="rounded"
        height={200}
        aria-busy="true"
        aria-label={t('topup.receipt.loading')}
      />
    );
  if (receipt.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void receipt.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {apiErrorText(t, receipt.error)}
      </Alert>
    );
  const blob = receipt.data;
  const type = topup.receipt_content_type ?? blob.type;
  const kind = receiptKind(type);
  const fileName = receiptFileName(topup.unique_id, type);
  if (kind === 'image')
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <BlobImage blob={blob} alt={t('topup.receipt.alt', { id: topup.unique_id })} />
        <Button
          size="small"
          startIcon={<OpenInNewRounded />}
          onClick={() => openBlob(blob, fileName)}
        >
          {t('topup.receipt.open')}
        </Button>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <PictureAsPdfOutlined color="error" aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 120 }}>
        {kind === 'pdf' ? t('topup.receipt.pdf') : t('topup.receipt.file')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<OpenInNewRounded />}
        onClick={() => openBlob(blob, fileName)}
      >
        {kind === 'pdf' ? t('topup.receipt.viewPdf') : t('topup.receipt.openFile')}
      </Button>
    </Stack>
  );
}
