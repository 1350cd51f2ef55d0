// Answers kept at the door. A catalogue read that every caller of an address outside the back office gets alike
// (the centres, a centre's rituals, a month of slots) is answered, once its route has answered it, straight from the
// HTTP server's request event: the same bytes and headers, without routing, hooks, validation and the reply
// pipeline, which were two thirds of the api's work on such a read (docs/decisions.md, "Speed").
//
// One home for what an answer carries: the security headers are the ones the app's hook sets
// (plugins/security-headers.ts), the request id and the log line come from lib/request-identity.ts, and the ETag,
// 304 and encoding from lib/cached-json.ts, as for the route. The door does what the app's own onRequest hooks do
// (`standsInFor`, listed in app.ts); the answer of a route with any other onRequest hook (a CORS, maintenance or
// IP-block hook added later, a rate limit) is never kept, so no hook is ever skipped.
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
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest, onRequestHookHandler } from 'fastify';
import { BACK_OFFICE_HEADER, REQUEST_ID_HEADER } from '@sannidhi/domain/constants';
import { CACHE_CONTROL, JSON_TYPE, representationOf, type CachedJson } from './cached-json';
import { clientContext } from './client-context';
import { requestIdOf, writeRequestLine, writesRequestLines } from './request-identity';

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

/**
 * The onRequest hooks a request ran through to reach its route: the app's and the route's own, in Fastify's route
 * context. Null if Fastify no longer keeps them there (then nothing is kept: the route answers every request).
 */
/** A hook's own name, without the "bound " Fastify's binding puts before it. */
function nameOf(hook: unknown): string {
  return typeof hook === 'function' ? hook.name.replace(/^bound /, '') : '';
}

function onRequestHooksOf(request: FastifyRequest): readonly unknown[] | null {
  const key = Object.getOwnPropertySymbols(request).find((s) => s.description === 'fastify.context');
  const context = key ? (request as unknown as Record<symbol, { onRequest?: unknown }>)[key] : undefined;
  if (!context || !('onRequest' in context)) return null;
  return Array.isArray(context.onRequest) ? context.onRequest : [];
}

export function createSharedAnswers(options: {
  /** The security headers of an API answer. */
  headers: Record<string, string>;
  /** The onRequest hooks whose work the door does itself; a route with any other is never kept. */
  standsInFor: readonly onRequestHookHandler[];
  log: FastifyBaseLogger;
  /** The user a signed-in caller's Authorization header passes the route's check as without asking anyone, or null. */
  knownCaller: (authorization: string) => string | null;
  /** Counts an answer sent from here, as the route's would be counted (lib/metrics.ts). */
  countAnswer?: (route: string, status: number, seconds: number) => void;
  maxEntries?: number;
}): SharedAnswers {
  const { log, knownCaller, countAnswer, maxEntries = 2000 } = options;
  // Fastify binds each hook to its instance, so a hook is known by its name ("bound identifyRequest"), and a route
  // with more hooks than these is never kept.
  const honoured = new Set(
    options.standsInFor.map((hook) => {
      if (!hook.name) throw new Error('A hook the door stands in for needs a name');
      return hook.name;
    }),
  );
  const securityHeaders = Object.entries(options.headers).flat();
  const kept = new Map<string, Kept>();
  let open = true;
  let served = 0;

  function send(req: IncomingMessage, res: ServerResponse, entry: Kept, userId: string | null) {
    const started = performance.now();
    const { status, etag, encoding, body } = representationOf(
      entry.prepared,
      req.headers['accept-encoding'],
      req.headers['if-none-match'],
    );
    const requestId = requestIdOf(req.headers);
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
    countAnswer?.(entry.route, status, (performance.now() - started) / 1000);
    if (writesRequestLines(log)) {
      const context = clientContext(req.headers);
      const line = { method: 'GET', route: entry.route, status, durationMs: 0, userId: userId ?? undefined };
      writeRequestLine(log, line, context ? { reqId: requestId, client: context } : { reqId: requestId });
    }
  }

  return {
    keep(request, prepared, { until, anyCaller }) {
      if (!open || prepared.retired || until <= Date.now()) return;
      if (request.method !== 'GET' || request.headers[BACK_OFFICE_HEADER] !== undefined) return;
      // A signed-in caller's answer is kept only if it is everyone's.
      if (request.headers.authorization !== undefined && !anyCaller) return;
      if (request.routeOptions.config.limit) return;
      const hooks = onRequestHooksOf(request);
      if (!hooks || hooks.length > honoured.size || hooks.some((hook) => !honoured.has(nameOf(hook)))) return;
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
