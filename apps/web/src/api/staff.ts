/** The staff console's actions for the signed-in person at a centre, parsed with the domain contract. */
import { queryOptions } from '@tanstack/react-query';
import { StaffActionsAnswer } from '@sannidhi/domain/contracts/staff';
import { api } from '../lib/api-client';

export const staffKeys = {
  all: ['staff'] as const,
  actions: (center: string) => [...staffKeys.all, 'actions', center] as const,
};

/** GET /staff/actions?center= */
export async function getStaffActions(center: string, signal?: AbortSignal) {
  return api.get('/staff/actions', StaffActionsAnswer, { query: { center }, signal, toastOnError: false });
}

export function staffActionsOptions(center: string) {
  return queryOptions({
    queryKey: staffKeys.actions(center),
    queryFn: ({ signal }) => getStaffActions(center, signal),
    enabled: Boolean(center),
  });
}
