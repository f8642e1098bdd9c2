import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

// The balance page's dialogs are chunks of their own, fetched when first opened (or when their
// button is hovered or focused): the page's first load does not carry their forms.

type DialogBase = { open: boolean; onClose: () => void };

/** A dialog's chunk could not be fetched (offline, a new deployment): say so, close on a click. */
function DialogUnavailable({ open, onClose }: DialogBase) {
  const { t } = useTranslation('balance');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="balance-dialog-unavailable">
      <DialogContent>
        <Alert id="balance-dialog-unavailable" severity="error">
          {t('dialogs.loadError')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialogs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A dialog component fetched on first use, and how to start fetching it earlier. */
export function lazyDialog<P extends DialogBase>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const Component = lazy(() =>
    preload().then(
      (c) => ({ default: c }),
      () => ({ default: DialogUnavailable as unknown as ComponentType<P> }),
    ),
  );
  /** props for the button that opens it: fetch the chunk on hover or focus */
  const preloadProps = {
    onPointerEnter: () => void preload().catch(() => undefined),
    onFocus: () => void preload().catch(() => undefined),
  };
  return { Component, preload, preloadProps };
}

/** While a dialog's chunk is fetched: a backdrop with a named progress. */
export function DialogSuspense({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Backdrop open sx={{ zIndex: (th) => th.zIndex.modal }}>
          <CircularProgress aria-label={label} />
        </Backdrop>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * A dialog's opening: `serial` keys it (mounted afresh for each opening, kept mounted while it
 * closes so it animates out), `props` what this opening carries.
 */
export function useDialogState<T = Record<string, never>>() {
  const [state, setState] = useState<{ open: boolean; serial: number; props: T | null }>({
    open: false,
    serial: 0,
    props: null,
  });
  const show = useCallback(
    (props: T) => setState((s) => ({ open: true, serial: s.serial + 1, props })),
    [],
  );
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return {
    isOpen: state.open,
    serial: state.serial,
    props: state.props,
    mounted: state.serial > 0,
    show,
    hide,
  };
}
