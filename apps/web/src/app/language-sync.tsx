import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { activateLanguage, languageFromQuery, type AppLanguage } from '../lib/i18n';
import { useSessionValue } from '../lib/session';

/**
 * Keeps the shown language equal to the session's: a choice in the menu, in another tab, or carried by the sign-in
 * callback switches every text (the catalogue loads first, so no screen shows a mix).
 */
export function LanguageSync() {
  const lang = useSessionValue((s) => s.lang);
  const { i18n } = useLingui();
  useEffect(() => {
    const wanted = languageFromQuery(`?lang=${lang}`);
    if (wanted && wanted !== i18n.locale) void activateLanguage(wanted as AppLanguage);
  }, [lang, i18n]);
  return null;
}
