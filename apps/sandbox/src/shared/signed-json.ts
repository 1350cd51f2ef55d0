// Shared by the sandbox's signed server-to-server APIs (gateway refunds and mandates, card terminal).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** JSON bodies arrive as their raw text in this scope, because the signature covers exactly that text. */
export function keepRawJsonBodies(api: FastifyInstance): void {
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, raw, done) =>
    done(null, raw),
  );
}

/** A behaviour switch sent as JSON (`true`) or from a page's form (`"true"`). */
export const FlagField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();
