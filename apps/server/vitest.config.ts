import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file boots its own database (from the migrated dump of global-setup.ts); argon2 hashing makes auth tests CPU-bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
