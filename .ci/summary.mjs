// Adds up the unit (Vitest) and browser (Playwright) results written by `npm test` under CI=true, and
// prints one closing line: "Tests: N passed, N failed". With --add FILE, adds that earlier run's counts.
import { existsSync, readFileSync } from 'node:fs'

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
}

let passed = 0
let failed = 0
const unit = read('test-results/vitest.json')
if (unit) {
  passed += unit.numPassedTests
  failed += unit.numFailedTests
}
const e2e = read('test-results/e2e.json')
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
}
const addIndex = process.argv.indexOf('--add')
if (addIndex > 0) {
  const earlier = readFileSync(process.argv[addIndex + 1], 'utf8').match(/(\d+) passed, (\d+) failed/)
  if (earlier) {
    passed += Number(earlier[1])
    failed += Number(earlier[2])
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed`)
