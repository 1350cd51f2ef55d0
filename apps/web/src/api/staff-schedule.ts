/**
 * The staff schedule: a centre's rituals with the chosen one's rules and slots, the bookings a close would touch, and
 * the changes (add or remove a rule, open dates, change a slot's capacity, close or reopen). Each answer is parsed with
 * the domain contract; a change refreshes the schedule (and the devotee's slot lists, which it also changes).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AddScheduleRuleAnswer,
  CloseSlotsAnswer,
  GenerateSlotsAnswer,
  RemoveScheduleRuleAnswer,
  ReopenSlotsAnswer,
  ScheduleBookings,
  SlotCapacityAnswer,
  StaffSchedule,
  type AddScheduleRuleBody,
  type CloseSlotsBody,
  type GenerateSlotsBody,
  type RemoveScheduleRuleBody,
  type ReopenSlotsBody,
  type SlotCapacityBody,
} from '@sannidhi/domain/contracts/staff-schedule';
import { api } from '../lib/api-client';

export const staffScheduleKeys = {
  all: ['staff-schedule'] as const,
  schedule: (center: string, product: string, from: string, days: number) =>
    [...staffScheduleKeys.all, 'schedule', center, product, from, days] as const,
  bookings: (center: string, target: string) =>
    [...staffScheduleKeys.all, 'bookings', center, target] as const,
};

/** GET /staff/schedule?center=&product=&from=&days= (product left out: the first ritual; from: today). */
export async function getStaffSchedule(
  center: string,
  product: string,
  from: string,
  days: number,
  signal?: AbortSignal,
) {
  return api.get('/staff/schedule', StaffSchedule, {
    query: { center, product: product || undefined, from: from || undefined, days },
    signal,
    toastOnError: false,
  });
}

export function staffScheduleOptions(center: string, product: string, from: string, days: number) {
  return queryOptions({
    queryKey: staffScheduleKeys.schedule(center, product, from, days),
    queryFn: ({ signal }) => getStaffSchedule(center, product, from, days, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

export interface BookingsTarget {
  slot?: string;
  product?: string;
  date?: string;
}

/** GET /staff/schedule/bookings?center=&slot= or &product=&date= */
export async function getScheduleBookings(center: string, target: BookingsTarget, signal?: AbortSignal) {
  return api.get('/staff/schedule/bookings', ScheduleBookings, {
    query: { center, ...target },
    signal,
    toastOnError: false,
  });
}

export function scheduleBookingsOptions(center: string, target: BookingsTarget | null) {
  return queryOptions({
    queryKey: staffScheduleKeys.bookings(center, JSON.stringify(target)),
    queryFn: ({ signal }) => getScheduleBookings(center, target ?? {}, signal),
    enabled: Boolean(center && target),
    retry: false,
  });
}

/** POST /staff/schedule/rules */
export async function addScheduleRule(body: AddScheduleRuleBody) {
  return api.post('/staff/schedule/rules', AddScheduleRuleAnswer, body, { toastOnError: false });
}

/** POST /staff/schedule/rules/remove */
export async function removeScheduleRule(body: RemoveScheduleRuleBody) {
  return api.post('/staff/schedule/rules/remove', RemoveScheduleRuleAnswer, body, { toastOnError: false });
}

/** POST /staff/schedule/generate */
export async function generateSlots(body: GenerateSlotsBody) {
  return api.post('/staff/schedule/generate', GenerateSlotsAnswer, body, { toastOnError: false });
}

/** POST /staff/schedule/capacity */
export async function changeSlotCapacity(body: SlotCapacityBody) {
  return api.post('/staff/schedule/capacity', SlotCapacityAnswer, body, { toastOnError: false });
}

/** POST /staff/schedule/close */
export async function closeSlots(body: CloseSlotsBody) {
  return api.post('/staff/schedule/close', CloseSlotsAnswer, body, { toastOnError: false });
}

/** POST /staff/schedule/reopen */
export async function reopenSlots(body: ReopenSlotsBody) {
  return api.post('/staff/schedule/reopen', ReopenSlotsAnswer, body, { toastOnError: false });
}

/** A schedule change alters the schedule and the slots devotees are offered. */
function useScheduleMutation<B, A>(mutationFn: (body: B) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffScheduleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['slots'] }),
      ]),
  });
}

export const useAddScheduleRule = () => useScheduleMutation(addScheduleRule);
export const useRemoveScheduleRule = () => useScheduleMutation(removeScheduleRule);
export const useGenerateSlots = () => useScheduleMutation(generateSlots);
export const useChangeSlotCapacity = () => useScheduleMutation(changeSlotCapacity);
export const useCloseSlots = () => useScheduleMutation(closeSlots);
export const useReopenSlots = () => useScheduleMutation(reopenSlots);
