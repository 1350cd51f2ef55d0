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

export const PincodeQuery = z.object({
  country: z.string().trim().length(2, 'must be a 2-letter country code'),
  pin: z.string().trim().min(3, 'Please enter a valid pin code').max(12, 'Please enter a valid pin code'),
});
export const PincodeAnswer = z.object({ defaultcity: z.string(), state: z.string() });
