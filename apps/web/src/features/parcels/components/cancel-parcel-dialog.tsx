import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import {
  CANCEL_REASON_LABELS,
  PARCEL_CANCEL_REASON_IDS,
  TRIP_COMMENT_MAX,
  type Parcel,
} from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { refreshWallet } from '../../balance/api/wallet-api.ts';
import { cancelParcel, parcelKeys, type ParcelCancelReasonId } from '../api/parcels-api.ts';

/** The longest cancel comment: the trips' (contracts cancelParcelBodySchema takes as much). */
const COMMENT_MAX = TRIP_COMMENT_MAX;

/**
 * Cancel a parcel: a reason is required, a comment is optional. After the pickup the provider
 * refuses ('Error cancelling parcel'): said here with why.
 */
export function CancelParcelDialog({
  parcel,
  open,
  onClose,
  onCancelled,
}: {
  parcel: Parcel;
  open: boolean;
  onClose: () => void;
  onCancelled: (parcel: Parcel) => void;
}) {
  const { t } = useTranslation('parcels');
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ParcelCancelReasonId | ''>('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      cancelParcel(parcel._id, {
        reason_id: reason as ParcelCancelReasonId,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      }),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(parcelKeys.detail(cancelled._id), cancelled);
      void queryClient.invalidateQueries({ queryKey: parcelKeys.running() });
      void queryClient.invalidateQueries({ queryKey: ['parcels', 'history'] });
      void refreshWallet();
      onCancelled(cancelled);
    },
    onError: (e) => {
      // refused after the pickup: the parcel's status moved on, show it
      if (isApiError(e) && e.error_code === 'parcel_cancel_error')
        void queryClient.invalidateQueries({ queryKey: parcelKeys.detail(parcel._id) });
    },
  });
  const missing = touched && !reason;
  const refused = isApiError(mutation.error) && mutation.error.error_code === 'parcel_cancel_error';
  const submit = () => {
    setTouched(true);
    if (reason) mutation.mutate();
  };
  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-parcel-title"
      aria-describedby="cancel-parcel-text"
    >
      <DialogTitle id="cancel-parcel-title">
        <WithUserText>
          {(isolate) => t('cancel.title', { id: isolate(parcel.unique_id) })}
        </WithUserText>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="cancel-parcel-text" variant="body2">
            {t('cancel.text')}
          </DialogContentText>
          {mutation.error &&
            (refused ? (
              <Alert severity="error" role="alert">
                <AlertTitle>{apiErrorText(t, mutation.error)}</AlertTitle>
                {t('cancel.refused')}
              </Alert>
            ) : (
              <Alert severity="error" role="alert">
                {apiErrorText(t, mutation.error)}
              </Alert>
            ))}
          <TextField
            select
            required
            name="reason_id"
            label={t('cancel.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as ParcelCancelReasonId)}
            error={missing}
            helperText={missing ? errorText(t, 'field_required') : ' '}
          >
            {PARCEL_CANCEL_REASON_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {CANCEL_REASON_LABELS[id][lang]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="comment"
            label={t('cancel.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
            helperText={`${comment.length}/${COMMENT_MAX}`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {t('cancel.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={submit}
          loading={mutation.isPending}
          disabled={refused}
        >
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
