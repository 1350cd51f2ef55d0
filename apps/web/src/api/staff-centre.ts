/**
 * Centre settings fetchers: a centre's settings and saving them. Answers are parsed with the domain contract; a save
 * invalidates the settings and the centre list every page reads.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffCentreAnswer, type SaveCentreBody } from '@sannidhi/domain/contracts/staff-centre';
import { api } from '../lib/api-client';
import { centerKeys } from './centers';

export const staffCentreKeys = {
  all: ['staff-centre'] as const,
  one: (center: string) => [...staffCentreKeys.all, center] as const,
};

/** GET /staff/centre?center= */
export async function getStaffCentre(center: string, signal?: AbortSignal) {
  return api.get('/staff/centre', StaffCentreAnswer, { query: { center }, signal, toastOnError: false });
}

export function staffCentreOptions(center: string) {
  return queryOptions({
    queryKey: staffCentreKeys.one(center),
    queryFn: ({ signal }) => getStaffCentre(center, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** POST /staff/centre */
export async function saveStaffCentre(body: SaveCentreBody) {
  return api.post('/staff/centre', StaffCentreAnswer, body, { toastOnError: false });
}

export function useSaveStaffCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffCentre,
    onSettled: (_a, _e, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffCentreKeys.one(body.center) }),
        queryClient.invalidateQueries({ queryKey: centerKeys.all }),
      ]),
  });
}
