import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { syncAccountLanguage } from '../lib/account-language';
import { activateLanguage, languageFromQuery, type AppLanguage } from '../lib/i18n';
import { useSessionValue } from '../lib/session';

/**
 * Keeps the shown language equal to the session's: a choice in the menu, in another tab, or carried by the sign-in
 * callback switches every text (the catalogue loads first, so no screen shows a mix). Once a person is signed in,
 * the language stored on their account is read: adopted when this device has no choice of its own, else this
 * device's choice is stored on it (lib/account-language.ts).
 */
export function LanguageSync() {
  const lang = useSessionValue((s) => s.lang);
  const signedInAs = useSessionValue((s) => (s.authToken ? s.userId : ''));
  const { i18n } = useLingui();
  useEffect(() => {
    const wanted = languageFromQuery(`?lang=${lang}`);
    if (wanted && wanted !== i18n.locale) void activateLanguage(wanted as AppLanguage);
  }, [lang, i18n]);
  useEffect(() => {
    if (signedInAs) void syncAccountLanguage(signedInAs);
  }, [signedInAs]);
  return null;
}
