// Answers kept at the door. A catalogue read that every caller of an address outside the back office gets alike
// (the centres, a centre's rituals, a month of slots) is answered, once its route has answered it, straight from the
// HTTP server's request event: the same bytes and headers, without routing, hooks, validation and the reply
// pipeline, which were two thirds of the api's work on such a read (docs/decisions.md, "Speed").
//
// What keeps it as true as the route:
// - only an address the route itself answered is kept, by its exact text, for a GET with no back-office header, from
//   a route with no rate limit;
// - it is sent to callers with no sign-in; and to signed-in callers only when the route said the answer is the same
//   for anyone (not a back-office view the query asks for) and their token would pass the route's check without
//   asking anyone (verified before, not ended, its user's standing known and active: plugins/auth.ts) — a token
//   that is unknown, ended or of a disabled user goes to the route, which answers 401;
// - a kept answer is sent only while its cache holds it: when that cache lets it go (places changed, the catalogue
//   changed, here or in another api process, or its TTL passed) it is retired and the next caller goes to the route;
// - a change to the catalogue drops every kept answer (a hidden ritual's slots are refused at once);
// - when the app closes, nothing is sent from here; app.ts answers 503 `{ message }` while it drains.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { BACK_OFFICE_HEADER, REQUEST_ID_HEADER } from '@sannidhi/domain/constants';
import { CACHE_CONTROL, JSON_TYPE, representationOf, type CachedJson } from './cached-json';
import { clientContext } from './client-context';

interface Kept {
  prepared: CachedJson;
  until: number;
  /** The same answer for signed-in callers too. */
  anyCaller: boolean;
  /** The route's pattern, for the request log. */
  route: string;
}

export interface SharedAnswers {
  /**
   * Keeps the answer to this request for its address until `until` (ms since the epoch). `anyCaller`: a signed-in
   * caller gets the same answer as one with no sign-in.
   */
  keep(request: FastifyRequest, prepared: CachedJson, share: { until: number; anyCaller: boolean }): void;
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

export function createSharedAnswers(options: {
  /** The security headers of an API answer. */
  headers: Record<string, string>;
  log: FastifyBaseLogger;
  /** The user a signed-in caller's Authorization header passes the route's check as without asking anyone, or null. */
  knownCaller: (authorization: string) => string | null;
  maxEntries?: number;
}): SharedAnswers {
  const { log, knownCaller, maxEntries = 2000 } = options;
  const securityHeaders = Object.entries(options.headers).flat();
  const kept = new Map<string, Kept>();
  let open = true;
  let served = 0;

  function send(req: IncomingMessage, res: ServerResponse, entry: Kept, userId: string | null) {
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
      const line = {
        reqId: requestId,
        method: 'GET',
        route: entry.route,
        status,
        durationMs: 0,
        ...(userId === null ? {} : { userId }),
      };
      log.info(context ? { ...line, client: context } : line, 'request');
    }
  }

  return {
    keep(request, prepared, { until, anyCaller }) {
      if (!open || prepared.retired || until <= Date.now()) return;
      if (request.method !== 'GET' || request.headers[BACK_OFFICE_HEADER] !== undefined) return;
      // A signed-in caller's answer is kept only if it is everyone's.
      if (request.headers.authorization !== undefined && !anyCaller) return;
      if (request.routeOptions.config.limit) return;
      if (kept.size >= maxEntries) kept.clear();
      kept.set(request.url, { prepared, until, anyCaller, route: request.routeOptions.url ?? request.url });
    },
    serve(req, res) {
      if (!open || req.method !== 'GET' || !req.url) return false;
      const entry = kept.get(req.url);
      if (!entry) return false;
      if (entry.prepared.retired || entry.until <= Date.now()) {
        kept.delete(req.url);
        return false;
      }
      if (req.headers[BACK_OFFICE_HEADER] !== undefined) return false;
      const { authorization } = req.headers;
      let userId: string | null = null;
      if (authorization !== undefined) {
        userId = entry.anyCaller ? knownCaller(authorization) : null;
        if (userId === null) return false;
      }
      send(req, res, entry, userId);
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
