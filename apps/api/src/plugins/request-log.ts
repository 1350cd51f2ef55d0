// One info line per answered request: method, route, status, duration and the request id (the pino child of the
// request carries reqId). Fastify's own request logging stays off: it writes two lines without the route.
// The caller is the verified token's subject (`userId`), never what the client's headers say about itself.
// Health probes, asked every few seconds by orchestrators, log at debug.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const line = {
      method: request.method,
      route,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.auth ? { userId: request.auth.userId } : {}),
    };
    if (route.startsWith('/api/health')) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
});
