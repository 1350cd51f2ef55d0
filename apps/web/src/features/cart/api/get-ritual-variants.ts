import type { VariantAnswer } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/ritualVariants: the options of a ritual with their maximum quantity per booking. */
export function getRitualVariants(
  query: { productId: string; month: number; year: number },
  signal?: AbortSignal,
): Promise<VariantAnswer[]> {
  return api.get<VariantAnswer[]>('/ritualVariants', { query, signal, silent: true, toastOnError: false });
}
