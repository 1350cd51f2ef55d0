/**
 * The signed-in person's interface language, stored on their account (issue 28): GET and PUT /user/language, each
 * answer parsed with the domain contract. Quiet: a failure leaves the language as it is on this device.
 */
import { UserLanguageAnswer } from '@sannidhi/domain/contracts/user-language';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { api } from '../lib/api-client';

export const userLanguageKeys = { all: ['user-language'] as const };

/** GET /user/language: the stored language, or null when the person never chose one. */
export async function getUserLanguage(signal?: AbortSignal): Promise<UiLanguage | null> {
  const answer = await api.get('/user/language', UserLanguageAnswer, {
    signal,
    silent: true,
    toastOnError: false,
    // Read on its own on every signed-in page load: its 401 never signs anyone out; the person's next call does.
    background: true,
  });
  return answer.language;
}

/** PUT /user/language: stores the language on the signed-in person's own account. */
export async function putUserLanguage(language: UiLanguage): Promise<UiLanguage | null> {
  const answer = await api.put(
    '/user/language',
    UserLanguageAnswer,
    { language },
    { silent: true, toastOnError: false, background: true },
  );
  return answer.language;
}
