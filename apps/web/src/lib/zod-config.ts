// zod compiles object parsers with `new Function` when it can, probing for it once; under the
// panel's strict Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation.
// The interpreted parsers are fast enough for forms and API answers. Imported first by main.tsx,
// before any schema parses.
//
// Without importing zod: zod 4 keeps its global configuration on
// `globalThis.__zod_globalConfig` and adopts an object already there when it loads, so the
// entry sets `jitless` without carrying zod (which comes with the chunks that validate: the
// panel, the forms). zod-config.test.ts checks that zod sees it, whichever loads first.

type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

export function configureZod(): void {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig ??= {};
  g.__zod_globalConfig.jitless = true;
}

configureZod();
