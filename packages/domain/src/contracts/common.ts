import { z } from 'zod';

/** Every answer is `{ payload }`. */
export const envelope = <T extends z.ZodType>(payload: T) => z.object({ payload });
/** Every error is `{ message }`. */
export const ErrorBody = z.object({ message: z.string() });

/** Query booleans arrive as strings. */
export const QueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const Id = z.string().trim().min(1, 'is required').max(200);
