import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

/**
 * The question every console action asks first: its title, what will happen (`text`), any field
 * it needs (`children`: a reason, an amount), and the server's refusal when it came. Confirming
 * submits the dialog's form, so Enter in a field confirms too.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  children,
  confirmLabel,
  destructive,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** a string, or a sentence with user data isolated by WithUserText */
  title: ReactNode;
  /** what will happen */
  text: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-text`} component="div">
              {text}
            </DialogContentText>
            {children}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={busy}
            startIcon={
              busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
