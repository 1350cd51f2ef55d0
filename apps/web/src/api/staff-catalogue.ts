/**
 * Catalogue editor fetchers: a centre's rituals with their variants, and creating and editing a ritual. Each answer
 * is parsed with the domain contract; a save invalidates the editor's list and the devotee catalogue of the centre.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RitualSavedAnswer,
  StaffCatalogueAnswer,
  UploadImageAnswer,
  type CreateRitualBody,
  type UpdateRitualBody,
} from '@sannidhi/domain/contracts/staff-catalogue';
import { api } from '../lib/api-client';
import { productKeys } from './products';

export const staffCatalogueKeys = {
  all: ['staff-catalogue'] as const,
  list: (center: string) => [...staffCatalogueKeys.all, 'list', center] as const,
};

/** GET /staff/catalogue?center= */
export async function getStaffCatalogue(center: string, signal?: AbortSignal) {
  return api.get('/staff/catalogue', StaffCatalogueAnswer, {
    query: { center },
    signal,
    toastOnError: false,
  });
}

export function staffCatalogueOptions(center: string) {
  return queryOptions({
    queryKey: staffCatalogueKeys.list(center),
    queryFn: ({ signal }) => getStaffCatalogue(center, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** POST /staff/catalogue/rituals */
export async function createRitual(body: CreateRitualBody) {
  return api.post('/staff/catalogue/rituals', RitualSavedAnswer, body, { toastOnError: false });
}

/** POST /staff/catalogue/rituals/update */
export async function updateRitual(body: UpdateRitualBody) {
  return api.post('/staff/catalogue/rituals/update', RitualSavedAnswer, body, { toastOnError: false });
}

/** A save changes the editor's list and what devotees (and this person) see of the centre's rituals. */
function useInvalidateAfterSave() {
  const queryClient = useQueryClient();
  return (center: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffCatalogueKeys.list(center) }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
}

export function useCreateRitual() {
  const invalidate = useInvalidateAfterSave();
  return useMutation({ mutationFn: createRitual, onSettled: (_a, _e, body) => invalidate(body.center) });
}

export function useUpdateRitual() {
  const invalidate = useInvalidateAfterSave();
  return useMutation({ mutationFn: updateRitual, onSettled: (_a, _e, body) => invalidate(body.center) });
}

/** POST /staff/images?center= (the file as the body) */
export async function uploadImage(center: string, file: Blob) {
  return api.post('/staff/images', UploadImageAnswer, file, { query: { center }, toastOnError: false });
}
