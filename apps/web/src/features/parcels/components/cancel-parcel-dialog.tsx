import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CANCEL_REASON_LABELS,
  PARCEL_CANCEL_REASON_IDS,
  TRIP_COMMENT_MAX,
  type Parcel,
} from '@trayecto/contracts';
import {
  CancelReasonDialog,
  type CancelReasonBody,
} from '../../../components/cancel-reason-dialog.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
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
  const mutation = useMutation({
    mutationFn: (body: CancelReasonBody<ParcelCancelReasonId>) => cancelParcel(parcel._id, body),
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
  const refused = isApiError(mutation.error) && mutation.error.error_code === 'parcel_cancel_error';
  return (
    <CancelReasonDialog
      ns="parcels"
      idPrefix="cancel-parcel"
      uniqueId={parcel.unique_id}
      text={t('cancel.text')}
      open={open}
      onClose={onClose}
      reasons={PARCEL_CANCEL_REASON_IDS.map((id) => ({
        id,
        label: CANCEL_REASON_LABELS[id][lang],
      }))}
      commentMax={COMMENT_MAX}
      pending={mutation.isPending}
      error={mutation.error}
      refused={refused ? t('cancel.refused') : null}
      onConfirm={(body) => mutation.mutate(body)}
    />
  );
}
