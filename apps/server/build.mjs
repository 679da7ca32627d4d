// Bundles the server's own code (and @lojista/contracts) into dist/main.js; npm packages stay external
// because PGlite and argon2 load files and native code relative to their own packages.
import { cp, rm } from 'node:fs/promises'
import { build } from 'esbuild'

await rm('dist', { recursive: true, force: true })
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The workspace package is TypeScript source: bundle it rather than import it at run time.
  alias: { '@lojista/contracts': '../../packages/contracts/src' },
  logLevel: 'warning',
})
await cp('src/db/migrations', 'dist/migrations', { recursive: true })
