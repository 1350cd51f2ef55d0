import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogues (docs/decisions.md, "Languages"): one PO file per language under src/locales/<code>/, extracted
 * from the source with `npm run i18n:extract` (Lingui's macros: t`…`, <Trans>, msg`…`, plural). English is the source
 * language, so its catalogue is the spec's texts; `pseudo` is the accented, longer pseudo-locale of the overflow test.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'ne', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
