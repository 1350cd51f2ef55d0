/**
 * Catalogue content in every language (issue "Speak the devotee's language", Deliver 5): a ritual's name and
 * description, a centre's description and a package's name may be given per language; English is the entity's own
 * `name` and `description` (required), and a language without its own text shows English.
 */
import * as z from 'zod/mini';
import type { UiLanguage } from './languages';

/** The languages a catalogue text may be given in besides English. */
export const TRANSLATED_LANGUAGES = ['hi', 'ta', 'te', 'kn', 'ml', 'ne'] as const;

export const CatalogueText = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  description: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
});
export type CatalogueText = z.infer<typeof CatalogueText>;

export const CatalogueTexts = z.partialRecord(z.enum(TRANSLATED_LANGUAGES), CatalogueText);
export type CatalogueTexts = z.infer<typeof CatalogueTexts>;

interface WithTexts {
  name?: string;
  description?: string;
  texts?: CatalogueTexts | null;
}

/** The entity's name and description in `language`, each falling back to English where it has none. */
export function localizedTexts(
  entity: WithTexts,
  language: UiLanguage | string,
): { name: string; description: string } {
  const own = (entity.texts as Record<string, CatalogueText | undefined> | null | undefined)?.[language];
  return {
    name: own?.name?.trim() || entity.name || '',
    description: own?.description?.trim() || entity.description || '',
  };
}

/** Drops empty texts, so that a cleared field falls back to English again. */
export function compactTexts(texts: CatalogueTexts): CatalogueTexts {
  const out: Record<string, CatalogueText> = {};
  for (const [language, text] of Object.entries(texts)) {
    const kept = Object.fromEntries(
      Object.entries(text ?? {}).filter(([, v]) => typeof v === 'string' && v.trim()),
    );
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out as CatalogueTexts;
}
