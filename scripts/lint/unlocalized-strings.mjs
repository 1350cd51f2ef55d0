// The guard of issue "Speak the devotee's language": a string a person can see must come from the catalogues
// (Lingui's t`…`, msg`…`, <Trans>), never be written as a literal. Used by eslint.config.js.

/** The web files already translated; the rule holds for each of them. Grows until it is apps/web/src/**. */
export const TRANSLATED_WEB_FILES = [
  'apps/web/src/main.tsx',
  'apps/web/src/app/language-sync.tsx',
  'apps/web/src/components/layout/language-menu.tsx',
  'apps/web/src/components/layout/header.tsx',
  'apps/web/src/features/rituals/**/*.{ts,tsx}',
  'apps/web/src/features/orders/**/*.{ts,tsx}',
];

/** What is not a text for people: class names, ids, test ids, paths, codes, keys, CSS values, event names. */
export const unlocalizedStrings = {
  useTsTypes: true,
  ignore: [
    // one lowercase "word" without spaces: keys, ids, class names, paths, units ('sn-header', 'submit', '/login')
    '^(?![A-Z])\\S+$',
    // CODES and CONSTANT_NAMES
    '^[A-Z0-9_-]+$',
    // the product's name
    '^Sannidhi$',
    // CSS values and media queries
    '^\\(.*\\)$',
  ],
  ignoreNames: [
    { regex: { pattern: 'className', flags: 'i' } },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
    { regex: { pattern: '(Id|Key|Url|Path|Href|Class|Type|Mode|Code|Role|Method|Status)$' } },
    'id',
    'key',
    'to',
    'href',
    'src',
    'type',
    'name',
    'role',
    'method',
    'action',
    'rel',
    'target',
    'inputMode',
    'autoComplete',
    'pattern',
    'data-testid',
    'lang',
    'width',
    'height',
    'viewBox',
    'd',
    'accept',
  ],
  ignoreFunctions: [
    'Error',
    'console.*',
    '*.addEventListener',
    '*.removeEventListener',
    '*.getElementById',
    '*.querySelector',
    '*.querySelectorAll',
    '*.setAttribute',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    '*.get',
    '*.has',
    '*.set',
    '*.append',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    '*.split',
    '*.replace',
    '*.join',
    'URLSearchParams',
    'URL',
    'matchMedia',
    'window.matchMedia',
    'import',
    'require',
    'new Error',
  ],
};
