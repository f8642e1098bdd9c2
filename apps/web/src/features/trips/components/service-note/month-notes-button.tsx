import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { ServiceNotesKind } from '@trayecto/contracts';

// The month's dialog is a chunk of its own, fetched when the button is first pressed (or hovered,
// or focused): the history pages do not carry it.
const loadDialog = () => import('./month-notes-dialog.tsx');
const MonthNotesDialog = /* @__PURE__ */ lazy(() =>
  loadDialog().then(
    (m) => ({ default: m.MonthNotesDialog }),
    () => ({ default: DialogUnavailable }),
  ),
);

/** "Notas del mes" on a history page: the month's service notes in one PDF. */
export function MonthNotesButton({ kind }: { kind: ServiceNotesKind }) {
  const ns = kind === 'parcels' ? 'parcels' : 'trips';
  const { t } = useTranslation(ns);
  const [state, setState] = useState({ open: false, serial: 0 });
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ReceiptLongOutlined />}
        onClick={() => setState((s) => ({ open: true, serial: s.serial + 1 }))}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {t('serviceNote.month.button')}
      </Button>
      {state.serial > 0 && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (th) => th.zIndex.modal }}>
              <CircularProgress aria-label={t('trips:serviceNote.loading')} />
            </Backdrop>
          }
        >
          <MonthNotesDialog
            key={state.serial}
            kind={kind}
            ns={ns}
            open={state.open}
            onClose={() => setState((s) => ({ ...s, open: false }))}
          />
        </Suspense>
      )}
    </>
  );
}

/** The dialog's chunk could not be fetched (offline, a new deployment): say so. */
function DialogUnavailable({
  open,
  onClose,
}: {
  kind: ServiceNotesKind;
  ns: 'trips' | 'parcels';
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('trips');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="month-notes-unavailable">
      <DialogContent>
        <Alert id="month-notes-unavailable" severity="error">
          {t('serviceNote.unavailable')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('serviceNote.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
