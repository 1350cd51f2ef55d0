// The signed-in person's data rights (issue 30): "Download my data" and "Delete my account". There is no user id in
// any request: a person reads and erases only their own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConsentsAnswer,
  ErasureAnswer,
  ErasureBody,
  MyDataAnswer,
  NewsletterConsentBody,
} from '@sannidhi/domain/contracts/data-rights';
import { requestLanguage } from '../lib/client-context';
import { requireAuth } from '../plugins/auth';
import {
  dismissErasureNotice,
  getErasure,
  keepMyAccount,
  requestErasure,
} from '../services/users/account-erasure';
import { getMyConsents, setMyNewsletterConsent } from '../services/users/consents';
import { exportMyData } from '../services/users/export-my-data';
import { answers, signedIn } from './signed-in';

export async function userDataRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tag = 'user';

  app.get(
    '/user/data',
    signedIn(app, tag, { response: answers(MyDataAnswer, 404) }),
    async (request, reply) => {
      const payload = await exportMyData(app.deps, requireAuth(request), { requestId: request.id });
      void reply.header('cache-control', 'no-store');
      return { payload };
    },
  );

  app.get('/user/consents', signedIn(app, tag, { response: answers(ConsentsAnswer) }), async (request) => ({
    payload: await getMyConsents(app.deps, requireAuth(request)),
  }));

  app.put(
    '/user/consents/newsletter',
    signedIn(app, tag, { body: NewsletterConsentBody, response: answers(ConsentsAnswer, 400) }),
    async (request) => ({
      payload: await setMyNewsletterConsent(app.deps, requireAuth(request), request.body, {
        requestId: request.id,
      }),
    }),
  );

  app.get(
    '/user/erasure',
    signedIn(app, tag, { response: answers(ErasureAnswer, 404) }),
    async (request) => ({
      payload: await getErasure(app.deps, requireAuth(request), requestLanguage(request.headers)),
    }),
  );

  app.post(
    '/user/erasure',
    signedIn(app, tag, { body: ErasureBody, response: answers(ErasureAnswer, 400, 404, 409) }),
    async (request) => ({
      payload: await requestErasure(app.deps, requireAuth(request), {
        requestId: request.id,
        lang: requestLanguage(request.headers),
      }),
    }),
  );

  app.delete(
    '/user/erasure',
    signedIn(app, tag, { response: answers(ErasureAnswer, 404) }),
    async (request) => ({
      payload: await keepMyAccount(app.deps, requireAuth(request), {
        requestId: request.id,
        lang: requestLanguage(request.headers),
      }),
    }),
  );

  // The devotee has read that signing in cancelled their deletion request: the Dashboard stops saying so.
  app.delete(
    '/user/erasure/notice',
    signedIn(app, tag, { response: answers(ErasureAnswer, 404) }),
    async (request) => ({
      payload: await dismissErasureNotice(app.deps, requireAuth(request)),
    }),
  );
}
