/**
 * The 27 nakshatrams of each list in its own script (issue 28, Deliver 4): the Tamil list in Tamil letters, the
 * Telugu, Kannada and Malayalam lists in theirs, the Sanskrit list in Devanagari. The stored star stays the list's
 * romanised name (the spec's data, which the api checks); this is how a screen shows it to a person reading the
 * interface in that script: Tamil for the Tamil list, Devanagari (Sanskrit) for Hindi and Nepali. Each list's names
 * are a module of their own (nakshatram-scripts/<list>.ts), so that a screen loads only the one its language reads.
 */
import type { NakshatramLanguage } from './enums';

/** The list whose script a person reading the interface in `uiLanguage` reads; none for English (and others). */
const SCRIPT_LIST: Readonly<Record<string, NakshatramLanguage>> = {
  hi: 'sanskrit',
  ne: 'sanskrit',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
};

/** The nakshatram list written in the script of `uiLanguage`, or undefined (English). */
export function scriptListOf(uiLanguage: string | null | undefined): NakshatramLanguage | undefined {
  return SCRIPT_LIST[(uiLanguage ?? '').toLowerCase().split(/[-_]/)[0] ?? ''];
}

/** A list's names in its script, by the stored (romanised) name: one nakshatram-scripts/<list>.ts module. */
export type NakshatramNames = Readonly<Record<string, string>>;

/**
 * A stored star as a screen in `uiLanguage` shows it: in the interface's script (`names`, that script's list in its
 * letters) when the star is of the list that script writes (`list`, or, when the list is not known, whichever list
 * has the star) — Tamil letters for the Tamil list in Tamil — and otherwise as stored (English shows the romanised
 * names; a Tamil reader who chose the Sanskrit list reads its romanised names). The placeholder, unknown names, and
 * any star while `names` is not loaded are returned as they are.
 */
export function nakshatramLabel(
  star: string,
  uiLanguage: string,
  names: NakshatramNames | undefined,
  list?: NakshatramLanguage | string,
): string {
  const own = scriptListOf(uiLanguage);
  if (!own || !names || (list && list !== own) || !Object.hasOwn(names, star)) return star;
  return names[star] ?? star;
}
