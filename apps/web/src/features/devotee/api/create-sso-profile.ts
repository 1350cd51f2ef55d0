import { DevoteeProfile } from '@sannidhi/domain/contracts/auth';
import { api } from '../../../lib/api-client';

export interface CreateSsoProfileBody {
  firstName: string;
  lastName: string;
  email: string;
  countryOfResidence: string;
}

/**
 * `POST /sso/createProfile`: an office volunteer creates the devotee's SSO account (the api client
 * sends the centre header the volunteer role is checked against). No error toast: the screen says
 * 'SSO Registration failed' itself.
 */
export async function createSsoProfile(body: CreateSsoProfileBody): Promise<DevoteeProfile> {
  return api.post('/sso/createProfile', DevoteeProfile, body, { toastOnError: false });
}
