import { config } from 'zod';

// zod compiles object parsers with `new Function` when it can, probing for it once; under the
// panel's strict Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation.
// The interpreted parsers are fast enough for forms and API answers. Imported first by main.tsx,
// before any schema parses.
config({ jitless: true });
