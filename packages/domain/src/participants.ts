/**
 * Participant fields of a booking (config.form.fields), numbered per participant: name_1, age_1,
 * gender_1 … name_2 … (spec part 1 §3). One participant per place: the booking page and the cart ask
 * for them, and POST /order/create refuses a slot whose participants do not match its places
 * (`slotParticipantsIssue`), with the same field rules (`validateParticipant`).
 */
import * as z from 'zod/mini';
import type { FormField, ProductConfig } from './catalogue';
import { TEXT_INPUT_MAX } from './constants';
import type { NakshatramLanguage } from './enums';
import { REQUIRED_MESSAGE } from './form-errors';
import { isNakshatram, LANGUAGES } from './nakshatram';
import { REGISTRATION_MESSAGES } from './registration';

/** What one participant typed, by field key (an AGE field keeps years and months under the keys below). */
export type ParticipantValues = Readonly<Record<string, string>>;

/** Meta keys of an AGE field's parts (spec part 1 §3 numbered properties). */
export const AGE_YEARS_KEY = 'ageInYear';
export const AGE_MONTHS_KEY = 'ageInMonth';
/** Meta key of the nakshatram language when the form has no LANGUAGE_OPTIONS field of its own. */
export const DEFAULT_LANGUAGE_KEY = 'nakshatramLanguage';
export const DEFAULT_LANGUAGE: NakshatramLanguage = 'sanskrit';
export const MAX_AGE_YEARS = 120;

export const PARTICIPANT_MESSAGES = {
  required: REQUIRED_MESSAGE,
  tooLong: REGISTRATION_MESSAGES.tooLong,
  invalidEmail: REGISTRATION_MESSAGES.invalidEmail,
  invalidAge: 'Please enter a valid age',
  invalidOption: 'Please choose one of the options',
} as const;

/** How many participants to ask for: one per place chosen, at least 1, at most maxParticipants. */
export function participantCount(places: number, maxParticipants: number | undefined): number {
  const max = Math.max(1, maxParticipants ?? 1);
  return Math.min(Math.max(1, places), max);
}

/** The key holding the nakshatram language: the form's LANGUAGE_OPTIONS field, else nakshatramLanguage. */
export function languageKeyOf(fields: readonly FormField[]): string {
  return fields.find((f) => f.type === 'LANGUAGE_OPTIONS')?.key ?? DEFAULT_LANGUAGE_KEY;
}

function isLanguage(value: string | undefined): value is NakshatramLanguage {
  return LANGUAGES.some((l) => l.value === value);
}

/**
 * The nakshatram language a participant chose. Until they choose, `fallback` (Sanskrit; a screen passes the interface
 * language's, issue 28) — unless the star they picked is not spelt so in it, then the language whose list has it.
 */
export function languageOf(
  values: ParticipantValues,
  fields: readonly FormField[],
  fallback: NakshatramLanguage = DEFAULT_LANGUAGE,
): NakshatramLanguage {
  const value = values[languageKeyOf(fields)];
  if (isLanguage(value)) return value;
  const star = (values[fields.find((f) => f.type === 'NAKSHATRAM')?.key ?? ''] ?? '').trim();
  if (!star || isNakshatram(fallback, star)) return fallback;
  return LANGUAGES.find((l) => isNakshatram(l.value, star))?.value ?? fallback;
}

/** Whole years and months of an AGE field; NaN for a part that is not a whole number in range. */
export function ageParts(values: ParticipantValues): { years: number; months: number } {
  const read = (raw: string | undefined, max: number) => {
    const text = (raw ?? '').trim();
    if (text === '') return 0;
    const n = Number(text);
    return Number.isInteger(n) && n >= 0 && n <= max ? n : Number.NaN;
  };
  return { years: read(values[AGE_YEARS_KEY], MAX_AGE_YEARS), months: read(values[AGE_MONTHS_KEY], 11) };
}

