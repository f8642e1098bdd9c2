import { useCallback, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

type Toast = { id: number; severity: AlertColor; message: ReactNode };

export type Notify = (severity: AlertColor, message: ReactNode) => void;

/** A page's one snackbar: `notify('success', text)` (a text or an element); render `toast` once. */
export function useToast() {
  const [current, setCurrent] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((severity, message) => {
    setCurrent({ id: Date.now(), severity, message });
    setOpen(true);
  }, []);
  const toast = (
    <Snackbar
      key={current?.id}
      open={open}
      autoHideDuration={current?.severity === 'error' ? 8000 : 5000}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
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
