import { defineProject } from 'vitest/config'
import { mockingFiles, serverTestOptions } from './vitest.config.ts'

// The server's test files that replace a module with `vi.mock`, each with a module registry of its own.
export default defineProject({
  test: { ...serverTestOptions, name: 'server-mocking', include: mockingFiles },
})
