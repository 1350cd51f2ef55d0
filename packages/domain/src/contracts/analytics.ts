import * as z from 'zod/mini';
import { boundedRecord } from '../input-rules';
import { AnalyticsEventName } from '../enums';

export const AnalyticsEventBody = z.object({
  name: AnalyticsEventName,
  centerId: z.optional(z.string().check(z.maxLength(200))),
  properties: z._default(boundedRecord({ maxDepth: 4, maxBytes: 8_192 }), {}),
});
export type AnalyticsEventBody = z.input<typeof AnalyticsEventBody>;

/**
 * Event properties only the server writes: who and where (from the token and the body's centre), and the Back Office
 * label of the selection source (given only to a verified office volunteer). A browser's values for them are dropped.
 */
export const SERVER_SET_EVENT_KEYS = ['userId', 'user_id', 'centerId', 'center_id'] as const;

export { AnalyticsRecordedAnswer } from './analytics-answer';

export const AnalyticsEventAnswer = z.object({
  id: z.int(),
  name: z.string(),
  userId: z.nullable(z.string()),
  centerId: z.nullable(z.string()),
  properties: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
