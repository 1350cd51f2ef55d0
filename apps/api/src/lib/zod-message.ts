import type { ZodError } from 'zod';

/** A 400 message naming the field(s) at fault, e.g. "centerId: Required". */
export function describeZodError(error: ZodError, where?: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join('.') || where || 'request';
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}
