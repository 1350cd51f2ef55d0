import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  MessageAnswer,
  SubscriptionAddressBody,
  SubscriptionIdBody,
  SubscriptionItem,
  SubscriptionListQuery,
  SubscriptionStatusBody,
} from '@sannidhi/domain/contracts/subscription';
import {
  NoticeActionBody,
  NoticeLinkAnswer,
  NoticeToken,
} from '@sannidhi/domain/contracts/subscription-notice';
import { requireAuth } from '../plugins/auth';
import { actOnNoticeLink, noticeLink } from '../services/subscriptions/notice-link';
import { listSubscriptionsOf } from '../services/subscriptions/list-subscriptions';
import {
  cancelSubscription,
  editSubscriptionAddress,
  updateSubscriptionStatus,
} from '../services/subscriptions/change-subscription';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The devotee's recurring prasadam subscriptions (spec part 2 §2 Subscriptions page, §7). */
export async function subscriptionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['subscription'], security: [{ bearer: [] }] };
  app.get(
    '/subscription',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        querystring: SubscriptionListQuery,
        response: { 200: envelope(z.array(SubscriptionItem)) },
      },
    },
    async (request) => ({
      payload: await listSubscriptionsOf(app.deps.pool, requireAuth(request), request.query.center),
    }),
  );
  app.post(
    '/subscription/cancel',
    {
      preHandler: app.authenticate,
      schema: { ...common, body: SubscriptionIdBody, response: { 200: envelope(MessageAnswer), ...errors } },
    },
    async (request) => ({
      payload: await cancelSubscription(app.deps, requireAuth(request), request.body.subscriptionId, {
        requestId: request.id,
      }),
    }),
  );
  app.post(
    '/subscription/updateStatus',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: SubscriptionStatusBody,
        response: { 200: envelope(MessageAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await updateSubscriptionStatus(app.deps, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );
  app.post(
    '/subscription/editAddress',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        body: SubscriptionAddressBody,
        response: { 200: envelope(MessageAnswer), ...errors },
      },
    },
    async (request) => ({
      payload: await editSubscriptionAddress(app.deps, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );

  // The pre-debit notice's one-tap link (issue 29): no sign-in, the token is the key; limited like payment links.
  const link = { tags: ['subscription'], params: NoticeToken };
  app.get(
    '/subscription/notice/:token',
    {
      config: { limit: 'paymentLink' },
      schema: { ...link, response: { 200: envelope(NoticeLinkAnswer), 400: ErrorBody, 404: ErrorBody } },
    },
    async (request) => ({ payload: await noticeLink(app.deps, request.params.token) }),
  );
  app.post(
    '/subscription/notice/:token',
    {
      config: { limit: 'paymentLink' },
      schema: {
        ...link,
        body: NoticeActionBody,
        response: { 200: envelope(NoticeLinkAnswer), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => ({
      payload: await actOnNoticeLink(app.deps, request.params.token, request.body.action, {
        requestId: request.id,
      }),
    }),
  );
}
