// The api's answers in the language of the request (issue 28; docs/decisions.md, "Languages: the api's answers"). The
// services keep writing the spec's English texts (logs, tests and the audit read them as they are); the answer's
// `{ message }` is translated on its way out (app.ts, onSend), by the table of English templates in en.ts. A message
// the table does not know — a domain text (the web's own table says those), or a webhook, health or developer text —
// is sent as it was written.
import type { UiLanguage } from '@sannidhi/domain/languages';
import { mailTime } from '../mail-texts';
import { en, type AnswerKey, type AnswerTexts } from './en';
import { hi } from './hi';
import { kn } from './kn';
import { ml } from './ml';
import { ne } from './ne';
import { ta } from './ta';
import { te } from './te';

export type { AnswerKey, AnswerTexts } from './en';

export const ANSWER_TEXTS: Readonly<Record<UiLanguage, AnswerTexts>> = { en, hi, ta, te, kn, ml, ne };

const PLACEHOLDER = /\{(\w+)\}/g;

interface Template {
  key: AnswerKey;
  regex: RegExp;
  names: string[];
  /** Letters that are not placeholders: a template with more of them is tried first (the more specific one). */
  literal: number;
}

const exact = new Map<string, AnswerKey>();
const templates: Template[] = [];
for (const [key, english] of Object.entries(en) as [AnswerKey, string][]) {
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.length === 0) {
    exact.set(english, key);
    continue;
  }
  const parts = english.split(PLACEHOLDER);
  const source = parts
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const literal = parts.filter((_, i) => i % 2 === 0).join('').length;
  templates.push({ key, regex: new RegExp(`^${source}$`, 's'), names, literal });
}
templates.sort((a, b) => b.literal - a.literal);

/** The English text's key and the values read back from it, or null when the table does not know it. */
export function findAnswerText(english: string): { key: AnswerKey; values: Record<string, string> } | null {
  const key = exact.get(english);
  if (key) return { key, values: {} };
  for (const t of templates) {
    const match = t.regex.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    t.names.forEach((name, i) => (values[name] = match[i + 1] ?? ''));
    return { key: t.key, values };
  }
  return null;
}

/** Values that carry a time of day ("10:00 AM") say AM and PM in the language's words, as the mails do. */
const TIME_VALUES = new Set(['time', 'when']);
/** Values that are themselves a text of the table (a check-in's outcome, "No-show"), said in the language too. */
const TEXT_VALUES = new Set(['label']);

function translated(english: string, lang: UiLanguage): string | null {
  const found = findAnswerText(english);
  if (!found) return null;
  return ANSWER_TEXTS[lang][found.key].replace(PLACEHOLDER, (_, name: string) => {
    const value = found.values[name] ?? '';
    if (TIME_VALUES.has(name)) return mailTime(value, lang);
    return TEXT_VALUES.has(name) ? (translated(value, lang) ?? value) : value;
  });
}

/** "slotId: unknown slot …": the field's name stays, the text after it is translated. */
const FIELD_PREFIX = /^([\w.[\]]+): (.+)$/s;

/**
 * An answer's message in `lang`: the whole message, else each of its "; "-separated parts (a validation answer names
 * up to three fields), each with a field's name before it kept as it is. A part the table does not know stays English.
 */
export function localizeAnswer(message: string, lang: UiLanguage): string {
  if (lang === 'en') return message;
  const whole = translated(message, lang);
  if (whole !== null) return whole;
  return message
    .split('; ')
    .map((part) => {
      const own = translated(part, lang);
      if (own !== null) return own;
      const field = FIELD_PREFIX.exec(part);
      const rest = field ? translated(field[2] ?? '', lang) : null;
      return field && rest !== null ? `${field[1]}: ${rest}` : part;
    })
    .join('; ');
}
