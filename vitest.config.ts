import { defineConfig } from 'vitest/config';

// Unit tests: pure rules, milliseconds each. Server tests: the real app over real HTTP and
// sockets on a real database (SQLite always; PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set).
export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
          pool: 'forks',
        },
      },
    ],
  },
});
