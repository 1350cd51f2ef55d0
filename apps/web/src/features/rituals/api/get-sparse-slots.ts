import { z } from 'zod';
import { SlotAnswer } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /slots/sparseList?productId[&slotId]` — the few upcoming slots of a sparse or package ritual. */
export function getSparseSlots(
  productId: string,
  slotId?: string,
  signal?: AbortSignal,
): Promise<SlotAnswer[]> {
  return api.get('/slots/sparseList', z.array(SlotAnswer), { query: { productId, slotId }, signal });
}
