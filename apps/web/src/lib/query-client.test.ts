import { describe, expect, it } from 'vitest';
import { ApiAnswerError, ApiError } from './api-client';
import { queryRetryDelay, shouldRetryQuery } from './query-client';

describe('query retry policy', () => {
  it('retries server and network failures three times', () => {
    const error = new ApiError('down', 503);
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new ApiError('offline', 0))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('x'))).toBe(true);
  });

  it('does not retry answers another try cannot change, except time-out and rate limit', () => {
    expect(shouldRetryQuery(0, new ApiError('nope', 404))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('bad', 422))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('slow', 408))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('busy', 429))).toBe(true);
  });

  it('does not retry an answer that does not match its contract', () => {
    expect(shouldRetryQuery(0, new ApiAnswerError('/centers/list', 200, []))).toBe(false);
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
