import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import globals from 'globals';
import circles from './scripts/lint/no-import-circle.mjs';
import lingui from 'eslint-plugin-lingui';
import { TRANSLATED_WEB_FILES, unlocalizedStrings } from './scripts/lint/unlocalized-strings.mjs';

// How import-x reads TypeScript and resolves its imports (the workspaces' own tsconfig files).
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      alwaysTryTypes: true,
      project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
      noWarnOnMultipleProjects: true,
    }),
  ],
};

// A feature imports only itself and the shared folders (components, hooks, lib, api); app/ may import features.
const FEATURES = 'apps/web/src/features';
const featureZones = fs.readdirSync(FEATURES).map((feature) => ({
  target: `./${FEATURES}/${feature}`,
  from: `./${FEATURES}`,
  except: [`./${feature}`],
  message: 'Features do not import each other: move shared code to components, hooks, lib or api.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: importSettings,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './apps/web/src/{components,hooks,lib,api}',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not depend on features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // Languages (docs/decisions.md): Lingui's recommended rules on every screen, and no user-visible string literal
    // outside the catalogues in the files already translated (the list grows until it is all of apps/web/src).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...lingui.configs['flat/recommended'],
  },
  {
    files: TRANSLATED_WEB_FILES,
    ignores: ['**/*.test.ts'],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', unlocalizedStrings] },
  },
  {
    // The api's layers: routes and plugins call services; services and repositories never reach back up into the
    // composition root (app.ts, server.ts) or the Fastify plugins. Their shared types are in src/types.ts.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/api/src/services', './apps/api/src/repositories'],
              from: ['./apps/api/src/app.ts', './apps/api/src/server.ts', './apps/api/src/plugins'],
              message:
                'Services and repositories do not import app.ts, server.ts or plugins/: take AppDeps and AuthContext from src/types.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle in the api, the web or the domain, counting `import type` and re-exports
    // (scripts/lint/no-import-circle.mjs; import-x/no-cycle skips type-only imports and cannot be told not to).
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { circles },
    rules: { 'circles/no-import-circle': 'error' },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
