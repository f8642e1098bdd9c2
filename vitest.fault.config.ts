import { defineConfig } from 'vitest/config';

// The fault suite (apps/api/test/fault/README.md): real servers killed, a database stopped and
// started. Each file owns a PostgreSQL cluster and child processes and loads the 2 cores, so
// one file at a time, with time for servers to start, crash and settle.
export default defineConfig({
  test: {
    include: ['apps/api/test/fault/**/*.fault.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
