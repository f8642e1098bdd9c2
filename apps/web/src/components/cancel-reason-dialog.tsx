import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorText, errorText } from '../lib/i18n-errors.ts';
import { WithUserText } from './user-text.tsx';

/** What the dialog sends: the reason, and the comment when one was written (trimmed). */
export type CancelReasonBody<R extends string> = { reason_id: R; comment?: string };

/**
 * Cancel an order (a trip, a parcel) with a reason, which is required, and an optional comment.
 * The feature sends it (`onConfirm`) and passes back the request's state; a refusal that cannot
 * change (`refused`) is said under the error and leaves only "keep". The texts come from the
 * namespace's `cancel.*` keys (title, reason, comment, keep, confirm), the same names in each,
 * or from `deny.*` / `withdraw.*` for the other decisions taken with a reason (a quote's).
 */
export function CancelReasonDialog<R extends string>({
  ns,
  texts = 'cancel',
  idPrefix,
  uniqueId,
  text,
  open,
  onClose,
  reasons,
  reasonsPending = false,
  commentMax,
  pending,
  error,
  refused,
  onConfirm,
}: {
  ns: 'trips' | 'parcels' | 'multistop';
  /** the keys the texts come from */
  texts?: 'cancel' | 'deny' | 'withdraw';
  /** the title's id is `${idPrefix}-title`, the text's `${idPrefix}-text` */
  idPrefix: string;
  /** the order's id, in the title */
  uniqueId: string;
  /** a paragraph above the fields, describing the dialog */
  text?: string;
  open: boolean;
  onClose: () => void;
  reasons: readonly { id: R; label: string }[];
  /** the reasons are still loading: the field waits */
  reasonsPending?: boolean;
  commentMax: number;
  /** the cancel request is on its way */
  pending: boolean;
  /** the cancel request's error, if it failed */
  error: unknown;
  /** why it can no longer be cancelled, when the error says so */
  refused?: string | null;
  onConfirm: (body: CancelReasonBody<R>) => void;
}) {
  const { t } = useTranslation(ns);
  const [reason, setReason] = useState<R | ''>('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason;
  const submit = () => {
    setTouched(true);
    if (reason)
      onConfirm({ reason_id: reason, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };
  const titleId = `${idPrefix}-title`;
  const textId = `${idPrefix}-text`;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
    >
      <DialogTitle id={titleId}>
        <WithUserText>{(isolate) => t(`${texts}.title`, { id: isolate(uniqueId) })}</WithUserText>
      </DialogTitle>
      <DialogContent>
        {/* with no text first, the room the reason's floating label needs under the title */}
        <Stack spacing={2} sx={text ? undefined : { pt: 1 }}>
          {text && (
            <DialogContentText id={textId} variant="body2">
              {text}
            </DialogContentText>
          )}
          {Boolean(error) &&
            (refused ? (
              <Alert severity="error" role="alert">
                <AlertTitle>{apiErrorText(t, error)}</AlertTitle>
                {refused}
              </Alert>
            ) : (
              <Alert severity="error" role="alert">
                {apiErrorText(t, error)}
              </Alert>
            ))}
          <TextField
            select
            required
            name="reason_id"
            label={t(`${texts}.reason`)}
            value={reason}
            onChange={(e) => setReason(e.target.value as R)}
            error={missing}
            helperText={missing ? errorText(t, 'field_required') : ' '}
            disabled={reasonsPending}
          >
            {reasons.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="comment"
            label={t(`${texts}.comment`)}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: commentMax } }}
            helperText={`${comment.length}/${commentMax}`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t(`${texts}.keep`)}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={submit}
          loading={pending}
          disabled={Boolean(refused)}
        >
          {t(`${texts}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
