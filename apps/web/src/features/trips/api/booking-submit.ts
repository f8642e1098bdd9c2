import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApprovalCreated } from '@trayecto/contracts/approvals';
import { isApprovalRequired, useOpenFiledApproval } from '../../approvals/api/approval-filed.ts';
import { refreshWallet } from '../../balance/api/wallet-api.ts';
import { createIdempotencyKey } from '../../../lib/idempotency-key.ts';

/**
 * The submission of a booking form (a trip, a parcel) with one Idempotency-Key per booking: the
 * same while the same body is retried, a new one once it changes or after it succeeded. On
 * success the booking is stored under `detailKey(id)`, the payroll (the balances) and the wallet
 * are read again, and `onDone` is told. A booking outside its group's policy that the policy
 * sends to an approver answers 202 instead (issue 13): nothing is booked or held, `onDone` is not
 * told, and the approvals page opens on the request (the form's URL entry replaced). `mutate(null)`
 * fails: the draft no longer makes a body.
 */
export function useBookingSubmit<B, R extends { _id: string }>({
  send,
  detailKey,
  onDone,
  onError,
}: {
  send: (body: B, idempotencyKey: string) => Promise<R | ApprovalCreated>;
  detailKey: (id: string) => QueryKey;
  onDone: (booked: R) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  const key = useRef(createIdempotencyKey());
  const openFiled = useOpenFiledApproval();
  return useMutation({
    mutationFn: (body: B | null) => {
      if (!body) throw new Error('the draft changed');
      return send(body, key.current.keyFor(JSON.stringify(body)));
    },
    onSuccess: (booked) => {
      key.current.reset();
      if (isApprovalRequired(booked)) {
        openFiled(booked.approval, { replace: true });
        return;
      }
      queryClient.setQueryData(detailKey(booked._id), booked);
      void queryClient.invalidateQueries({ queryKey: ['payroll'] });
      void refreshWallet();
      onDone(booked);
    },
    onError,
  });
}
