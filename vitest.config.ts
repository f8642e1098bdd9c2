import { configDefaults, defineConfig } from 'vitest/config';

// Two projects with one difference. The API's and the db package's files each build the whole
// Fastify app on a fresh database: importing that module graph again for every file was most of
// the suite's time (5½ min against 3 with one module graph per worker). Their state lives in the
// app instance and the database each file opens, so they share a worker's modules
// (isolate: false). The web's and the contracts' files stay isolated: happy-dom, module mocks.
const api = [
  'apps/api/src/**/*.test.ts',
  'apps/api/test/**/*.test.ts',
  'packages/db/src/**/*.test.ts',
];

export default defineConfig({
  test: {
    // the fault suite has its own config (vitest.fault.config.ts) and stage in npm test
    exclude: [...configDefaults.exclude, '**/*.fault.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'api', include: api, isolate: false } },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/src/**/*.test.tsx',
            'scripts/**/*.test.mjs',
          ],
          exclude: [...configDefaults.exclude, 'packages/db/**'],
        },
      },
    ],
  },
});
