/**
 * The waiting list of full slots (issue 29): POST /waiting-list (join), GET /waiting-list (the devotee's entries),
 * GET /waiting-list/{id} (an offer as its mail's link opens it), DELETE /waiting-list/{id} (leave) — each answer
 * parsed with the domain contract; the mutations invalidate the entries and the ritual's slots.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  MyWaitingList,
  WaitingListEntry,
  type JoinWaitingListBody,
} from '@sannidhi/domain/contracts/waiting-list';
import { api } from '../lib/api-client';
import { slotKeys } from './slots';

export const waitingListKeys = {
  all: ['waiting-list'] as const,
  mine: () => [...waitingListKeys.all, 'mine'] as const,
  entry: (id: string) => [...waitingListKeys.all, 'entry', id] as const,
};

/** GET /waiting-list: the devotee's entries waiting or offered, soonest slot first. */
export async function getMyWaitingList(signal?: AbortSignal): Promise<WaitingListEntry[]> {
  return (await api.get('/waiting-list', MyWaitingList, { signal })).entries;
}

export function myWaitingListOptions(enabled = true) {
  return queryOptions({
    queryKey: waitingListKeys.mine(),
    queryFn: ({ signal }) => getMyWaitingList(signal),
    enabled,
  });
}

/** GET /waiting-list/{id}: one of the devotee's entries (an offer). */
export async function getWaitingListEntry(id: string, signal?: AbortSignal): Promise<WaitingListEntry> {
  return api.get(`/waiting-list/${encodeURIComponent(id)}`, WaitingListEntry, {
    signal,
    toastOnError: false,
  });
}

export function waitingListEntryOptions(id: string, enabled = true) {
  return queryOptions({
    queryKey: waitingListKeys.entry(id),
    queryFn: ({ signal }) => getWaitingListEntry(id, signal),
    enabled: Boolean(id) && enabled,
    retry: false,
  });
}

/** POST /waiting-list. The caller shows the answer's message on a refusal. */
export async function joinWaitingList(body: JoinWaitingListBody): Promise<WaitingListEntry> {
  return api.post('/waiting-list', WaitingListEntry, body, { toastOnError: false });
}

export function useJoinWaitingList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinWaitingList,
    onSuccess: () => client.invalidateQueries({ queryKey: waitingListKeys.all }),
  });
}

/** DELETE /waiting-list/{id}: leave; an offer left passes its places on. */
export async function leaveWaitingList(id: string): Promise<void> {
  await api.delete(`/waiting-list/${encodeURIComponent(id)}`, z.object({ left: z.string() }));
}

export function useLeaveWaitingList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: Pick<WaitingListEntry, 'id' | 'productId'>) => leaveWaitingList(entry.id),
    onSuccess: (_, entry) =>
      Promise.all([
        client.invalidateQueries({ queryKey: waitingListKeys.all }),
        client.invalidateQueries({ queryKey: slotKeys.ritual(entry.productId) }),
      ]),
  });
}
