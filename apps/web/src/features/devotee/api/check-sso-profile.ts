import { SsoProfileAnswer } from '@sannidhi/domain/contracts/auth';
import { api } from '../../../lib/api-client';

/** `GET /sso/profileCheck?email=`: the SSO profile of an e-mail, or null when there is none. */
export async function checkSsoProfile(email: string): Promise<SsoProfileAnswer | null> {
  return api.get('/sso/profileCheck', SsoProfileAnswer.nullable(), { query: { email } });
}
