import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { refreshWallet } from '../../balance/api/wallet-api.ts';
import { createBookingKey } from '../components/request/booking-key.ts';

/**
 * The submission of a booking form (a trip, a parcel) with one Idempotency-Key per booking: the
 * same while the same body is retried, a new one once it changes or after it succeeded. On
 * success the booking is stored under `detailKey(id)`, the payroll (the balances) and the wallet
 * are read again, and `onDone` is told. `mutate(null)` fails: the draft no longer makes a body.
 */
export function useBookingSubmit<B, R extends { _id: string }>({
  send,
  detailKey,
  onDone,
  onError,
}: {
  send: (body: B, idempotencyKey: string) => Promise<R>;
  detailKey: (id: string) => QueryKey;
  onDone: (booked: R) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  const key = useRef(createBookingKey());
  return useMutation({
    mutationFn: (body: B | null) => {
      if (!body) throw new Error('the draft changed');
      return send(body, key.current.keyFor(JSON.stringify(body)));
    },
    onSuccess: (booked) => {
      key.current.reset();
      queryClient.setQueryData(detailKey(booked._id), booked);
      void queryClient.invalidateQueries({ queryKey: ['payroll'] });
      void refreshWallet();
      onDone(booked);
    },
    onError,
  });
}
