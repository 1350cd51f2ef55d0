// Answers kept at the door. A catalogue read that every anonymous caller of an address gets alike (the centres, a
// centre's rituals, a month of slots) is answered, once its route has answered it, straight from the HTTP server's
// request event: the same bytes and headers, without routing, hooks, validation and the reply pipeline, which were
// two thirds of the api's work on such a read (docs/decisions.md, "Speed").
//
// What keeps it as true as the route:
// - only an address the route itself answered is kept, by its exact text, for a GET with no sign-in and no
//   back-office header (what such a caller sees depends on nothing else), from a route with no rate limit;
// - a kept answer is sent only while its cache holds it: when that cache lets it go (places changed, the catalogue
//   changed, here or in another api process, or its TTL passed) it is retired and the next caller goes to the route;
// - a change to the catalogue drops every kept answer (a hidden ritual's slots are refused at once);
// - when the app closes, every request goes to Fastify, which answers 503 while it drains.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { BACK_OFFICE_HEADER, REQUEST_ID_HEADER } from '@sannidhi/domain/constants';
import { CACHE_CONTROL, JSON_TYPE, representationOf, type CachedJson } from './cached-json';
import { clientContext } from './client-context';

interface Kept {
  prepared: CachedJson;
  until: number;
  /** The route's pattern, for the request log. */
  route: string;
}

export interface SharedAnswers {
  /** Keeps the answer to this request for its address until `until` (ms since the epoch), if every caller shares it. */
  keep(request: FastifyRequest, prepared: CachedJson, until: number): void;
  /** Answers the request if its answer is kept; false leaves it to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  clear(): void;
  /** Stops answering (the app is closing). */
  close(): void;
  /** Answers sent from here since the start. */
  readonly served: number;
}

/** The levels at which the request log (plugins/request-log.ts) writes a line per answer. */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

/** A request whose answer is the same for everyone who sends it: no sign-in, no back-office view asked. */
function isAnonymous(headers: IncomingMessage['headers']): boolean {
  return headers.authorization === undefined && headers[BACK_OFFICE_HEADER] === undefined;
}

export function createSharedAnswers(options: {
  /** The security headers of an API answer. */
  headers: Record<string, string>;
  log: FastifyBaseLogger;
  maxEntries?: number;
}): SharedAnswers {
  const { log, maxEntries = 2000 } = options;
  const securityHeaders = Object.entries(options.headers).flat();
  const kept = new Map<string, Kept>();
  let open = true;
  let served = 0;

  function send(req: IncomingMessage, res: ServerResponse, entry: Kept) {
    const { status, etag, encoding, body } = representationOf(
      entry.prepared,
      req.headers['accept-encoding'],
      req.headers['if-none-match'],
    );
    const requestId = req.headers[REQUEST_ID_HEADER] || crypto.randomUUID();
    const headers = [...securityHeaders, REQUEST_ID_HEADER, requestId, 'etag', etag];
    headers.push('cache-control', CACHE_CONTROL, 'vary', 'accept-encoding');
    if (body !== null) {
      headers.push('content-type', JSON_TYPE);
      if (encoding) headers.push('content-encoding', encoding);
      headers.push('content-length', String(Buffer.byteLength(body)));
    }
    res.writeHead(status, headers);
    res.end(body ?? undefined);
    served++;
    if (LOGS_INFO.has(log.level)) {
      const context = clientContext(req.headers);
      const line = { reqId: requestId, method: 'GET', route: entry.route, status, durationMs: 0 };
      log.info(context ? { ...line, client: context } : line, 'request');
    }
  }

  return {
    keep(request, prepared, until) {
      if (!open || prepared.retired || until <= Date.now()) return;
      if (request.method !== 'GET' || !isAnonymous(request.headers)) return;
      if (request.routeOptions.config.limit) return;
      if (kept.size >= maxEntries) kept.clear();
      kept.set(request.url, { prepared, until, route: request.routeOptions.url ?? request.url });
    },
    serve(req, res) {
      if (!open || req.method !== 'GET' || !req.url) return false;
      const entry = kept.get(req.url);
      if (!entry) return false;
      if (entry.prepared.retired || entry.until <= Date.now()) {
        kept.delete(req.url);
        return false;
      }
      if (!isAnonymous(req.headers)) return false;
      send(req, res, entry);
      return true;
    },
    clear() {
      kept.clear();
    },
    close() {
      open = false;
      kept.clear();
    },
    get served() {
      return served;
    },
  };
}
