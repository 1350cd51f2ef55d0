// The signed-in person's interface language (issue 28): read after sign-in, set when they choose one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UserLanguageAnswer, UserLanguageBody } from '@sannidhi/domain/contracts/user-language';
import { requireAuth } from '../plugins/auth';
import { getUserLanguage, setUserLanguage } from '../services/users/user-language';
import { answers, signedIn } from './signed-in';

export async function userLanguageRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tag = 'user';

  app.get(
    '/user/language',
    signedIn(app, tag, { response: answers(UserLanguageAnswer) }),
    async (request) => ({ payload: await getUserLanguage(app.deps, requireAuth(request)) }),
  );

  app.put(
    '/user/language',
    signedIn(app, tag, { body: UserLanguageBody, response: answers(UserLanguageAnswer, 400, 404) }),
    async (request) => ({ payload: await setUserLanguage(app.deps, requireAuth(request), request.body) }),
  );
}
