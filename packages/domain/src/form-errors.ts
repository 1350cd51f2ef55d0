/** Shared form messages and a helper turning a zod result into one message per field. */
import type * as z from 'zod/mini';

/** Message of every required field (spec part 2 §5). */
export const REQUIRED_MESSAGE = 'This field is mandatory';

/**
 * First error message per field of a zod safeParse result, keyed by the dotted path
 * (`prasadamDeliveryAddress.line1`, `palmLeafInfo.members`); the form root is keyed ''.
 * An empty object means the value is valid.
 */
export function fieldErrors(result: z.util.SafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
