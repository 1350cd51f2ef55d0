import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@sannidhi/domain/contracts/common';
import {
  CenterByBookingAnswer,
  MixpanelListAnswer,
  PaymentIdBody,
  PaymentIdQuery,
  PaymentLinkAnswer,
  PaymentLinkInitAnswer,
  PaymentLinkStatusAnswer,
  PaymentStatusAnswer,
  TerminalAnswer,
} from '@sannidhi/domain/contracts/payment';
import { requireAuth } from '../plugins/auth';
import { getCenterByBookingId, getMixpanelList } from '../services/payments/booking-lookups';
import { handleGatewayNotification } from '../services/payments/handle-notification';
import { getPaymentLink, initialisePaymentLink } from '../services/payments/payment-link';
import { getPaymentLinkStatus } from '../services/payments/payment-link-status';
import { getPaymentStatus } from '../services/payments/payment-status';
import { pollTerminalPayment, startTerminalPayment } from '../services/payments/terminal-payment';
import { handleRefundNotification } from '../services/refunds/handle-refund-notification';

export async function paymentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const secured = { preHandler: app.authenticate };

  await app.register(notificationRoutes);

  app.get(
    '/payment/status',
    {
      ...secured,
      config: { limit: 'bookingLookup' },
      schema: {
        tags,
        security,
        querystring: z.object({ requestId: z.string().min(1) }),
        response: { 200: envelope(PaymentStatusAnswer) },
      },
    },
    async (request) => ({
      payload: await getPaymentStatus(app.deps, requireAuth(request), request.query.requestId, request.log),
    }),
  );

  app.get(
    '/centers/byBookingId',
    {
      ...secured,
      config: { limit: 'bookingLookup' },
      schema: {
        tags,
        security,
        querystring: z.object({ bookingId: z.string().min(1) }),
        response: { 200: envelope(CenterByBookingAnswer) },
      },
    },
    async (request) => ({
      payload: await getCenterByBookingId(app.deps, requireAuth(request), request.query.bookingId),
    }),
  );

  app.get(
    '/payment/mixpanelList/:orderId',
    {
      ...secured,
      config: { limit: 'bookingLookup' },
      schema: {
        tags,
        security,
        params: z.object({ orderId: z.uuid('must be an order id') }),
        response: { 200: envelope(MixpanelListAnswer) },
      },
    },
    async (request) => ({
      payload: await getMixpanelList(app.deps, requireAuth(request), request.params.orderId),
    }),
  );

  // The payment link page has no login wrapper: the link id (a random UUID e-mailed to the devotee) is the key.
  app.get(
    '/order/paymentLink',
    {
      config: { limit: 'paymentLink' },
      schema: { tags, querystring: PaymentIdQuery, response: { 200: envelope(PaymentLinkAnswer) } },
    },
    async (request) => ({ payload: await getPaymentLink(app.deps, request.query.paymentId) }),
  );

  app.post(
    '/order/paymentLinkInit',
    {
      config: { limit: 'paymentLink' },
      schema: {
        tags,
        body: PaymentIdBody,
        response: { 200: envelope(PaymentLinkInitAnswer) },
      },
    },
    async (request) => ({ payload: await initialisePaymentLink(app.deps, request.body.paymentId) }),
  );

  // The result after paying by link (the gateway returns to /gpmsResponse): no login either, the same key; it
  // answers only what the result card shows (rate-limited like the other booking look-ups).
  app.get(
    '/order/paymentLinkStatus',
    {
      config: { limit: 'bookingLookup' },
      schema: { tags, querystring: PaymentIdQuery, response: { 200: envelope(PaymentLinkStatusAnswer) } },
    },
    async (request) => ({
      payload: await getPaymentLinkStatus(app.deps, request.query.paymentId, request.log),
    }),
  );

  app.post(
    '/payment/terminal/start',
    {
      ...secured,
      config: { limit: 'terminal' },
      schema: { tags, security, body: PaymentIdBody, response: { 200: envelope(TerminalAnswer) } },
    },
    async (request) => ({
      payload: await startTerminalPayment(app.deps, requireAuth(request), request.body.paymentId),
    }),
  );

  app.get(
    '/payment/terminal/:paymentId',
    {
      ...secured,
      config: { limit: 'terminal' },
      schema: { tags, security, params: PaymentIdBody, response: { 200: envelope(TerminalAnswer) } },
    },
    async (request) => ({
      payload: await pollTerminalPayment(app.deps, requireAuth(request), request.params.paymentId),
    }),
  );
}

/**
 * The gateway's signed server-to-server notifications (a payment's status, a refund's outcome). The signature is over
 * the raw body, so these routes parse JSON themselves.
 */
async function notificationRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );
  const rawBodyOf = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
  const signatureOf = (request: FastifyRequest) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    return { timestamp: header('x-gateway-timestamp'), signature: header('x-gateway-signature') };
  };

  app.post(
    '/payment/notification',
    { config: { ignoresToken: true }, schema: { tags: ['payments'], hide: false } },
    async (request) => {
      const rawBody = rawBodyOf(request);
      let requestId = '';
      try {
        requestId = String((JSON.parse(rawBody) as { requestId?: unknown }).requestId ?? '');
      } catch {
        /* refused below by the signature or body check */
      }
      const result = await handleGatewayNotification(
        app.deps,
        { rawBody, ...signatureOf(request), requestId },
        request.log,
      );
      return { payload: result };
    },
  );

  app.post('/payment/refundNotification', { schema: { tags: ['payments'] } }, async (request) => ({
    payload: await handleRefundNotification(app.deps, {
      rawBody: rawBodyOf(request),
      ...signatureOf(request),
    }),
  }));
}
