import { SsoProfileAnswer } from '@sannidhi/domain/contracts/auth';
import { api } from '../../../lib/api-client';

/**
 * `GET /sso/basicProfile?userId=`: the signed-in user's SSO profile (names, country). Silent and
 * without a toast: the session works without it, the names only greet the user.
 */
export function getBasicProfile(userId: string): Promise<SsoProfileAnswer> {
  return api.get('/sso/basicProfile', SsoProfileAnswer, {
    query: { userId },
    silent: true,
    toastOnError: false,
  });
}
