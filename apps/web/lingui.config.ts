import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogues (docs/decisions.md, "Languages"): one PO file per language under src/locales/<code>/, extracted
 * from the source with `npm run i18n:extract` (Lingui's macros: t`…`, <Trans>, msg`…`, plural). English is the source
 * language, so its catalogue is the spec's texts; `pseudo` is the accented, 40 % longer pseudo-locale of the overflow
 * test, written by scripts/i18n/pseudo-catalogue.mjs (Lingui's own pseudo-locale accents but does not lengthen).
 * LINGUI_LOCALES_DIR moves the catalogues (scripts/i18n/check-catalogues.mjs extracts into a copy to compare).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'ne', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: `${process.env.LINGUI_LOCALES_DIR ?? '<rootDir>/src/locales'}/{locale}/messages`,
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
