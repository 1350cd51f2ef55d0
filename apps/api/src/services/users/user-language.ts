// GET and PUT /user/language: the signed-in person's interface language, stored on their own account (issue 28).
// There is no user id in the request: a person reads and sets only their own.
import type { UserLanguageAnswer, UserLanguageBody } from '@sannidhi/domain/contracts/user-language';
import { isUiLanguage } from '@sannidhi/domain/languages';
import { notFound } from '../../errors';
import { findUserLanguage, updateUserLanguage } from '../../repositories/users';
import type { AppDeps, AuthContext } from '../../types';

export async function getUserLanguage(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
): Promise<UserLanguageAnswer> {
  const language = await findUserLanguage(deps.pool, auth.userId);
  return { language: isUiLanguage(language) ? language : null };
}

export async function setUserLanguage(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  body: UserLanguageBody,
): Promise<UserLanguageAnswer> {
  if (!(await updateUserLanguage(deps.pool, auth.userId, body.language))) {
    throw notFound('This account no longer exists. Please sign in again.');
  }
  return { language: body.language };
}
