import * as z from 'zod/mini';
import { UI_LANGUAGES, type UiLanguage } from '../languages';

const CODES = UI_LANGUAGES.map((l) => l.code) as [UiLanguage, ...UiLanguage[]];

/** The message of a language code Sannidhi does not speak. */
export const UNKNOWN_LANGUAGE_MESSAGE = 'Please choose one of the languages offered';

/** One of the seven interface languages (languages.ts). */
export const UiLanguageCode = z.enum(CODES, { error: UNKNOWN_LANGUAGE_MESSAGE });

/**
 * `PUT /user/language`: the signed-in person's interface language, stored on their account (mails and their next
 * device follow it). Strict: the account is the caller's own, so a body naming anyone (ssoId) is refused.
 */
export const UserLanguageBody = z.strictObject({ language: UiLanguageCode });
export type UserLanguageBody = z.output<typeof UserLanguageBody>;

/** `GET /user/language` and the answer of the PUT: the stored language, null when the person never chose one. */
export const UserLanguageAnswer = z.object({ language: z.nullable(UiLanguageCode) });
export type UserLanguageAnswer = z.output<typeof UserLanguageAnswer>;
