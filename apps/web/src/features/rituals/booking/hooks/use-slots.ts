import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { getRitualVariants } from '../../api/get-ritual-variants';
import { getSlotsOfMonth } from '../../api/get-slots-of-month';
import { getSparseSlots } from '../../api/get-sparse-slots';
import type { YearMonth } from '../utils/slots';

/** Every slot query of a ritual starts with this key, so that the page can read all loaded slots. */
export const slotQueryRoot = (productId: string) => ['slots', productId] as const;

const monthQuery = (productId: string, { year, month }: YearMonth) => ({
  queryKey: [...slotQueryRoot(productId), 'month', year, month] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getSlotsOfMonth(productId, month, year, signal),
  // Remaining places change as others book: refetch when the month is shown again.
  staleTime: 0,
});

/** The slots of one month. */
export function useMonthSlots(productId: string, month: YearMonth) {
  return useQuery({ ...monthQuery(productId, month), placeholderData: keepPreviousData });
}

/** The slots of several months (the date strip). */
export function useMonthsSlots(productId: string, months: readonly YearMonth[]) {
  return useQueries({ queries: months.map((m) => monthQuery(productId, m)) });
}

/** The upcoming slots of a sparse or package ritual. */
export function useSparseSlots(productId: string) {
  return useQuery({
    queryKey: [...slotQueryRoot(productId), 'sparse'] as const,
    queryFn: ({ signal }) => getSparseSlots(productId, undefined, signal),
    staleTime: 0,
  });
}

/** The options (variants) of a ritual for a month. */
export function useRitualVariants(productId: string, month: YearMonth) {
  return useQuery({
    queryKey: ['ritualVariants', productId, month.year, month.month] as const,
    queryFn: ({ signal }) => getRitualVariants(productId, month.month, month.year, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
