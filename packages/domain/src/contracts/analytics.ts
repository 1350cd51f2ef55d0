import { z } from 'zod';
import { boundedRecord } from '../input-rules';
import { AnalyticsEventName } from '../enums';

export const AnalyticsEventBody = z.object({
  name: AnalyticsEventName,
  centerId: z.string().max(200).optional(),
  properties: boundedRecord({ maxDepth: 4, maxBytes: 8_192 }).default({}),
});
export type AnalyticsEventBody = z.input<typeof AnalyticsEventBody>;

/**
 * Event properties only the server writes: who and where (from the token and the body's centre), and the Back Office
 * label of the selection source (given only to a verified office volunteer). A browser's values for them are dropped.
 */
export const SERVER_SET_EVENT_KEYS = ['userId', 'user_id', 'centerId', 'center_id'] as const;

export { AnalyticsRecordedAnswer } from './analytics-answer';

export const AnalyticsEventAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  userId: z.string().nullable(),
  centerId: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
