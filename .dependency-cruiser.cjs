// Import rules for the API (apps/api/src), run by `npm run check`:
// - layers, lowest first: lib < providers < modules < plugins < app (app.ts, server.ts,
//   routes.ts, config.ts, seed/): a file imports only from its own layer or lower ones;
// - no cycles between the API's modules (a module is a folder under modules/), type imports
//   included: a loop makes every module in it load, test and change as one.
// Violations that were already there when the rule came are listed in
// .dependency-cruiser-known-violations.json (`--ignore-known`): a new one fails the check, and
// the list only shrinks (regenerate it with `npm run deps:baseline` after removing some).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment: 'API modules must not import each other in a loop (type imports count too).',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        circular: true,
        path: '^apps/api/src/modules/',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: 'lib/ is the lowest layer: it imports no provider, module, plugin or app file.',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/(providers|modules|plugins|seed)/|^apps/api/src/[^/]+\\.ts$' },
    },
    {
      name: 'providers-below-modules',
      severity: 'error',
      comment: 'providers/ (gateways to outside systems) import only lib/ and each other.',
      from: { path: '^apps/api/src/providers/' },
      to: { path: '^apps/api/src/(modules|plugins|seed)/|^apps/api/src/[^/]+\\.ts$' },
    },
    {
      name: 'plugins-below-modules',
      severity: 'error',
      comment:
        'plugins/ (cross-cutting: auth, errors, realtime, idempotency) import lib/ and providers/, ' +
        'never a module: what they need of one (a session look-up) comes in through their options.',
      from: { path: '^apps/api/src/plugins/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/(modules|seed)/|^apps/api/src/(app|server|routes)\\.ts$' },
    },
    {
      name: 'modules-below-app',
      severity: 'error',
      comment:
        'modules/ never import the app that assembles them (app.ts, server.ts, routes.ts, seed/).',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/(seed/|app\\.ts$|server\\.ts$|routes\\.ts$)' },
    },
  ],
  options: {
    includeOnly: '^apps/api/src/',
    // tests and the helpers only tests import (they build the whole app, as a test must)
    exclude: { path: '\\.test\\.ts$|-test-helpers\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/api/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
    doNotFollow: { path: 'node_modules' },
  },
};
