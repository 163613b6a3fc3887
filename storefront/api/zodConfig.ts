import { z } from 'zod';

// zod compiles object parsers with new Function() when it may, and probes for it as each schema is defined; the
// shop's CSP allows no eval, so that probe was a policy violation on every page. Imported before any schema is
// defined (schemas.ts imports it first); parsing without compiled parsers is fast enough for a page's answers.
z.config({ jitless: true });
