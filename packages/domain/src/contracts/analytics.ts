import { z } from 'zod';
import { AnalyticsEventName } from '../enums';

export const AnalyticsEventBody = z.object({
  name: AnalyticsEventName,
  centerId: z.string().max(200).optional(),
  properties: z.record(z.string(), z.unknown()).default({}),
});
export type AnalyticsEventBody = z.input<typeof AnalyticsEventBody>;

export const AnalyticsEventAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  userId: z.string().nullable(),
  centerId: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
