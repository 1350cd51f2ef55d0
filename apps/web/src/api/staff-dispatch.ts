/**
 * Prasadam dispatch fetchers: the centre's parcel queue, the bulk update of their status and tracking, and the
 * printable PDFs (packing slips, address labels). Answers are parsed with the domain contract; an update refreshes
 * the queue.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DispatchUpdateAnswer,
  StaffDispatch,
  type DispatchUpdateBody,
  type DispatchView,
} from '@sannidhi/domain/contracts/staff-dispatch';
import { api, ApiError, buildApiUrl, buildRequestHeaders, errorMessageOf } from '../lib/api-client';
import { getIsBackOffice } from '../lib/app-config';
import { getSession } from '../lib/session';

export interface DispatchFilters {
  center: string;
  view: DispatchView;
  from: string;
  to: string;
  q: string;
  page: number;
}

export const staffDispatchKeys = {
  all: ['staff-dispatch'] as const,
  queue: (f: DispatchFilters) => [...staffDispatchKeys.all, f] as const,
};

/** GET /staff/dispatch?center=&view=&from=&to=&q=&page= */
export async function getStaffDispatch(f: DispatchFilters, signal?: AbortSignal) {
  return api.get('/staff/dispatch', StaffDispatch, {
    query: {
      center: f.center,
      view: f.view,
      from: f.from || undefined,
      to: f.to || undefined,
      q: f.q || undefined,
      page: f.page,
    },
    signal,
    toastOnError: false,
  });
}

export function staffDispatchOptions(f: DispatchFilters) {
  return queryOptions({
    queryKey: staffDispatchKeys.queue(f),
    queryFn: ({ signal }) => getStaffDispatch(f, signal),
    enabled: Boolean(f.center),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /staff/dispatch */
export async function updateStaffDispatch(body: DispatchUpdateBody) {
  return api.post('/staff/dispatch', DispatchUpdateAnswer, body, { toastOnError: false });
}

export function useUpdateStaffDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffDispatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffDispatchKeys.all }),
  });
}

/** GET /staff/dispatch/slips or /labels?center=&orderIds=: the PDF, as a file the browser saves or opens. */
export async function getDispatchPdf(
  kind: 'slips' | 'labels',
  center: string,
  orderIds: readonly string[],
): Promise<Blob> {
  const headers = buildRequestHeaders(getSession(), getIsBackOffice(), Date.now());
  headers.Accept = 'application/pdf';
  const response = await fetch(
    buildApiUrl(`/staff/dispatch/${kind}`, { center, orderIds: orderIds.join(',') }),
    { headers, credentials: 'include' },
  );
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(errorMessageOf(body), response.status, body);
  }
  return response.blob();
}
