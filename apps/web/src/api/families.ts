/**
 * Family fetchers (spec part 2 §7): GET /family/list, POST /family, PUT /family/{id} — each answer parsed with the
 * domain contract, a query-key factory, query options and mutation hooks that invalidate the list.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { FamilyAnswer, type FamilyBody } from '@sannidhi/domain/contracts/family';
import type { FamilyFormInput } from '@sannidhi/domain/family-form';
import { api } from '../lib/api-client';

export type Family = FamilyAnswer;
/** What the dialog sends: the form as typed plus the devotee's ssoId (the api validates it with the same schema). */
export type FamilyPayload = FamilyFormInput & Pick<FamilyBody, 'ssoId'>;

export const familyKeys = {
  all: ['families'] as const,
  list: (ssoId: string) => [...familyKeys.all, 'list', ssoId] as const,
};

/** GET /family/list?ssoId — quiet: the booking page's picker treats a failure as "none yet". */
export async function getFamilies(ssoId: string, signal?: AbortSignal): Promise<Family[]> {
  return api.get('/family/list', z.array(FamilyAnswer), {
    query: { ssoId },
    signal,
    silent: true,
    toastOnError: false,
  });
}

export function familyListOptions(ssoId: string) {
  return queryOptions({
    queryKey: familyKeys.list(ssoId),
    queryFn: ({ signal }) => getFamilies(ssoId, signal),
    enabled: Boolean(ssoId),
  });
}

/** POST /family. The caller shows the spec's failure toast. */
export async function createFamily(body: FamilyPayload): Promise<Family> {
  return api.post('/family', FamilyAnswer, body, { toastOnError: false });
}

/** PUT /family/{id}. */
export async function updateFamily(id: string, body: FamilyPayload): Promise<Family> {
  return api.put(`/family/${encodeURIComponent(id)}`, FamilyAnswer, body, { toastOnError: false });
}

export function useCreateFamily() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFamily,
    onSettled: (_data, _error, body) => client.invalidateQueries({ queryKey: familyKeys.list(body.ssoId) }),
  });
}

export function useUpdateFamily() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FamilyPayload }) => updateFamily(id, body),
    onSettled: (_data, _error, { body }) =>
      client.invalidateQueries({ queryKey: familyKeys.list(body.ssoId) }),
  });
}
