import { defineConfig } from 'vitest/config';

/**
 * Test projects. The API suite runs once per database: on embedded PGlite always, and on PostgreSQL
 * when TEST_DATABASE_URL is set (scripts/test.ts sets it whenever a server is reachable; CI requires one).
 */
const apiProjects = [
  { name: 'api-pglite', env: { TEST_DB: 'pglite' }, include: ['src/server/**/*.api.test.ts'] },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'api-postgres',
          env: { TEST_DB: 'postgres' },
          // *.postgres.test.ts: several processes on one database, which PGlite (one process) cannot be.
          include: ['src/server/**/*.api.test.ts', 'src/server/**/*.postgres.test.ts'],
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/core/**/*.test.ts', 'src/server/**/*.unit.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/messages.ts'],
        },
      },
      ...apiProjects.map(({ name, env, include }) => ({
        test: {
          name,
          include,
          environment: 'node',
          env,
          globalSetup: ['test/setup/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        test: {
          // Real server processes killed and restarted, a private PostgreSQL stopped and started
          // (docs/operations.md, "Reliability"); one file at a time, each drives a server at full load.
          name: 'reliability',
          include: ['test/reliability/**/*.reliability.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          // Several server processes on one database need PostgreSQL (as the api-postgres project does).
          exclude: process.env.TEST_DATABASE_URL ? [] : ['e2e/**/*.postgres.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
