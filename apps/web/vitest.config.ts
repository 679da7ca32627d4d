import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { mockingFiles as findMockingFiles } from '../../vitest.mocking-files.ts'

/** Test files that replace a module with `vi.mock`: they run apart (vitest.mocking.config.ts). */
export const mockingFiles = findMockingFiles(import.meta.dirname)

export const webProjectBase = {
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
}

export const webTestOptions = {
  environment: 'happy-dom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // Page tests type and click through whole forms; on a machine busy with the server's tests beside
  // them, 5 s was not always enough for the longest ones.
  testTimeout: 15_000,
}

export default defineProject({
  ...webProjectBase,
  test: {
    ...webTestOptions,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: mockingFiles,
    // Files share their worker's modules instead of importing React and the app again each (most of
    // the run was imports); the setup file puts the page, storage and language back after each test.
    // Files that mock a module run apart (vitest.mocking.config.ts).
    isolate: false,
  },
})
