import * as z from 'zod/mini';

/**
 * The answer of POST /analytics/events. Apart from the body's rules (contracts/analytics.ts, with input-rules): the
 * browser parses this answer on the booking page and in the cart, and loads no more than that.
 */
export const AnalyticsRecordedAnswer = z.object({ recorded: z.boolean() });
