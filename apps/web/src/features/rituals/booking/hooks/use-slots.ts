import type { SlotAnswer } from '@sannidhi/domain/contracts/catalogue';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { ritualVariantsOptions } from '../../../../api/products';
import { monthSlotsOptions, sparseSlotsOptions } from '../../../../api/slots';
import { useHeldOffer, withHeldPlaces } from '../lib/held-offer';
import type { YearMonth } from '../lib/slots';

/** The slots of one month. */
export function useMonthSlots(productId: string, month: YearMonth) {
  const offer = useHeldOffer();
  return useQuery({
    ...monthSlotsOptions(productId, month),
    placeholderData: keepPreviousData,
    select: (slots) => withHeldPlaces(slots, offer),
  });
}

/** The slots of several months (the date strip). */
export function useMonthsSlots(productId: string, months: readonly YearMonth[]) {
  const offer = useHeldOffer();
  return useQueries({
    queries: months.map((m) => ({
      ...monthSlotsOptions(productId, m),
      select: (slots: SlotAnswer[]) => withHeldPlaces(slots, offer),
    })),
  });
}

/** The upcoming slots of a sparse or package ritual. */
export function useSparseSlots(productId: string) {
  const offer = useHeldOffer();
  return useQuery({ ...sparseSlotsOptions(productId), select: (slots) => withHeldPlaces(slots, offer) });
}

/** The options (variants) of a ritual for a month. */
export function useRitualVariants(productId: string, month: YearMonth) {
  return useQuery({ ...ritualVariantsOptions(productId, month), placeholderData: keepPreviousData });
}
