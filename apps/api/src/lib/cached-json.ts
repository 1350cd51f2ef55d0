// Catalogue answers kept ready to send: validated against the route's answer schema once, when the cache is filled,
// then served as the same JSON text with an ETag to every caller until the catalogue changes — no per-request
// validation and serialisation of the same list, a 304 for a browser that already has it, and the text compressed
// once (brotli or gzip, as the browser accepts) instead of on every answer.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';

type Encoding = 'br' | 'gzip';

export interface CachedJson {
  json: string;
  /** The text's digest; each encoding's ETag adds its name (a strong ETag names one representation). */
  digest: string;
  /** Compressed copies, made when first asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Below this size compressing saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** Prepares a JSON text for sending. */
export function preparedText(json: string): CachedJson {
  return { json, digest: crypto.createHash('sha1').update(json).digest('base64url'), encoded: {} };
}

/** Checks the answer against its schema and prepares it for sending. */
export function prepareJson<S extends z.core.$ZodType>(schema: S, answer: z.input<S>): CachedJson {
  return preparedText(JSON.stringify(z.parse(schema, answer)));
}

const knownHeaders = new Map<string, Encoding | null>();

/** The encoding to send: brotli, else gzip, when the request accepts it (a q=0 refuses it). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  // Browsers send one of a few headers, so each is read once.
  let known = knownHeaders.get(header);
  if (known === undefined) {
    known = readAcceptEncoding(header);
    if (knownHeaders.size < 1000) knownHeaders.set(header, known);
  }
  return known;
}

function readAcceptEncoding(header: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!params.some((p) => /^q=0(\.0*)?$/.test(p))) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(encoding: Encoding, text: string): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(text);
}

/** Sends a prepared answer: 304 when the caller holds this version, else the JSON text (revalidated on each use). */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: CachedJson) {
  const encoding =
    prepared.json.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  const etag = encoding ? `"${prepared.digest}-${encoding}"` : `"${prepared.digest}"`;
  void reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(prepared.json);
  const body = (prepared.encoded[encoding] ??= compress(encoding, prepared.json));
  return reply.header('content-encoding', encoding).send(body);
}
