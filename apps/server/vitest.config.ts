import { defineProject } from 'vitest/config'
import { mockingFiles as findMockingFiles } from '../../vitest.mocking-files.ts'

/** Test files that replace a module with `vi.mock`: they run apart (vitest.mocking.config.ts). */
export const mockingFiles = findMockingFiles(import.meta.dirname)

export const serverTestOptions = {
  environment: 'node' as const,
  globalSetup: ['src/test/global-setup.ts'],
  // Each test file boots its own database (from the migrated dump of global-setup.ts); argon2 hashing makes auth tests CPU-bound.
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

export default defineProject({
  test: {
    ...serverTestOptions,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: mockingFiles,
    // Files share their worker's module registry instead of importing the whole server again each:
    // a third of the run was spent importing. Every file builds its own app and database, so nothing
    // a test can observe is shared; files that mock a module run apart (vitest.mocking.config.ts).
    isolate: false,
  },
})
