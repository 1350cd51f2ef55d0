/** The centre's audit log for its centre admin: a page at a time, filtered on the server, parsed with the contract. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AuditPage, type AuditQuery } from '@sannidhi/domain/contracts/staff-audit';
import { api } from '../lib/api-client';

export const staffAuditKeys = {
  all: ['staff-audit'] as const,
  page: (q: AuditQuery) => [...staffAuditKeys.all, q] as const,
};

/** GET /staff/audit */
export async function getAuditPage(q: AuditQuery, signal?: AbortSignal) {
  return api.get('/staff/audit', AuditPage, { query: { ...q }, signal, toastOnError: false });
}

export function auditPageOptions(q: AuditQuery) {
  return queryOptions({
    queryKey: staffAuditKeys.page(q),
    queryFn: ({ signal }) => getAuditPage(q, signal),
    enabled: Boolean(q.center),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
