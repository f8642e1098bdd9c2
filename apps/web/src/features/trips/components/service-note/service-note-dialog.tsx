import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { serviceNoteFileName, serviceNoteNumber } from '@trayecto/contracts';
import { apiErrorText } from '../../../../lib/i18n-errors.ts';
import { saveBlob } from '../../../balance/api/download.ts';
import { getServiceNotePdf, useServiceNote } from '../../api/service-notes-api.ts';
import { Ltr } from '../trip-facts.tsx';
import { ServiceNoteView } from './service-note-view.tsx';

/**
 * "Nota de servicio NS-…": a completed trip's or parcel's note, read from the server when the
 * dialog opens, with "Descargar PDF" (the same note as the server draws it, in the interface
 * language, fetched with the session and saved as nota-<id>.pdf). Full screen on a phone.
 */
export function ServiceNoteDialog({
  orderId,
  uniqueId,
  open,
  onClose,
}: {
  orderId: string;
  uniqueId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('trips');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const note = useServiceNote(orderId, open);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const titleId = `service-note-${orderId}-title`;

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveBlob(await getServiceNotePdf(orderId), serviceNoteFileName(uniqueId));
    } catch (e) {
      setDownloadError(apiErrorText(t, e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('serviceNote.title')} <Ltr>{serviceNoteNumber(uniqueId)}</Ltr>
      </DialogTitle>
      <DialogContent dividers>
        {note.isPending ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('serviceNote.loading')}>
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={160} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : note.isError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void note.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {apiErrorText(t, note.error)}
          </Alert>
        ) : (
          <ServiceNoteView note={note.data} />
        )}
        {downloadError && (
          <Alert
            severity="error"
            role="alert"
            onClose={() => setDownloadError(null)}
            sx={{ mt: 2 }}
          >
            {t('serviceNote.downloadError')} {downloadError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('serviceNote.close')}</Button>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          loading={downloading}
          loadingPosition="start"
          disabled={!note.data}
          onClick={() => void download()}
        >
          {t('serviceNote.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
