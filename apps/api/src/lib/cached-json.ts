// Catalogue answers kept ready to send: validated against the route's answer schema once, when the cache is filled,
// then served as the same JSON text with an ETag to every caller until the catalogue changes — no per-request
// validation and serialisation of the same list, and a 304 for a browser that already has it.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';

export interface CachedJson {
  json: string;
  etag: string;
}

/** Checks the answer against its schema and prepares it for sending. */
export function prepareJson<S extends z.core.$ZodType>(schema: S, answer: z.input<S>): CachedJson {
  const json = JSON.stringify(z.parse(schema, answer));
  const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag };
}

/** Sends a prepared answer: 304 when the caller holds this version, else the JSON text (revalidated on each use). */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: CachedJson) {
  reply.header('etag', prepared.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(prepared.json);
}
