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
import { isServedTripStatus, type TripStatus } from '@trayecto/contracts';

// The note's dialog (its view, its query, its download) is a chunk of its own, fetched when the
// button is first pressed (or hovered, or focused): the trip's and the parcel's pages do not carry it.
const loadDialog = () => import('./service-note-dialog.tsx');
const ServiceNoteDialog = /* @__PURE__ */ lazy(() =>
  loadDialog().then(
    (m) => ({ default: m.ServiceNoteDialog }),
    () => ({ default: DialogUnavailable }),
  ),
);

/** An order has a service note once it was driven to its end and charged. */
export function hasServiceNote(order: { status: TripStatus; final_fare: number | null }) {
  return isServedTripStatus(order.status) && order.final_fare !== null;
}

/**
 * "Nota de servicio": opens the note of a completed trip or parcel (`ns`: the page's namespace,
 * which names the button; the dialog's words are the trips namespace's).
 */
export function ServiceNoteButton({
  order,
  ns = 'trips',
}: {
  order: { _id: string; unique_id: string };
  ns?: 'trips' | 'parcels';
}) {
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
        {t('serviceNote.open')}
      </Button>
      {state.serial > 0 && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (th) => th.zIndex.modal }}>
              <CircularProgress aria-label={t('trips:serviceNote.loading')} />
            </Backdrop>
          }
        >
          <ServiceNoteDialog
            orderId={order._id}
            uniqueId={order.unique_id}
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
  orderId: string;
  uniqueId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('trips');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="service-note-unavailable">
      <DialogContent>
        <Alert id="service-note-unavailable" severity="error">
          {t('serviceNote.unavailable')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('serviceNote.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