/** "2 years 3 months", "7 months", "1 year". */
export function ageLabel(years: number, months: number): string {
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (months > 0 || years === 0) parts.push(`${months} ${months === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

const emailSchema = z.email();

/** The message for one field of one participant, or null when it is fine. */
export function validateField(
  field: FormField,
  values: ParticipantValues,
  fields: readonly FormField[],
): string | null {
  const M = PARTICIPANT_MESSAGES;
  const value = (values[field.key] ?? '').trim();
  switch (field.type) {
    case 'SHORT_ANSWER':
    case 'TEXT':
      if (!value) return field.required ? M.required : null;
      return value.length > TEXT_INPUT_MAX ? M.tooLong : null;
    case 'EMAIL':
      if (!value) return field.required ? M.required : null;
      if (value.length > TEXT_INPUT_MAX) return M.tooLong;
      return emailSchema.safeParse(value).success ? null : M.invalidEmail;
    case 'DROPDOWN':
      if (!value) return field.required ? M.required : null;
      return !field.options?.length || field.options.includes(value) ? null : M.invalidOption;
    case 'AGE': {
      const { years, months } = ageParts(values);
      if (Number.isNaN(years) || Number.isNaN(months)) return M.invalidAge;
      if (years === 0 && months === 0) return field.required ? M.required : null;
      return null;
    }
    case 'NAKSHATRAM':
      if (!value) return field.required ? M.required : null;
      return isNakshatram(languageOf(values, fields), value) ? null : M.invalidOption;
    case 'LANGUAGE_OPTIONS':
      // Next to a nakshatram the chooser always holds a language (Sanskrit until changed).
      if (fields.some((f) => f.type === 'NAKSHATRAM')) return null;
      if (!value) return field.required ? M.required : null;
      return isLanguage(value) ? null : M.invalidOption;
  }
}

/** Messages of one participant by field key (empty when valid). */
export function validateParticipant(
  fields: readonly FormField[],
  values: ParticipantValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = validateField(field, values, fields);
    if (message) errors[field.key] = message;
  }
  return errors;
}

/**
 * Numbered meta of the first `count` participants: `${key}_${n}` for every field with a value; an
 * AGE field also writes ageInYear_n and ageInMonth_n, and `${key}_n` as words ("1 year 6 months") —
 * not a number, because the age-group rule reads a numeric age as whole years and would lose the
 * months. A NAKSHATRAM field writes the star and its language (the LANGUAGE_OPTIONS field's key, else
 * nakshatramLanguage); a LANGUAGE_OPTIONS field next to a nakshatram always writes its language.
 */
export function numberedParticipantMeta(
  fields: readonly FormField[],
  participants: readonly ParticipantValues[],
  count: number,
): Record<string, string | number> {
  const meta: Record<string, string | number> = {};
  const languageKey = languageKeyOf(fields);
  const hasNakshatram = fields.some((f) => f.type === 'NAKSHATRAM');
  for (let i = 0; i < count; i += 1) {
    const values = participants[i] ?? {};
    const n = i + 1;
    for (const field of fields) {
      if (field.type === 'AGE') {
        const { years, months } = ageParts(values);
        if (Number.isNaN(years) || Number.isNaN(months) || years + months === 0) continue;
        meta[`${field.key}_${n}`] = ageLabel(years, months);
        meta[`${AGE_YEARS_KEY}_${n}`] = years;
        meta[`${AGE_MONTHS_KEY}_${n}`] = months;
        continue;
      }
      if (field.type === 'LANGUAGE_OPTIONS' && hasNakshatram) {
        meta[`${field.key}_${n}`] = languageOf(values, fields);
        continue;
      }
      const value = (values[field.key] ?? '').trim();
      if (!value) continue;
      meta[`${field.key}_${n}`] = value;
      if (field.type === 'NAKSHATRAM') meta[`${languageKey}_${n}`] = languageOf(values, fields);
    }
  }
  return meta;
}

/** Participant values read back from numbered meta (rescheduling hand-off): participant n's keys. */
export function participantsFromMeta(meta: Readonly<Record<string, unknown>>): Record<string, string>[] {
  const result: Record<string, string>[] = [];
  for (const [key, value] of Object.entries(meta)) {
    const match = /^([A-Za-z][A-Za-z0-9]*)_(\d+)$/.exec(key);
    if (!match || key.startsWith('utm_') || (typeof value !== 'string' && typeof value !== 'number'))
      continue;
    const index = Number(match[2]) - 1;
    if (index < 0 || index > 20) continue;
    while (result.length <= index) result.push({});
    const participant = result[index];
    if (participant) participant[match[1] ?? key] = String(value);
  }
  return result;
}

/** A ritual's participant form (config.form), or undefined when it asks for none. */
export type ParticipantForm = ProductConfig['form'];

/** Whether a ritual asks for participants (its form has at least one field). */
export function hasParticipantFields(form: ParticipantForm): form is NonNullable<ParticipantForm> {
  return (form?.fields.length ?? 0) > 0;
}

/**
 * The most places one slot of a ritual may take: for a ritual that asks for participants,
 * config.form.maxParticipants (one participant per place, so places ≤ participants ≤ maxParticipants);
 * undefined when the ritual asks for none (then only the option's maxQuantity and capacity limit it).
 */
export function participantPlacesCap(form: ParticipantForm): number | undefined {
  return hasParticipantFields(form) ? Math.max(1, form.maxParticipants) : undefined;
}

/** Meta keys (without the _n) a participant's values are stored under: the fields, age parts, language. */
function participantKeyBases(fields: readonly FormField[]): Set<string> {
  const bases = new Set(fields.map((f) => f.key));
  if (fields.some((f) => f.type === 'AGE')) {
    bases.add(AGE_YEARS_KEY);
    bases.add(AGE_MONTHS_KEY);
  }
  if (fields.some((f) => f.type === 'NAKSHATRAM')) bases.add(languageKeyOf(fields));
  return bases;
}

/** Participant numbers present in a slot's meta for these fields (name_2 → 2), ascending. */
export function numberedParticipants(
  fields: readonly FormField[],
  meta: Readonly<Record<string, unknown>>,
): number[] {
  const bases = participantKeyBases(fields);
  const numbers = new Set<number>();
  for (const [key, value] of Object.entries(meta)) {
    const match = NUMBERED_KEY.exec(key);
    if (!match || !bases.has(match[1] ?? '') || value === undefined || value === null || value === '')
      continue;
    const n = Number(match[2]);
    if (n >= 1) numbers.add(n);
  }
  return [...numbers].sort((a, b) => a - b);
}

const NUMBERED_KEY = /^([A-Za-z][A-Za-z0-9]*)_(\d+)$/;

/** Participant n's values from numbered meta (name_2 → name), as the form holds them. */
export function participantValuesOf(meta: Readonly<Record<string, unknown>>, n: number): ParticipantValues {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta)) {
    const match = NUMBERED_KEY.exec(key);
    if (!match || Number(match[2]) !== n || key.startsWith('utm_')) continue;
    if (typeof value === 'string' || typeof value === 'number') values[match[1] ?? key] = String(value);
  }
  return values;
}

/** What is wrong with a slot's participants: the meta key to point at and a message for the person. */
export interface ParticipantIssue {
  /** `name_2`, `age_1` … or `variants` when there are more places than a booking may have. */
  key: string;
  message: string;
}

/**
 * One participant per place (issue #16): for a slot of a ritual that asks for participants, the
 * numbered participants are exactly 1..places (places = Σ quantity of the slot's variants), each valid
 * by the field rules, and places ≤ maxParticipants. `where` names the slot for the message
 * ("Devi Abhishekam on 12-12-2026 at 06:30 AM"). Returns the first issue, or null when the slot is fine
 * or the ritual asks for no participants. A participant whose fields are all optional and empty counts
 * as present (nothing is written for it).
 */
export function slotParticipantsIssue(
  form: ParticipantForm,
  meta: Readonly<Record<string, unknown>>,
  places: number,
  /** Names the slot in a message; a function is called only when there is one. */
  where: string | (() => string),
): ParticipantIssue | null {
  if (!hasParticipantFields(form)) return null;
  const at = () => (typeof where === 'string' ? where : where());
  const { fields } = form;
  const cap = Math.max(1, form.maxParticipants);
  if (places > cap) {
    return {
      key: 'variants',
      message: `${at()} can take at most ${cap} ${cap === 1 ? 'place' : 'places'} (one participant each), not ${places}`,
    };
  }
  const present = numberedParticipants(fields, meta);
  const extra = present.find((n) => n > places);
  if (extra !== undefined) {
    const key = Object.keys(meta).find((k) => {
      const match = NUMBERED_KEY.exec(k);
      return match && Number(match[2]) === extra && participantKeyBases(fields).has(match[1] ?? '');
    });
    return {
      key: key ?? `${fields[0]?.key ?? 'name'}_${extra}`,
      message: `${at()} has ${places} ${places === 1 ? 'place' : 'places'} but details for participant ${extra}: remove them or add a place`,
    };
  }
  const firstRequired = fields.find((f) => f.required);
  for (let n = 1; n <= places; n += 1) {
    if (firstRequired && !present.includes(n)) {
      return {
        key: `${firstRequired.key}_${n}`,
        message: `${at()} has ${places} ${places === 1 ? 'place' : 'places'} but no participant ${n}: each place needs its own participant`,
      };
    }
    const errors = validateParticipant(fields, participantValuesOf(meta, n));
    const field = fields.find((f) => errors[f.key]);
    if (field) return { key: `${field.key}_${n}`, message: `${errors[field.key]} (${field.label}, ${at()})` };
  }
  return null;
}
