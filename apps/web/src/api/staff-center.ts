/**
 * Centre settings fetchers: a centre's settings and saving them. Answers are parsed with the domain contract; a save
 * invalidates the settings and the centre list every page reads.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffCenterAnswer, type SaveCenterBody } from '@sannidhi/domain/contracts/staff-center';
import { api } from '../lib/api-client';
import { centerKeys } from './centers';

export const staffCenterKeys = {
  all: ['staff-centre'] as const,
  one: (center: string) => [...staffCenterKeys.all, center] as const,
};

/** GET /staff/centre?center= */
export async function getStaffCenter(center: string, signal?: AbortSignal) {
  return api.get('/staff/centre', StaffCenterAnswer, { query: { center }, signal, toastOnError: false });
}

export function staffCenterOptions(center: string) {
  return queryOptions({
    queryKey: staffCenterKeys.one(center),
    queryFn: ({ signal }) => getStaffCenter(center, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** POST /staff/centre */
export async function saveStaffCenter(body: SaveCenterBody) {
  return api.post('/staff/centre', StaffCenterAnswer, body, { toastOnError: false });
}

export function useSaveStaffCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffCenter,
    onSettled: (_a, _e, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffCenterKeys.one(body.center) }),
        queryClient.invalidateQueries({ queryKey: centerKeys.all }),
      ]),
  });
}
