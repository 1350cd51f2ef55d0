/**
 * Slot fetchers (spec part 1 §4): GET /slots/list (one month) and /slots/sparseList, parsed with the domain
 * contract. Every slot query of a ritual starts with `slotKeys.ritual(productId)`, so that the booking page can
 * read all loaded slots.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { SlotAnswer } from '@sannidhi/domain/contracts/catalogue';
import { api, type CallOptions } from '../lib/api-client';

export const slotKeys = {
  ritual: (productId: string) => ['slots', productId] as const,
  month: (productId: string, year: number, month: number) =>
    [...slotKeys.ritual(productId), 'month', year, month] as const,
  sparse: (productId: string) => [...slotKeys.ritual(productId), 'sparse'] as const,
};

/** GET /slots/list?productId&month&year: the slots of one month (month 1–12, in the centre's zone). */
export function getSlotsOfMonth(
  productId: string,
  month: { year: number; month: number },
  opts: CallOptions = {},
): Promise<SlotAnswer[]> {
  return api.get('/slots/list', z.array(SlotAnswer), {
    query: { productId, month: month.month, year: month.year },
    ...opts,
  });
}

export function monthSlotsOptions(productId: string, month: { year: number; month: number }) {
  return queryOptions({
    queryKey: slotKeys.month(productId, month.year, month.month),
    queryFn: ({ signal }) => getSlotsOfMonth(productId, month, { signal }),
    // Remaining places change as others book: refetch when the month is shown again.
    staleTime: 0,
  });
}

/** GET /slots/sparseList?productId[&slotId]: the few upcoming slots of a sparse or package ritual. */
export function getSparseSlots(
  productId: string,
  slotId?: string,
  opts: CallOptions = {},
): Promise<SlotAnswer[]> {
  return api.get('/slots/sparseList', z.array(SlotAnswer), { query: { productId, slotId }, ...opts });
}

export function sparseSlotsOptions(productId: string) {
  return queryOptions({
    queryKey: slotKeys.sparse(productId),
    queryFn: ({ signal }) => getSparseSlots(productId, undefined, { signal }),
    staleTime: 0,
  });
}
