import { useCallback, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

type Toast = { id: number; severity: AlertColor; message: string };

/** One snackbar for the page: `notify('success', text)`; render `toast` once. */
export function useToast() {
  // the last toast stays in state while the snackbar closes, so its text does not vanish mid-fade
  const [current, setCurrent] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback((severity: AlertColor, message: string) => {
    setCurrent({ id: Date.now(), severity, message });
    setOpen(true);
  }, []);
  const handleClose = (_: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  const toast = (
    <Snackbar
      key={current?.id}
      open={open}
      autoHideDuration={current?.severity === 'error' ? 8000 : 4000}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={current?.severity ?? 'info'}
        variant="filled"
        onClose={() => setOpen(false)}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {current?.message}
      </Alert>
    </Snackbar>
  );
  return { notify, toast };
}
