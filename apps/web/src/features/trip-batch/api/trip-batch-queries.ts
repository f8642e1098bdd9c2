import { useQuery } from '@tanstack/react-query';
import type { TripBatch } from '@trayecto/contracts/trip-batch';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { approvalKeys } from '../../approvals/api/approvals-api.ts';
import { refreshWallet } from '../../balance/api/wallet-api.ts';
import { batchKeys, getBatch } from './trip-batch-api.ts';

/** A booked file's report (the result step; kept by its id in the URL, so a reload shows it). */
export function useBatch(id: string | null) {
  return useQuery({
    queryKey: batchKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getBatch(id!, signal),
    enabled: Boolean(id),
    // a report does not change once written
    staleTime: Infinity,
    // a 404 (another company's id, a mistyped link) is final
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

/**
 * A booking's answer, kept as its report; then what it changed is read again: the trips (running,
 * history), the approvals waiting, the wallet and the collaborators' balances.
 */
export function putBookedBatch(batch: TripBatch) {
  queryClient.setQueryData(batchKeys.detail(batch._id), batch);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['trips'] }),
    queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['payroll'] }),
    refreshWallet(),
  ]);
}
