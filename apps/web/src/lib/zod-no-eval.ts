// The site's Content-Security-Policy allows no eval (script-src 'self'). Zod's fast object parser compiles code with
// `new Function` and probes for it on the first object schema, which the browser reports as a CSP violation; its
// plain parser gives the same answers. Imported first by main.tsx, before any module builds a schema.
import { z } from 'zod';

z.config({ jitless: true });
