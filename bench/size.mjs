// Measures what the sign-in page sends on a first visit: the entry chunk and everything it imports
// statically, plus the lazy chunks of the auth layout and the sign-in route with their own imports.
// Fails when that JavaScript, gzipped, is above the budget of issue 3.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KIB = 250
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'apps/web/dist')
const signInRoute = ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/sign-in-page.tsx']

let manifest
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
} catch {
  console.error(
    'No build manifest at apps/web/dist/.vite/manifest.json: run `npm run build -w @lojista/web` first.',
  )
  process.exit(1)
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('The manifest has no entry chunk')
for (const key of signInRoute) {
  if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}: was the route renamed?`)
}

/** A chunk and, recursively, the chunks it imports statically (what the browser must fetch before running it). */
function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) collect(imported, seen)
  return seen
}

const chunks = new Set()
for (const key of [entryKey, ...signInRoute]) for (const chunk of collect(key)) chunks.add(chunk)

const css = new Set()
for (const key of chunks) for (const file of manifest[key].css ?? []) css.add(file)

const measure = (file) => {
  const content = readFileSync(join(dist, file))
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
}
const kib = (bytes) => (bytes / 1024).toFixed(1)

const js = [...chunks].map((key) => measure(manifest[key].file)).sort((a, b) => b.gzip - a.gzip)
const styles = [...css].map(measure)
const total = (rows, field) => rows.reduce((sum, row) => sum + row[field], 0)

console.log('First load of /auth/sign-in')
console.table(
  [...js, ...styles].map((row) => ({ file: row.file, 'raw KiB': kib(row.raw), 'gzip KiB': kib(row.gzip) })),
)
const jsGzip = total(js, 'gzip')
console.log(`JavaScript: ${js.length} files, ${kib(total(js, 'raw'))} KiB raw, ${kib(jsGzip)} KiB gzipped`)
console.log(
  `CSS: ${styles.length} files, ${kib(total(styles, 'raw'))} KiB raw, ${kib(total(styles, 'gzip'))} KiB gzipped`,
)
console.log(`Budget: ${BUDGET_KIB} KiB of gzipped JavaScript`)

if (jsGzip > BUDGET_KIB * 1024) {
  console.error(`Over budget by ${kib(jsGzip - BUDGET_KIB * 1024)} KiB`)
  process.exit(1)
}
console.log(`Within budget: ${kib(BUDGET_KIB * 1024 - jsGzip)} KiB to spare`)
