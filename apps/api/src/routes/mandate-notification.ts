import type { FastifyInstance } from 'fastify';
import { handleMandateNotification } from '../services/subscriptions/handle-mandate-notification';

/** The gateway's signed mandate notifications (a payer cancelled a mandate); parses JSON itself for the raw body. */
export async function mandateNotificationRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post('/payment/mandateNotification', { schema: { tags: ['payments'] } }, async (request) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    return {
      payload: await handleMandateNotification(app.deps, {
        rawBody: typeof request.body === 'string' ? request.body : '',
        timestamp: header('x-gateway-timestamp'),
        signature: header('x-gateway-signature'),
      }),
    };
  });
}
