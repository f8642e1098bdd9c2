import { QueryClient } from '@tanstack/react-query';

/** 4xx answers are final, and a request that already waited the full timeout is not repeated. */
function isRetryable(error: unknown): boolean {
  const { status, error_code } = (error ?? {}) as { status?: unknown; error_code?: unknown };
  if (error_code === 'timeout' || error_code === 'session_expired') return false;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/** The one TanStack Query client (duck-typed on ApiError to keep it free of the API client). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => isRetryable(error) && failureCount < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
