import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // CI adds a JSON report that .ci/summary.mjs counts.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
  },
})
