// The guard of issue "Speak the devotee's language": a string a person can see must come from the catalogues
// (Lingui's t`…`, msg`…`, <Trans>), never be written as a literal. Used by eslint.config.js.

/** The web files already translated; the rule holds for each of them. Grows until it is apps/web/src/**. */
export const TRANSLATED_WEB_FILES = [
  'apps/web/src/main.tsx',
  'apps/web/src/app/language-sync.tsx',
  'apps/web/src/components/layout/language-menu.tsx',
  'apps/web/src/components/layout/header.tsx',
  // the app shell, shared components, hooks and helpers, and the sign-in, centre, profile, family, info and
  // subscription screens (components/field and the language helpers of lib are listed by their own owners)
  'apps/web/src/app/**/*.{ts,tsx}',
  'apps/web/src/components/{address-fields,auto-submit-form,button,dialog,empty-state,error-boundary,icons,layout,loading-overlay,page-title,participant-fields,scroll-region,skeleton,something-went-wrong,spinner,toast,tracking-id}/**/*.{ts,tsx}',
  'apps/web/src/hooks/**/*.{ts,tsx}',
  'apps/web/src/api/data-rights.ts',
  'apps/web/src/lib/{access,api-client,app-config,cart-cookie,cart-count,center-switch,info-site,kept-work,layout-rules,link-payment-return,loading,login-redirect,memory-storage,navigation,payment-hand-off,paths,query-client,rescheduling-hand-off,session,session-types,sso-forms,zod-no-eval}.ts',
  'apps/web/src/routes/**/*.{ts,tsx}',
  'apps/web/src/features/{auth,centers,data-rights,devotee,family,info,subscriptions,waiting-list}/**/*.{ts,tsx}',
  'apps/web/src/features/staff/**/*.{ts,tsx}',
  'apps/web/src/features/cart/**/*.{ts,tsx}',
  'apps/web/src/features/payment/**/*.{ts,tsx}',
  'apps/web/src/components/field/field.tsx',
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
