import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/server/vitest.mocking.config.ts',
      'apps/web',
      'apps/web/vitest.mocking.config.ts',
    ],
    // Vitest leaves one core to itself by default, which on a 2-core machine means one test file at a
    // time; its own process is nearly idle during a run, so both cores run test files.
    maxWorkers: 2,
    // CI adds a JSON report that .ci/summary.mjs counts.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
  },
})
