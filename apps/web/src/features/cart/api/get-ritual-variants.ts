import { z } from 'zod';
import { VariantAnswer } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/ritualVariants: the options of a ritual with their maximum quantity per booking. */
export function getRitualVariants(
  query: { productId: string; month: number; year: number },
  signal?: AbortSignal,
): Promise<VariantAnswer[]> {
  return api.get('/ritualVariants', z.array(VariantAnswer), {
    query,
    signal,
    silent: true,
    toastOnError: false,
  });
}
