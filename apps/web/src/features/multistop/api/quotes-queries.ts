import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { QUOTE_LIST_DEFAULT_LIMIT, type Quote } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { isApprovalRequired } from '../../approvals/api/approval-filed.ts';
import { refreshWallet } from '../../balance/api/wallet-api.ts';
import {
  approveQuote,
  cancelQuote,
  denyQuote,
  getQuote,
  listQuotes,
  quoteKeys,
  type QuoteListFilters,
} from './quotes-api.ts';

const notFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/** Refusals that mean the quote moved on meanwhile (expired, decided elsewhere): show it anew. */
const STALE_CODES = new Set([
  'quote_expired',
  'quote_already_decided',
  'quote_not_priced',
  'quote_cancel_error',
]);

/** How often a quote waiting for the desk's price is read again (its socket event may be missed). */
const WAITING_POLL_MS = 5_000;

export function useQuote(id: string | null) {
  return useQuery({
    queryKey: quoteKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getQuote(id!, signal),
    enabled: Boolean(id),
    staleTime: 5_000,
    retry: (n, error) => !notFound(error) && n < 2,
    // the desk's answer may come before this page's socket has joined its room (a page opened
    // right after asking): while it is awaited, the page also asks now and then
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? WAITING_POLL_MS : false),
  });
}

export function useQuoteList(filters: QuoteListFilters) {
  return useInfiniteQuery({
    queryKey: quoteKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listQuotes(filters, pageParam, QUOTE_LIST_DEFAULT_LIMIT, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    // fetched again on every visit: quotes are priced, decided and expire while the page is away
    staleTime: 0,
    // quote:update keeps it current meanwhile; this catches what a dropped connection missed
    refetchInterval: 60_000,
  });
}

/** A decision's answer is the quote as it now stands: shown at once, the lists fetched again. */
function settled(queryClient: QueryClient, quote: Quote) {
  queryClient.setQueryData(quoteKeys.detail(quote._id), quote);
  void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
}

function refusedAsStale(queryClient: QueryClient, id: string, error: unknown) {
  if (isApiError(error) && STALE_CODES.has(error.error_code)) {
    void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
  }
}

/**
 * Approve: the payer's balance is held, so the wallet figures follow. Filed for approval instead
 * (202, outside the passenger's group policy): nothing is held, the quote keeps waiting.
 */
export function useApproveQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => approveQuote(id, key),
    onSuccess: (answer) => {
      if (isApprovalRequired(answer)) {
        void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
        return;
      }
      settled(queryClient, answer);
      void refreshWallet();
    },
    onError: (error) => refusedAsStale(queryClient, id, error),
  });
}

export function useDenyQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof denyQuote>[1]) => denyQuote(id, body),
    onSuccess: (quote) => settled(queryClient, quote),
    onError: (error) => refusedAsStale(queryClient, id, error),
  });
}

/** Withdraw an open quote, or cancel its approved trip (its hold is released). */
export function useCancelQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof cancelQuote>[1]) => cancelQuote(id, body),
    onSuccess: (quote) => {
      settled(queryClient, quote);
      void refreshWallet();
    },
    onError: (error) => refusedAsStale(queryClient, id, error),
  });
}
