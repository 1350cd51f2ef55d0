/** TanStack Query defaults (spec part 1 §9: retry 3 with exponential back-off capped at 30 s, gc 5 min). */
import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_RETRY_MAX_DELAY_MS } from '@sannidhi/domain/constants';
import { ApiAnswerError, ApiError } from './api-client';

/**
 * Retries up to QUERY_RETRY times, except answers that another try cannot change: 4xx other than
 * 408 (time-out) and 429 (rate limit), and an answer that does not match its contract. Retrying a 404 or 422 three
 * times only repeats the error toast.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY) return false;
  if (error instanceof ApiAnswerError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** 1 s, 2 s, 4 s, … capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        // Every request raises the loading overlay; refetching on tab focus would flash it for nothing.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
