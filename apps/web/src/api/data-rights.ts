/**
 * The signed-in person's data rights (issue 30): GET /user/data ("Download my data"), GET, POST, DELETE
 * /user/erasure ("Delete my account") and DELETE /user/erasure/notice, each answer parsed with the domain contract.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ConsentsAnswer, ErasureAnswer, MyDataAnswer } from '@sannidhi/domain/contracts/data-rights';
import { api } from '../lib/api-client';

export const dataRightsKeys = {
  all: ['data-rights'] as const,
  data: () => [...dataRightsKeys.all, 'data'] as const,
  erasure: () => [...dataRightsKeys.all, 'erasure'] as const,
  consents: () => [...dataRightsKeys.all, 'consents'] as const,
};

/** GET /user/data: every row held about the person, table by table. */
export async function getMyData(signal?: AbortSignal): Promise<MyDataAnswer> {
  return api.get('/user/data', MyDataAnswer, { signal });
}

export function myDataOptions() {
  return queryOptions({
    queryKey: dataRightsKeys.data(),
    queryFn: ({ signal }) => getMyData(signal),
    staleTime: 0,
  });
}

/** GET /user/erasure: the deletion request, if any, and the paid bookings still to come. */
export async function getErasure(signal?: AbortSignal): Promise<ErasureAnswer> {
  return api.get('/user/erasure', ErasureAnswer, { signal });
}

export function erasureOptions() {
  return queryOptions({ queryKey: dataRightsKeys.erasure(), queryFn: ({ signal }) => getErasure(signal) });
}

/**
 * GET /user/erasure right after a sign-in, quietly: whether that sign-in cancelled a deletion request (the login
 * screen then says so). No toast and no sign-out on a failure: the Dashboard's notice says it later.
 */
export async function getErasureAfterSignIn(): Promise<ErasureAnswer> {
  return api.get('/user/erasure', ErasureAnswer, { silent: true, toastOnError: false, background: true });
}

/** DELETE /user/erasure/notice: the person has read that signing in cancelled their deletion request. */
export async function dismissErasureNotice(): Promise<ErasureAnswer> {
  return api.delete('/user/erasure/notice', ErasureAnswer);
}

export function useDismissErasureNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissErasureNotice,
    onSuccess: (answer) => client.setQueryData(dataRightsKeys.erasure(), answer),
  });
}

/** POST /user/erasure: the person confirmed "Delete my account". The caller shows the refusal. */
export async function requestErasure(): Promise<ErasureAnswer> {
  return api.post('/user/erasure', ErasureAnswer, { confirm: true }, { toastOnError: false });
}

/** DELETE /user/erasure: "Keep my account". */
export async function cancelErasure(): Promise<ErasureAnswer> {
  return api.delete('/user/erasure', ErasureAnswer);
}

export function useRequestErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    onSuccess: (answer) => client.setQueryData(dataRightsKeys.erasure(), answer),
    onSettled: () => client.invalidateQueries({ queryKey: dataRightsKeys.erasure() }),
  });
}

export function useCancelErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelErasure,
    onSuccess: (answer) => client.setQueryData(dataRightsKeys.erasure(), answer),
  });
}

/** GET /user/consents: the person's consents on record, the latest of each kind. */
export async function getConsents(signal?: AbortSignal): Promise<ConsentsAnswer> {
  return api.get('/user/consents', ConsentsAnswer, { signal });
}

export function consentsOptions() {
  return queryOptions({ queryKey: dataRightsKeys.consents(), queryFn: ({ signal }) => getConsents(signal) });
}

/** PUT /user/consents/newsletter: withdraws (or gives) the newsletter consent. */
export async function putNewsletterConsent(granted: boolean): Promise<ConsentsAnswer> {
  return api.put('/user/consents/newsletter', ConsentsAnswer, { granted });
}

export function useNewsletterConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putNewsletterConsent,
    onSuccess: (answer) => client.setQueryData(dataRightsKeys.consents(), answer),
    onSettled: () => client.invalidateQueries({ queryKey: dataRightsKeys.data() }),
  });
}
