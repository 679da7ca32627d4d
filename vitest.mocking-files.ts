import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The test files under `root`/src that replace a module with `vi.mock`. Test files otherwise share their
 * worker's modules (`isolate: false`), where a mock would reach only the files imported after it, or
 * none; these run in a project of their own, each with its own module registry. Found by reading the
 * files, so a new mocking test cannot be forgotten.
 */
export function mockingFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join('src', file))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('))
}
