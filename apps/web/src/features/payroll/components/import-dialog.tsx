import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  PAYROLL_IMPORT_COLUMNS,
  PAYROLL_IMPORT_MAX_BYTES,
  PAYROLL_IMPORT_MAX_ROWS,
} from '@trayecto/contracts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { saveBlob } from '../../balance/api/download.ts';
import { confirmImport, previewImport } from '../api/payroll-api.ts';
import { csvTemplate, readCsvFile } from '../lib/csv-file.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';

type Preview = Awaited<ReturnType<typeof previewImport>>;
type State =
  | { step: 'pick' }
  | { step: 'reading'; fileName: string }
  | { step: 'preview'; fileName: string; csv: string; preview: Preview }
  | { step: 'importing'; fileName: string; csv: string; preview: Preview };

/** Import collaborators from a CSV file: pick, preview (each bad row with its reason), confirm. */
export function ImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
}) {
  const { t } = useTranslation('payroll');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'pick' });
  const [error, setError] = useState<string | null>(null);

  const apiMessage = (e: unknown) => apiErrorText(t, e);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setState({ step: 'reading', fileName: file.name });
    const read = await readCsvFile(file);
    if ('problem' in read) {
      setState({ step: 'pick' });
      setError(
        t(`import.problems.${read.problem}`, { kb: Math.round(PAYROLL_IMPORT_MAX_BYTES / 1024) }),
      );
      return;
    }
    try {
      const preview = await previewImport(read.csv);
      setState({ step: 'preview', fileName: file.name, csv: read.csv, preview });
    } catch (e) {
      setState({ step: 'pick' });
      setError(apiMessage(e));
    }
  };

  const handleImport = async () => {
    if (state.step !== 'preview') return;
    setError(null);
    setState({ ...state, step: 'importing' });
    try {
      onImported(await confirmImport(state.csv));
    } catch (e) {
      setState({ ...state, step: 'preview' });
      setError(apiMessage(e));
    }
  };

  const busy = state.step === 'reading' || state.step === 'importing';
  const preview = state.step === 'preview' || state.step === 'importing' ? state.preview : null;
  const canImport = preview !== null && preview.invalid === 0 && preview.valid > 0;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="import-title"
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id="import-title">{t('import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('import.help', { count: PAYROLL_IMPORT_MAX_ROWS })}{' '}
            <bdi dir="ltr">{PAYROLL_IMPORT_COLUMNS.join(', ')}</bdi>.{' '}
            <Link
              component="button"
              type="button"
              onClick={() =>
                saveBlob(
                  new Blob([csvTemplate()], { type: 'text/csv' }),
                  'colaboradores-plantilla.csv',
                )
              }
            >
              {t('import.template')}
            </Link>
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button
              variant="outlined"
              onClick={() => fileInput.current?.click()}
              startIcon={
                state.step === 'reading' ? (
                  <CircularProgress size={16} aria-hidden />
                ) : (
                  <UploadFileOutlined />
                )
              }
              disabled={busy}
            >
              {t(preview ? 'import.pickAnother' : 'import.pick')}
            </Button>
            {/* the button opens it; kept in the page (not display:none) for assistive tech */}
            <Box
              component="input"
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              aria-label={t('import.fileLabel')}
              tabIndex={-1}
              onChange={(e: ChangeEvent<HTMLInputElement>) => void handleFile(e)}
              disabled={busy}
              sx={{
                ...VISUALLY_HIDDEN,
                opacity: 0,
                overflow: 'hidden',
                pointerEvents: 'none',
              }}
            />
            {state.step !== 'pick' && (
              <Typography variant="body2" noWrap>
                <bdi>{state.fileName}</bdi>
              </Typography>
            )}
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {preview && (
            <>
              <Alert severity={preview.invalid > 0 ? 'warning' : 'success'} role="status">
                {preview.invalid > 0
                  ? t('import.hasErrors', {
                      valid: t('import.validRows', { count: preview.valid }),
                      invalid: t('import.invalidRows', { count: preview.invalid }),
                    })
                  : preview.valid > 0
                    ? t('import.allValid', { count: preview.valid })
                    : t('import.noRows')}
              </Alert>
              {preview.rows.length > 0 && <ImportPreviewTable rows={preview.rows} />}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void handleImport()}
          disabled={!canImport || busy}
          startIcon={
            state.step === 'importing' ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : undefined
          }
        >
          {canImport ? t('import.confirm', { count: preview.valid }) : t('import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
