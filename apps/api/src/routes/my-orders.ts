import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  CancelOrderAnswer,
  CancelOrderBody,
  HoldOrderAnswer,
  HoldOrderBody,
  OrderCalendarQuery,
  OrderList,
  OrderListQuery,
  RefundAmountAnswer,
  RefundAmountQuery,
  RescheduleOrderAnswer,
  RescheduleOrderBody,
} from '@sannidhi/domain/contracts/my-orders';
import { requestLanguage } from '../lib/client-context';
import { requireAuth } from '../plugins/auth';
import type { OrderListKind } from '../repositories/orders-lists';
import { cancelOrders } from '../services/my-orders/cancel-orders';
import { getRefundAmount } from '../services/my-orders/get-refund-amount';
import { holdOrder } from '../services/my-orders/hold-order';
import { listMyOrders } from '../services/my-orders/list-orders';
import { getOrderCalendar } from '../services/my-orders/order-calendar';
import { rescheduleOrder } from '../services/my-orders/reschedule-order';
import { sendRefundsSoon } from '../services/refunds/send-refunds';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};
const LISTS: Record<string, OrderListKind> = {
  '/order/listUpcoming': 'upcoming',
  '/order/listPast': 'past',
  '/order/listOnHold': 'onHold',
};

/** My Rituals (spec part 2 §7): the three order lists and hold, reschedule, cancel, refund amount. */
export async function myOrderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.deps;
  const common = { tags: ['my rituals'], security: [{ bearer: [] }] };

  for (const [path, kind] of Object.entries(LISTS)) {
    app.get(
      path,
      {
        preHandler: app.authenticate,
        schema: { ...common, querystring: OrderListQuery, response: { 200: envelope(OrderList), ...errors } },
      },
      async (request) => ({
        payload: await listMyOrders(pool, requireAuth(request), kind, request.query, {
          isBackOffice: request.isBackOffice,
        }),
      }),
    );
  }

  app.put(
    '/order/hold',
    {
      preHandler: app.authenticate,
      schema: { ...common, body: HoldOrderBody, response: { 200: envelope(HoldOrderAnswer), ...errors } },
    },
    async (request) => ({
      payload: await holdOrder(pool, requireAuth(request), request.body.orderId, { requestId: request.id }),
    }),
  );

  app.post(
    '/order/reschedule',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: RescheduleOrderBody,
        response: { 200: envelope(RescheduleOrderAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await rescheduleOrder(pool, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );

  app.get(
    '/order/calendar',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: OrderCalendarQuery,
        response: { 200: z.string().describe('An iCalendar file (text/calendar)'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await getOrderCalendar(
        pool,
        requireAuth(request),
        request.query.orderId,
        requestLanguage(request.headers),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.post(
    '/order/cancel',
    {
      preHandler: app.authenticate,
      schema: { ...common, body: CancelOrderBody, response: { 200: envelope(CancelOrderAnswer), ...errors } },
    },
    async (request) => {
      const { answer, refundIds } = await cancelOrders(pool, requireAuth(request), request.body.orderIds, {
        requestId: request.id,
      });
      if (refundIds.length) sendRefundsSoon(app.deps, request.log);
      return { payload: answer };
    },
  );

  app.get(
    '/order/getRefundAmount',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: RefundAmountQuery,
        response: { 200: envelope(RefundAmountAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await getRefundAmount(pool, requireAuth(request), request.query.orderIds),
    }),
  );
}
