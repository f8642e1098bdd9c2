import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { serviceNotesBundleFileName, type ServiceNotesKind } from '@trayecto/contracts';
import { apiErrorText } from '../../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { saveBlob } from '../../../balance/api/download.ts';
import { getServiceNotesBundle } from '../../api/service-notes-api.ts';
import { previousMonth, recentMonths } from '../../lib/service-note-months.ts';
import { monthName } from '@trayecto/contracts/format';

/** Months offered, the current one first (the company's time zone). */
const MONTHS = 24;

/**
 * "Notas del mes": pick a month (last month by default) and download the PDF with the service
 * note of each trip (or parcel) of that month that was completed, after a cover with the totals.
 * A month of many notes takes a few seconds: the dialog says it is being prepared, and the
 * download can be cancelled. `ns` is the page's namespace (trips or parcels), for the texts that
 * name what the month holds.
 */
export function MonthNotesDialog({
  kind,
  ns,
  open,
  onClose,
}: {
  kind: ServiceNotesKind;
  ns: 'trips' | 'parcels';
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ns);
  const timezone = useSessionStore((s) => s.timezone);
  const months = useMemo(() => recentMonths(new Date(), timezone, MONTHS), [timezone]);
  const [month, setMonth] = useState(() => previousMonth(months[0]!));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const titleId = `month-notes-${kind}-title`;
  const textId = `month-notes-${kind}-text`;

  const download = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setError(null);
    try {
      const blob = await getServiceNotesBundle(month, kind, controller.signal);
      saveBlob(blob, serviceNotesBundleFileName(month, kind));
      onClose();
    } catch (e) {
      if (!controller.signal.aborted) setError(apiErrorText(t, e));
    } finally {
      abort.current = null;
      setBusy(false);
    }
  };
  const cancel = () => {
    if (abort.current) abort.current.abort();
    else onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('serviceNote.month.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={textId} variant="body2">
            {t('serviceNote.month.text')}
          </DialogContentText>
          <TextField
            select
            name="month"
            label={t('trips:serviceNote.month.field')}
            value={month}
            onChange={(e) => {
              setMonth(e.target.value);
              setError(null);
            }}
            disabled={busy}
            fullWidth
          >
            {months.map((m) => (
              <MenuItem key={m} value={m}>
                {monthName(m, i18n.language, { capital: true })}
              </MenuItem>
            ))}
          </TextField>
          {busy && (
            <Stack spacing={1} role="status">
              <LinearProgress aria-label={t('trips:serviceNote.month.preparing')} />
              <Typography variant="body2" color="text.secondary">
                {t('trips:serviceNote.month.preparing')}
              </Typography>
            </Stack>
          )}
          {error && (
            <Alert severity="error" role="alert" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={cancel}>
          {busy ? t('trips:serviceNote.month.stop') : t('trips:serviceNote.close')}
        </Button>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          loading={busy}
          loadingPosition="start"
          onClick={() => void download()}
        >
          {t('trips:serviceNote.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
