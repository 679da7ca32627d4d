// Adds up the unit (Vitest) and browser (Playwright) results written by `npm test` under CI=true, and
// prints one closing line: "Tests: N passed, N failed", after a line for each browser test that passed only on
// its retry. With --add FILE, adds that earlier run's counts and repeats its flaky lines.
import { existsSync, readFileSync } from 'node:fs'

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
}

/** The browser tests, by file and title, that failed once and passed on their retry. */
function* flakyTitles(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'flaky')) yield `${spec.file} › ${spec.title}`
    }
    yield* flakyTitles(suite.suites ?? [])
  }
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
  // A browser test that failed once and passed on its retry: named here, so a flaky test gets fixed.
  for (const title of flakyTitles(e2e.suites ?? [])) console.log(`Flaky (passed on retry): ${title}`)
}

const addIndex = process.argv.indexOf('--add')
if (addIndex > 0) {
  const earlierText = readFileSync(process.argv[addIndex + 1], 'utf8')
  for (const line of earlierText.split('\n')) if (line.startsWith('Flaky')) console.log(line)
  const earlier = earlierText.match(/(\d+) passed, (\d+) failed/)
  if (earlier) {
    passed += Number(earlier[1])
    failed += Number(earlier[2])
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed`)
