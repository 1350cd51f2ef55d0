// One info line per answered request: method, route, status, duration and the request id (the pino child of the
// request carries reqId). Fastify's own request logging stays off: it writes two lines without the route. The line
// is written by lib/request-identity.ts, as the door of kept answers writes it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeRequestLine } from '../lib/request-identity';

export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    writeRequestLine(request.log, {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.auth?.userId,
    });
    done();
  });
});
