import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApproveCreditBody, GrantCreditBody } from '@trayecto/contracts/credits';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { createIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { consoleKeys } from './console-api.ts';
import {
  approveCredit,
  denyCredit,
  getCredit,
  grantCredit,
  listCredits,
  revertCredit,
  type CreditListFilters,
} from './credits-api.ts';

// The console's credits queries (issue 11 part 4), apart from console-queries.ts like their calls.

const notFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);
const retryUnlessNotFound = (n: number, error: unknown) => !notFound(error) && n < 2;

export type ConsoleCreditDetail = Awaited<ReturnType<typeof getCredit>>;

export function useCreditList(filters: CreditListFilters) {
  return useInfiniteQuery({
    queryKey: consoleKeys.creditList(filters),
    queryFn: ({ pageParam, signal }) => listCredits(filters, pageParam, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCredit(creditId: string) {
  return useQuery({
    queryKey: consoleKeys.credit(creditId),
    queryFn: ({ signal }) => getCredit(creditId, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });
}

/**
 * The credit (the answer, or fetched anew) and every list of credits fetched again; money in or
 * out of a wallet also moves the company's detail and the audit log.
 */
function creditChanged(queryClient: QueryClient, creditId: string, credit?: ConsoleCreditDetail) {
  if (credit) queryClient.setQueryData(consoleKeys.credit(creditId), credit);
  void queryClient.invalidateQueries({ queryKey: consoleKeys.credit(creditId) });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.creditLists() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.companies() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.audit() });
}

/** A refusal that means the credit is no longer as shown: someone decided, used or paid it. */
export const isStaleCreditError = (error: unknown) => isApiError(error) && error.status === 409;

export type CreditDecision =
  | { type: 'approve'; body: ApproveCreditBody }
  | { type: 'deny'; reason: string }
  | { type: 'revert' };

/**
 * Approve, deny or revert a credit. Another admin may have decided it first, or the company used
 * or paid part of it (409 credit_already_decided, credit_in_use): it is shown anew as it stands.
 */
export function useCreditDecision(creditId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CreditDecision) => {
      switch (decision.type) {
        case 'approve':
          return approveCredit(creditId, decision.body);
        case 'deny':
          return denyCredit(creditId, decision.reason);
        default:
          return revertCredit(creditId);
      }
    },
    onSuccess: (credit) => creditChanged(queryClient, creditId, credit),
    onError: (error) => {
      if (isStaleCreditError(error)) creditChanged(queryClient, creditId);
    },
  });
}

/** Finance grants a company an advance: the new credit, its lists and the company anew. */
export function useGrantCredit(companyId: string) {
  const queryClient = useQueryClient();
  // one key per grant: kept while the same grant is retried, new once it is made
  const [idempotency] = useState(() => createIdempotencyKey());
  return useMutation({
    mutationFn: (body: GrantCreditBody) =>
      grantCredit(companyId, body, idempotency.keyFor(JSON.stringify([companyId, body]))),
    onSuccess: (credit) => {
      idempotency.reset();
      creditChanged(queryClient, credit._id, credit);
    },
    onError: (error) => {
      // the company's credits were switched off meanwhile: show its detail as it now stands
      if (isApiError(error) && error.error_code === 'credits_not_allowed')
        void queryClient.invalidateQueries({ queryKey: consoleKeys.company(companyId) });
    },
  });
}
