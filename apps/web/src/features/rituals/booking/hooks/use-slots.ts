import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { ritualVariantsOptions } from '../../../../api/products';
import { monthSlotsOptions, sparseSlotsOptions } from '../../../../api/slots';
import type { YearMonth } from '../lib/slots';

/** The slots of one month. */
export function useMonthSlots(productId: string, month: YearMonth) {
  return useQuery({ ...monthSlotsOptions(productId, month), placeholderData: keepPreviousData });
}

/** The slots of several months (the date strip). */
export function useMonthsSlots(productId: string, months: readonly YearMonth[]) {
  return useQueries({ queries: months.map((m) => monthSlotsOptions(productId, m)) });
}

/** The upcoming slots of a sparse or package ritual. */
export function useSparseSlots(productId: string) {
  return useQuery(sparseSlotsOptions(productId));
}

/** The options (variants) of a ritual for a month. */
export function useRitualVariants(productId: string, month: YearMonth) {
  return useQuery({ ...ritualVariantsOptions(productId, month), placeholderData: keepPreviousData });
}
