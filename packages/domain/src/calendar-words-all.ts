/**
 * Every language's calendar words at once, for the api (its mails and answers in any devotee's language); the web loads
 * only the language it shows (apps/web/src/lib/calendar-words.ts).
 */
import { registerCalendarWords } from './calendar-words';
import { WORDS as hi } from './calendar-words/hi';
import { WORDS as kn } from './calendar-words/kn';
import { WORDS as ml } from './calendar-words/ml';
import { WORDS as ne } from './calendar-words/ne';
import { WORDS as ta } from './calendar-words/ta';
import { WORDS as te } from './calendar-words/te';

/** Registers the six languages' words (calendar-words.ts). */
export function registerAllCalendarWords(): void {
  for (const [code, words] of Object.entries({ hi, ta, te, kn, ml, ne })) registerCalendarWords(code, words);
}
