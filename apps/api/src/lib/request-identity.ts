// Who a request is, for its answer and its log lines: its id (the caller's own X-Request-Id, or a new one) and what
// the client says about its context. One home for the app's onRequest hook and the door of kept answers
// (lib/shared-answers.ts), which sends the same header and writes the same log line.
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, onRequestHookHandler } from 'fastify';
import { REQUEST_ID_HEADER } from '@sannidhi/domain/constants';
import { clientContext } from './client-context';

/** The request id: the caller's own `X-Request-Id`, or a new UUID (Fastify's `genReqId` and the door). */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && given !== '' ? given : crypto.randomUUID();
}

/** The app's onRequest hook: the id goes back in a header; the client's context into the request's log lines. */
export const identifyRequest: onRequestHookHandler = function identifyRequest(request, reply, done) {
  void reply.header(REQUEST_ID_HEADER, request.id);
  const context = clientContext(request.headers);
  if (context) request.log = request.log.child({ client: context });
  done();
};

/** What the log line of an answered request says (the request's logger adds its reqId and the client's context). */
export interface RequestLine {
  method: string;
  /** The route's pattern, or 'unmatched'. */
  route: string;
  status: number;
  durationMs: number;
  /** The verified token's subject, never what the client's headers say about itself. */
  userId?: string | undefined;
}

const INFO_LEVELS = new Set(['trace', 'debug', 'info']);

/** Whether this logger writes the line of an ordinary answer (so the door need not make it). */
export function writesRequestLines(log: FastifyBaseLogger): boolean {
  return INFO_LEVELS.has(log.level);
}

/**
 * Writes one line per answered request: at info, and at debug for health probes (asked every few seconds by
 * orchestrators). `bindings`: what the request's own logger would carry, for a caller that has none (the door).
 */
export function writeRequestLine(
  log: FastifyBaseLogger,
  line: RequestLine,
  bindings?: Record<string, unknown>,
) {
  const { userId, ...rest } = line;
  const fields = { ...bindings, ...rest, ...(userId === undefined ? {} : { userId }) };
  if (line.route.startsWith('/api/health')) log.debug(fields, 'request');
  else log.info(fields, 'request');
}
