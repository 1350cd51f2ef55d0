import { z } from 'zod';
import { SlotAnswer } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /slots/list?productId&month&year` — the slots of one month (month 1–12, in the centre's zone). */
export function getSlotsOfMonth(
  productId: string,
  month: number,
  year: number,
  signal?: AbortSignal,
): Promise<SlotAnswer[]> {
  return api.get('/slots/list', z.array(SlotAnswer), { query: { productId, month, year }, signal });
}
