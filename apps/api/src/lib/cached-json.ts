// Catalogue answers kept ready to send: validated against the route's answer schema once, when the cache is filled,
// then served as the same JSON text with an ETag to every caller until the catalogue changes — no per-request
// validation and serialisation of the same list, a 304 for a browser that already has it, and the text compressed
// once (brotli or gzip, as the browser accepts) instead of on every answer. An answer that is the same for the
// callers of its address is also kept at the door (lib/shared-answers.ts) until its cache lets it go.
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
  /** When the text was made (ms since the epoch): a copy kept elsewhere lives no longer than its cache's TTL. */
  madeAt: number;
  /** Set when its cache let it go (cleared, evicted or expired): no longer to be sent from elsewhere. */
  retired: boolean;
}

/** The `retire` of a cache of prepared answers (lib/ttl-cache.ts). */
export function retireAnswer(prepared: CachedJson): void {
  prepared.retired = true;
}

/** Below this size compressing saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** Prepares a JSON text for sending. */
export function preparedText(json: string): CachedJson {
  return {
    json,
    digest: crypto.createHash('sha1').update(json).digest('base64url'),
    encoded: {},
    madeAt: Date.now(),
    retired: false,
  };
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

/** What to send for a prepared answer, as a request with these headers asks for it. */
export interface Representation {
  status: 200 | 304;
  etag: string;
  encoding: Encoding | null;
  /** The JSON text or its compressed copy; none for a 304. */
  body: string | Buffer | null;
}

/** 304 when the caller holds this version (its ETag), else the JSON text in the encoding it accepts. */
export function representationOf(
  prepared: CachedJson,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): Representation {
  const encoding = prepared.json.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(acceptEncoding) : null;
  const etag = encoding ? `"${prepared.digest}-${encoding}"` : `"${prepared.digest}"`;
  if (ifNoneMatch === etag) return { status: 304, etag, encoding, body: null };
  const body = encoding ? (prepared.encoded[encoding] ??= compress(encoding, prepared.json)) : prepared.json;
  return { status: 200, etag, encoding, body };
}

/** Headers of every prepared answer besides its ETag: revalidated on each use, varying with the encoding. */
export const CACHE_CONTROL = 'no-cache';
export const JSON_TYPE = 'application/json; charset=utf-8';

/** How a prepared answer may be sent again at the door (lib/shared-answers.ts). */
export interface Sharing {
  /** How long its cache keeps it (0: not cached, not shared). */
  forMs: number;
  /** A signed-in caller of this address gets the same answer as one with no sign-in. */
  anyCaller: boolean;
}

/**
 * Sends a prepared answer; with `share`, it is also kept at the door for the rest of its cache's time, for the
 * callers of this address who get the same answer.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: CachedJson,
  share?: Sharing,
) {
  if (share && share.forMs > 0) {
    const { forMs, anyCaller } = share;
    request.server.sharedAnswers.keep(request, prepared, { until: prepared.madeAt + forMs, anyCaller });
  }
  const { status, etag, encoding, body } = representationOf(
    prepared,
    request.headers['accept-encoding'],
    request.headers['if-none-match'],
  );
  void reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
  if (status === 304) return reply.code(304).send();
  void reply.type(JSON_TYPE);
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(body);
}
