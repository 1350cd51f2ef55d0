import * as z from 'zod/mini';

/** Every answer is `{ payload }`. */
export const envelope = <T extends z.core.$ZodType>(payload: T) => z.object({ payload });
/** Every error is `{ message }`. */
export const ErrorBody = z.object({ message: z.string() });

/** Query booleans arrive as strings. */
export const QueryBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((v) => v === true || v === 'true'),
);

export const Id = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200));
