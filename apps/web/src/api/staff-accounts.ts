/**
 * Accounts fetchers: a day's collections per channel, the payments table (paged, sorted and searched on the
 * server), the day close, and the CSV export read as a stream with its progress. Answers are parsed with the domain
 * contracts; closing a day invalidates the day's collections.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountPaymentPage,
  CloseDayAnswer,
  Collections,
  EXPORT_ROWS_HEADER,
  Reconciliation,
  type AccountPaymentsQuery,
} from '@sannidhi/domain/contracts/staff-accounts';
import { ApiError, api, buildApiUrl, buildRequestHeaders, errorMessageOf } from '../lib/api-client';
import { getIsBackOffice } from '../lib/app-config';
import { getSession } from '../lib/session';

export const staffAccountKeys = {
  all: ['staff-accounts'] as const,
  collections: (center: string, date: string) =>
    [...staffAccountKeys.all, 'collections', center, date] as const,
  payments: (q: AccountPaymentsQuery) => [...staffAccountKeys.all, 'payments', q] as const,
  reconciliation: (center: string) => [...staffAccountKeys.all, 'reconciliation', center] as const,
};

/** GET /staff/accounts/reconciliation?center= : the reconciliation check of the centre now. */
export async function getReconciliation(center: string, signal?: AbortSignal) {
  return api.get('/staff/accounts/reconciliation', Reconciliation, {
    query: { center },
    signal,
    toastOnError: false,
  });
}

export function reconciliationOptions(center: string) {
  return queryOptions({
    queryKey: staffAccountKeys.reconciliation(center),
    queryFn: ({ signal }) => getReconciliation(center, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** GET /staff/accounts/collections?center=&date= */
export async function getCollections(center: string, date: string, signal?: AbortSignal) {
  return api.get('/staff/accounts/collections', Collections, {
    query: { center, date: date || undefined },
    signal,
    toastOnError: false,
  });
}

export function collectionsOptions(center: string, date: string) {
  return queryOptions({
    queryKey: staffAccountKeys.collections(center, date),
    queryFn: ({ signal }) => getCollections(center, date, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** GET /staff/accounts/payments */
export async function getAccountPayments(q: AccountPaymentsQuery, signal?: AbortSignal) {
  return api.get('/staff/accounts/payments', AccountPaymentPage, {
    query: { ...q },
    signal,
    toastOnError: false,
  });
}

export function accountPaymentsOptions(q: AccountPaymentsQuery) {
  return queryOptions({
    queryKey: staffAccountKeys.payments(q),
    queryFn: ({ signal }) => getAccountPayments(q, signal),
    enabled: Boolean(q.center && (q.date || q.q)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /staff/accounts/close */
export async function closeDay(body: { center: string; date: string }) {
  return api.post('/staff/accounts/close', CloseDayAnswer, body, { timeoutMs: 120_000 });
}

export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    // Every view of the centre's collections (the page may show the day as "today", without its date).
    onSettled: (_a, _e, body) =>
      queryClient.invalidateQueries({ queryKey: [...staffAccountKeys.all, 'collections', body.center] }),
  });
}

/**
 * GET /staff/accounts/export: reads the CSV as it streams, telling `onProgress` how many of the announced rows have
 * arrived; answers the file's name and its content.
 */
export async function exportCollections(
  q: { center: string; from: string; to: string },
  onProgress: (rows: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<{ filename: string; blob: Blob }> {
  const response = await fetch(buildApiUrl('/staff/accounts/export', q), {
    headers: { ...buildRequestHeaders(getSession(), getIsBackOffice(), Date.now()), Accept: 'text/csv' },
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(errorMessageOf(body), response.status, body);
  }
  const announced = Number(response.headers.get(EXPORT_ROWS_HEADER));
  const total = Number.isFinite(announced) && response.headers.has(EXPORT_ROWS_HEADER) ? announced : null;
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'collections.csv';
  const parts: Uint8Array[] = [];
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress(Math.max(0, lines - 1), total);
  }
  return { filename, blob: new Blob(parts as BlobPart[], { type: 'text/csv' }) };
}
