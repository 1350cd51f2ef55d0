// The site's Content-Security-Policy allows no eval (script-src 'self'). Zod's fast object parser compiles code with
// `new Function` and probes for it on the first object schema, which the browser reports as a CSP violation; its
// plain parser gives the same answers. Imported first by main.tsx, before any module builds a schema.
// The domain's schemas are zod/mini, which carries no messages of its own: the English ones (classic zod's) are set
// here, so that a check without its own text still says what is wrong ("Invalid input: expected string …").
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config({ ...en(), jitless: true });
