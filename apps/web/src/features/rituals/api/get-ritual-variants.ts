import { z } from 'zod';
import { VariantAnswer } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /ritualVariants?productId&month&year` — the options (variants) of a ritual with price and maximum. */
export function getRitualVariants(
  productId: string,
  month: number,
  year: number,
  signal?: AbortSignal,
): Promise<VariantAnswer[]> {
  return api.get('/ritualVariants', z.array(VariantAnswer), { query: { productId, month, year }, signal });
}
