import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRIP_COMMENT_MAX, type CancelReasonId, type Trip } from '@trayecto/contracts';
import {
  CancelReasonDialog,
  type CancelReasonBody,
} from '../../../components/cancel-reason-dialog.tsx';
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
  const queryClient = useQueryClient();
  const reasons = useCancelReasons(open);
  const mutation = useMutation({
    mutationFn: (body: CancelReasonBody<CancelReasonId>) => cancelTrip(trip._id, body),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(tripKeys.detail(cancelled._id), cancelled);
      void queryClient.invalidateQueries({ queryKey: ['trips', 'history'] });
      void refreshWallet();
      onCancelled(cancelled);
    },
  });
  return (
    <CancelReasonDialog
      ns="trips"
      idPrefix="cancel-trip"
      uniqueId={trip.unique_id}
      open={open}
      onClose={onClose}
      reasons={reasons.data ?? []}
      reasonsPending={reasons.isPending}
      commentMax={TRIP_COMMENT_MAX}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={(body) => mutation.mutate(body)}
    />
  );
}
