/**
 * Sign-in and devotee-profile fetchers (spec part 1 §3, part 2 §3): POST /sso/hash, GET /sso/basicProfile,
 * /sso/profileCheck, /devotee/profile/{id} and POST /sso/createProfile — each answer parsed with the domain contract.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  DevoteeProfile,
  SsoHashAnswer,
  SsoProfileAnswer,
  type CreateProfileBody,
} from '@sannidhi/domain/contracts/auth';
import * as z from 'zod/mini';
import { api, type CallOptions } from '../lib/api-client';
import type { SsoHashRequest } from '../lib/sso-forms';

export const ssoKeys = {
  hash: (request: SsoHashRequest) => ['sso-hash', request] as const,
};

/** POST /sso/hash: the signed hash of the sign-in request (quiet: the login screen shows its own state). */
export function getSsoHash(request: SsoHashRequest, opts: CallOptions = {}): Promise<string> {
  return api.post('/sso/hash', SsoHashAnswer, request, { silent: true, ...opts });
}

export function ssoHashOptions(request: SsoHashRequest) {
  return queryOptions({
    queryKey: ssoKeys.hash(request),
    queryFn: ({ signal }) => getSsoHash(request, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * GET /sso/basicProfile?userId: the signed-in user's SSO profile (names, country). Silent and without a toast: the
 * session works without it, the names only greet the user.
 */
export function getBasicProfile(userId: string): Promise<SsoProfileAnswer> {
  return api.get('/sso/basicProfile', SsoProfileAnswer, {
    query: { userId },
    silent: true,
    toastOnError: false,
  });
}

/** GET /sso/profileCheck?email: the SSO profile of an e-mail, or null when there is none. */
export function checkSsoProfile(email: string): Promise<SsoProfileAnswer | null> {
  return api.get('/sso/profileCheck', z.nullable(SsoProfileAnswer), { query: { email } });
}

/** GET /devotee/profile/{profileId}: Sannidhi's own devotee profile, or null when they never used Sannidhi. */
export function getDevoteeProfile(profileId: string): Promise<DevoteeProfile | null> {
  return api.get(`/devotee/profile/${encodeURIComponent(profileId)}`, z.nullable(DevoteeProfile));
}

export type CreateSsoProfileBody = z.input<typeof CreateProfileBody>;

/**
 * POST /sso/createProfile: an office volunteer creates the devotee's SSO account (the api client sends the centre
 * header the volunteer role is checked against). No error toast: the screen says 'SSO Registration failed' itself.
 */
export function createSsoProfile(body: CreateSsoProfileBody): Promise<DevoteeProfile> {
  return api.post('/sso/createProfile', DevoteeProfile, body, { toastOnError: false });
}
