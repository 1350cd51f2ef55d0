// The options every route of a signed-in caller repeats: authenticate first, document it under its tag with the bearer
// token, and answer its envelope or `{ message }` for each error status it names.
import type { FastifyInstance, FastifySchema } from 'fastify';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import type { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/** The answers of a route: 200 with the answer in its envelope, `{ message }` for each error status. */
export function answers<A extends z.core.$ZodType, E extends ErrorStatus>(
  answer: A,
  ...errors: E[]
): { 200: ReturnType<typeof envelope<A>> } & Record<E, typeof ErrorBody> {
  const byStatus = Object.fromEntries(errors.map((status) => [status, ErrorBody])) as Record<
    E,
    typeof ErrorBody
  >;
  return { 200: envelope(answer), ...byStatus };
}

/** A route for a signed-in caller: its preHandler authenticates; the schema is documented under the tag. */
export function signedIn<S extends FastifySchema>(app: FastifyInstance, tag: string, schema: S) {
  return {
    preHandler: app.authenticate,
    schema: { tags: [tag], security: [{ bearer: [] }], ...schema },
  };
}
