import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { localizedTexts, type CatalogueTexts } from '@sannidhi/domain/catalogue-texts';

interface WithTexts {
  name: string;
  description: string;
  texts?: CatalogueTexts;
}

/**
 * A ritual, package or centre with its name and description in the interface language, where the centre gave them
 * (docs/decisions.md, "Languages"); English otherwise. Follows the language as it changes.
 */
export function useLocalized(): <T extends WithTexts>(entity: T) => T {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useCallback(
    <T extends WithTexts>(entity: T): T =>
      entity.texts ? { ...entity, ...localizedTexts(entity, language) } : entity,
    [language],
  );
}
