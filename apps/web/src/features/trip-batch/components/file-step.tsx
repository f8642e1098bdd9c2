import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { BATCH_MAX_KB, BATCH_MAX_ROWS, BATCH_TEMPLATE_CSV } from '@trayecto/contracts/trip-batch';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { saveBlob } from '../../balance/api/download.ts';
import { BATCH_ACCEPT } from '../lib/batch-file.ts';

export const TEMPLATE_FILE_NAME = 'viajes-plantilla.csv';

/**
 * Step 1: the file, dropped on the zone or picked with its button (the keyboard's way: the
 * input itself stays out of the tab order, behind the button), and the template to start from.
 */
export function FileStep({
  checking,
  fileName,
  error,
  onFiles,
}: {
  /** the server is reading the file */
  checking: boolean;
  /** the file being read */
  fileName: string | null;
  error: string | null;
  /** every file picked or dropped (the page takes one) */
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation('batch');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    // the same file picked again is a change too
    event.target.value = '';
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = checking ? 'none' : 'copy';
    if (!checking) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!checking) take(event.dataTransfer.files);
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={(e) => {
          // leaving for one of the zone's own children is not leaving the zone
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 3,
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 5 },
          textAlign: 'center',
          bgcolor: (theme) =>
            dragging ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <UploadFileOutlined color={dragging ? 'primary' : 'action'} sx={{ fontSize: 44 }} />
          <Typography sx={{ fontWeight: 600 }}>
            {t(dragging ? 'file.dropActive' : 'file.drop')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('file.or')}
          </Typography>
          <Button
            variant="contained"
            onClick={() => input.current?.click()}
            startIcon={<UploadFileOutlined />}
            loading={checking}
            loadingPosition="start"
            aria-describedby="batch-file-limits"
          >
            {t('file.choose')}
          </Button>
          {/* the button opens it; kept in the page (not display:none) for assistive tech and tests */}
          <Box
            component="input"
            ref={input}
            type="file"
            accept={BATCH_ACCEPT}
            aria-label={t('file.inputLabel')}
            data-testid="batch-file-input"
            tabIndex={-1}
            disabled={checking}
            onChange={onChange}
            sx={{ ...VISUALLY_HIDDEN, opacity: 0, pointerEvents: 'none' }}
          />
          <Typography id="batch-file-limits" variant="caption" color="text.secondary">
            {t('file.limits', { count: BATCH_MAX_ROWS, kb: BATCH_MAX_KB })}
          </Typography>
        </Stack>
      </Box>

      {checking && (
        <Stack spacing={1} role="status">
          <Typography variant="body2">
            {t('file.checking')}{' '}
            {fileName && (
              <Box component="bdi" sx={{ fontWeight: 600 }}>
                {fileName}
              </Box>
            )}
          </Typography>
          <LinearProgress aria-label={t('file.checking')} />
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}

      <Box>
        <Button
          variant="text"
          startIcon={<FileDownloadOutlined />}
          onClick={() =>
            saveBlob(
              new Blob([BATCH_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }),
              TEMPLATE_FILE_NAME,
            )
          }
        >
          {t('file.template')}
        </Button>
      </Box>
    </Stack>
  );
}
