import { isUiLanguage } from '@sannidhi/domain/languages';
import { storeAccountLanguage } from './account-language';
import { setSession } from './session';

/**
 * The person chose a language (the menu): kept for this browser, marked as their own choice so it wins over the
 * one stored on their account, and stored on that account when they are signed in (their mails and next device
 * follow it); the app's LanguageSync loads its catalogue and switches every text.
 */
export function chooseLanguage(code: string): void {
  if (!isUiLanguage(code)) return;
  setSession({ lang: code, langChosen: true });
  void storeAccountLanguage(code);
}
