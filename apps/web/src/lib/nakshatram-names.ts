/**
 * The nakshatram names in the script of the interface language (issue 28; domain nakshatram-scripts.ts), loaded with
 * the language's catalogue (lib/i18n.ts activateLanguage): only the one list that language reads, as a chunk of its
 * own, so that no screen carries the other four. A screen shows a stored star with `nakshatramLabel`.
 */
import type { NakshatramLanguage } from '@sannidhi/domain/enums';
import {
  nakshatramLabel as labelIn,
  scriptListOf,
  type NakshatramNames,
} from '@sannidhi/domain/nakshatram-scripts';

const LOADERS: Readonly<Record<NakshatramLanguage, () => Promise<{ NAMES: NakshatramNames }>>> = {
  sanskrit: () => import('@sannidhi/domain/nakshatram-scripts/sanskrit'),
  tamil: () => import('@sannidhi/domain/nakshatram-scripts/tamil'),
  telugu: () => import('@sannidhi/domain/nakshatram-scripts/telugu'),
  kannada: () => import('@sannidhi/domain/nakshatram-scripts/kannada'),
  malayalam: () => import('@sannidhi/domain/nakshatram-scripts/malayalam'),
};

const loaded = new Map<NakshatramLanguage, NakshatramNames>();

/** Loads the names `uiLanguage` reads (none for English); a failure leaves the romanised names on screen. */
export async function loadNakshatramNames(uiLanguage: string): Promise<void> {
  const list = scriptListOf(uiLanguage);
  if (!list || loaded.has(list)) return;
  try {
    loaded.set(list, (await LOADERS[list]()).NAMES);
  } catch (error) {
    console.error(`Could not load the ${list} nakshatram names`, error);
  }
}

/** A stored star as the interface in `uiLanguage` shows it (of `list` when known): see domain nakshatram-scripts.ts. */
export function nakshatramLabel(star: string, uiLanguage: string, list?: string): string {
  const own = scriptListOf(uiLanguage);
  return labelIn(star, uiLanguage, own ? loaded.get(own) : undefined, list);
}
