/**
 * The day's rituals: the slots of a date at a centre with their participants, and check-in by booking reference
 * with its undo. Each answer is parsed with the domain contract; a check-in or undo refreshes the day.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CheckInAnswer,
  StaffDay,
  type CheckInBody,
  type UndoCheckInBody,
} from '@sannidhi/domain/contracts/staff-day';
import { api } from '../lib/api-client';

export const staffDayKeys = {
  all: ['staff-day'] as const,
  day: (center: string, date: string) => [...staffDayKeys.all, center, date] as const,
};

/** GET /staff/day?center=&date= (date left out: today at the centre). */
export async function getStaffDay(center: string, date: string, signal?: AbortSignal) {
  return api.get('/staff/day', StaffDay, {
    query: { center, date: date || undefined },
    signal,
    toastOnError: false,
  });
}

export function staffDayOptions(center: string, date: string) {
  return queryOptions({
    queryKey: staffDayKeys.day(center, date),
    queryFn: ({ signal }) => getStaffDay(center, date, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** POST /staff/check-in */
export async function checkIn(body: CheckInBody) {
  return api.post('/staff/check-in', CheckInAnswer, body, { toastOnError: false });
}

/** POST /staff/check-in/undo */
export async function undoCheckIn(body: UndoCheckInBody) {
  return api.post('/staff/check-in/undo', CheckInAnswer, body, { toastOnError: false });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffDayKeys.all }),
  });
}

export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCheckIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffDayKeys.all }),
  });
}
