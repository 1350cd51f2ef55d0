/**
 * Package fetchers of the staff console: every package with the centre's rituals in it, and saving the centre's part
 * of one. Answers are parsed with the domain contract; a save invalidates the list and the devotee catalogue.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  StaffPackage,
  StaffPackagesAnswer,
  type SavePackageBody,
} from '@sannidhi/domain/contracts/staff-packages';
import { api } from '../lib/api-client';
import { productKeys } from './products';

export const staffPackageKeys = {
  all: ['staff-packages'] as const,
  list: (center: string) => [...staffPackageKeys.all, center] as const,
};

/** GET /staff/packages?center= */
export async function getStaffPackages(center: string, signal?: AbortSignal) {
  return api.get('/staff/packages', StaffPackagesAnswer, { query: { center }, signal, toastOnError: false });
}

export function staffPackagesOptions(center: string) {
  return queryOptions({
    queryKey: staffPackageKeys.list(center),
    queryFn: ({ signal }) => getStaffPackages(center, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** POST /staff/packages */
export async function saveStaffPackage(body: SavePackageBody) {
  return api.post('/staff/packages', StaffPackage, body, { toastOnError: false });
}

export function useSaveStaffPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffPackage,
    onSettled: (_a, _e, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffPackageKeys.list(body.center) }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
