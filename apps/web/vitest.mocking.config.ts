import { defineProject } from 'vitest/config'
import { mockingFiles, webProjectBase, webTestOptions } from './vitest.config.ts'

// The web test files that replace a module with `vi.mock`, each with a module registry of its own.
export default defineProject({
  ...webProjectBase,
  test: { ...webTestOptions, name: 'web-mocking', include: mockingFiles },
})
