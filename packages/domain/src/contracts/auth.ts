import * as z from 'zod/mini';
import { Id } from './common';
import { ShownConsentTexts } from './data-rights';
import { UiLanguageCode } from './user-language';

export const SsoHashBody = z.object({
  api_key: z.string().check(z.trim(), z.minLength(1, 'is required')),
  request_url: z.url('must be a URL'),
  callback_url: z.url('must be a URL'),
});

export const UserIdQuery = z.object({ userId: Id });
export const EmailQuery = z.object({ email: z.email('Please enter a valid email') });
export const ProfileIdParams = z.object({ profileId: Id });
export const RolesQuery = z.object({ userId: Id, centerId: Id });

/** POST /sso/hash: the signed hash of the SSO request. */
export const SsoHashAnswer = z.string();
/** GET /roles: the staff roles of a user at a centre. */
export const RolesAnswer = z.array(z.string());

export const SsoProfileAnswer = z.object({
  profileId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  countryOfResidence: z.string(),
  photo: z.string(),
});
export type SsoProfileAnswer = z.infer<typeof SsoProfileAnswer>;

/** The devotee on whose behalf a volunteer books (spec part 2 §3). */
export const DevoteeProfile = z.object({
  profileId: z.string(),
  ssoId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  countryOfResidence: z.string(),
});
export type DevoteeProfile = z.infer<typeof DevoteeProfile>;

const requiredName = z.string().check(z.trim(), z.minLength(1, 'This field is mandatory'), z.maxLength(255));
export const CreateProfileBody = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email: z.email('Please enter a valid email').check(z.maxLength(255)),
  countryOfResidence: z.string().check(z.trim(), z.minLength(1, 'This field is mandatory'), z.maxLength(2)),
  /** The registration consent's text as the card showed it to the volunteer (issue 30): stored with the consent. */
  consentTexts: z.optional(ShownConsentTexts),
  /**
   * The devotee's language for mails, asked at the counter: stored as the new account's `users.language` (an account
   * that already has one keeps it). Optional for older callers: without it the account has none (English mails).
   */
  language: z.optional(UiLanguageCode),
});

export const ConfigAnswer = z.object({
  environment: z.string(),
  region: z.string(),
  appOrigin: z.string(),
  backOfficeOrigin: z.string(),
  ssoBase: z.string(),
  ssoLoginUrl: z.string(),
  ssoLogoutUrl: z.string(),
  ssoProfileUrl: z.string(),
  ssoApiKey: z.string(),
  ssoBackOfficeApiKey: z.string(),
  legalEntity: z.string(),
  infoSiteBase: z.string(),
  infoSiteBaseByRegion: z.object({ INDIA: z.string(), OVERSEAS: z.string() }),
  analyticsId: z.string(),
  addressAutocompleteKey: z.string(),
  defaults: z.object({
    currency: z.string(),
    timezone: z.string(),
    dateFormat: z.string(),
    dialCode: z.string(),
    country: z.string(),
  }),
});
export type ConfigAnswer = z.infer<typeof ConfigAnswer>;
