import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRIP_COMMENT_MAX, type CancelReasonId, type Trip } from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { refreshWallet } from '../../balance/api/wallet-api.ts';
import { cancelTrip, tripKeys } from '../api/trips-api.ts';
import { useCancelReasons } from '../api/trips-queries.ts';

/** Cancel a trip: a reason is required (SPEC §5), a comment is optional. */
export function CancelTripDialog({
  trip,
  open,
  onClose,
  onCancelled,
}: {
  trip: Trip;
  open: boolean;
  onClose: () => void;
  onCancelled: (trip: Trip) => void;
}) {
  const { t } = useTranslation('trips');
  const queryClient = useQueryClient();
  const reasons = useCancelReasons(open);
  const [reason, setReason] = useState<CancelReasonId | ''>('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      cancelTrip(trip._id, {
        reason_id: reason as CancelReasonId,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      }),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(tripKeys.detail(cancelled._id), cancelled);
      void queryClient.invalidateQueries({ queryKey: ['trips', 'history'] });
      void refreshWallet();
      onCancelled(cancelled);
    },
  });
  const missing = touched && !reason;
  const handleSubmit = () => {
    setTouched(true);
    if (reason) mutation.mutate();
  };
  const error = mutation.error ? apiErrorText(t, mutation.error) : null;
  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-trip-title"
    >
      <DialogTitle id="cancel-trip-title">
        <WithUserText>
          {(isolate) => t('cancel.title', { id: isolate(trip.unique_id) })}
        </WithUserText>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            select
            required
            label={t('cancel.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as CancelReasonId)}
            error={missing}
            helperText={missing ? t('errors:field_required') : ' '}
            disabled={reasons.isPending}
          >
            {(reasons.data ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('cancel.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: TRIP_COMMENT_MAX } }}
            helperText={`${comment.length}/${TRIP_COMMENT_MAX}`}
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
          onClick={handleSubmit}
          loading={mutation.isPending}
        >
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
