// Measures what a first visit to each key page loads: the entry chunk and everything it imports
// statically, plus the lazy chunks of the page's layout and route with their own imports. Reports the
// JavaScript and CSS of the sign-in page, the dashboard and the draft editor, gzipped, and fails when a
// page's JavaScript is above the budget.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KIB = 250
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'apps/web/dist')
const pages = [
  {
    path: '/auth/sign-in',
    modules: ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/sign-in-page.tsx'],
  },
  {
    path: '/ (dashboard)',
    modules: ['src/app/layouts/shell-layout.tsx', 'src/features/dashboard/pages/home-page.tsx'],
  },
  {
    path: '/orders/drafts/{id} (draft editor)',
    modules: ['src/app/layouts/shell-layout.tsx', 'src/features/order-editor/pages/draft-order-page.tsx'],
  },
]

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
for (const key of pages.flatMap((page) => page.modules)) {
  if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}: was the route renamed?`)
}

/** A chunk and, recursively, the chunks it imports statically (what the browser must fetch before running it). */
function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) collect(imported, seen)
  return seen
}

const measure = (file) => {
  const content = readFileSync(join(dist, file))
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
}
const kib = (bytes) => (bytes / 1024).toFixed(1)
const total = (rows, field) => rows.reduce((sum, row) => sum + row[field], 0)

const over = []
const summary = []
for (const page of pages) {
  const chunks = new Set()
  for (const key of [entryKey, ...page.modules]) for (const chunk of collect(key)) chunks.add(chunk)
  const css = new Set()
  for (const key of chunks) for (const file of manifest[key].css ?? []) css.add(file)
  const js = [...chunks].map((key) => measure(manifest[key].file)).sort((a, b) => b.gzip - a.gzip)
  const styles = [...css].map(measure)
  const jsGzip = total(js, 'gzip')

  console.log(`\nFirst load of ${page.path}`)
  console.table(
    [...js, ...styles].map((row) => ({ file: row.file, 'raw KiB': kib(row.raw), 'gzip KiB': kib(row.gzip) })),
  )
  summary.push({
    page: page.path,
    'JS files': js.length,
    'JS gzip KiB': kib(jsGzip),
    'CSS gzip KiB': kib(total(styles, 'gzip')),
    'budget KiB': BUDGET_KIB,
    spare: kib(BUDGET_KIB * 1024 - jsGzip),
  })
  if (jsGzip > BUDGET_KIB * 1024)
    over.push(`${page.path} is over budget by ${kib(jsGzip - BUDGET_KIB * 1024)} KiB`)
}

console.log(`\nFirst-load JavaScript against the budget of ${BUDGET_KIB} KiB gzipped per page`)
console.table(summary)
if (over.length > 0) {
  for (const line of over) console.error(line)
  process.exit(1)
}
console.log('Every page is within budget')
