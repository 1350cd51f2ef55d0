// One info line per answered request: method, route, status, duration and the request id (the pino child of the
// request carries reqId). Fastify's own request logging stays off: it writes two lines without the route. The line
// is written by lib/request-identity.ts, as the door of kept answers writes it. The same hook counts the request in
// the metrics (lib/metrics.ts), as the door counts its own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeRequestLine } from '../lib/request-identity';

export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const elapsedMs = reply.elapsedTime;
    app.metrics.observeRequest(request.method, route, reply.statusCode, elapsedMs / 1000);
    writeRequestLine(request.log, {
      method: request.method,
      route,
      status: reply.statusCode,
      durationMs: Math.round(elapsedMs * 10) / 10,
      userId: request.auth?.userId,
    });
    done();
  });
});
