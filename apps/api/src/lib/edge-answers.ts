// Answers given before Fastify routes a request, in the app's own `{ message }` shape: a request the HTTP parser
// refused (headers too large, a malformed request line, a timeout) and a request that arrives while the app drains
// on shutdown. Fastify's and Node's own answers to these carry `error`/`statusCode` fields or no body at all.
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { UNAVAILABLE_MESSAGE } from './pg-errors';

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large. Clear this site’s cookies or send smaller headers.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive. Please try again.',
  },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP' };

/** The HTTP server's `clientError` listener (and Fastify's clientErrorHandler). */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = CLIENT_ERRORS[err.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** A request that arrived while the app drains: 503, try again (a load balancer sends it to another replica). */
export function answerClosing(res: ServerResponse, headers: Record<string, string>): void {
  const body = JSON.stringify({ message: UNAVAILABLE_MESSAGE });
  res.writeHead(503, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'retry-after': '2',
    connection: 'close',
  });
  res.end(body);
}
