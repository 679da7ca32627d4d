import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Measurement } from './measure.ts'

const resultsDir = fileURLToPath(new URL('../results', import.meta.url))

/**
 * Prints a table and writes `bench/results/<date>-<name>-<database>.md` with each route's figures and
 * its ratio to the bare route measured in the same run: the share of the bare route's throughput it
 * reaches. (A latency ratio would divide by the bare route's p50, which rounds to 0 ms.)
 */
export function writeReport(
  name: string,
  database: string,
  baseline: Measurement,
  rows: Measurement[],
  notes: string[],
  { persist }: { persist: boolean },
) {
  const date = new Date().toISOString().slice(0, 10)
  const lines = [
    `# ${name} on ${database}, ${date}`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}.`,
    ...notes.map((note) => `${note}`),
    '',
    '| route | req/s | p50 ms | p99 ms | req/s ÷ bare req/s | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...[baseline, ...rows].map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} | ${row.errors} | ${row.non2xx} |`,
    ),
    '',
  ]
  const text = lines.join('\n')
  process.stdout.write(`${text}\n`)
  if (persist) {
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(`${resultsDir}/${date}-${name}-${database}.md`, text)
  }
  const failing = [baseline, ...rows].filter((row) => row.errors > 0 || row.non2xx > 0)
  if (failing.length > 0) {
    throw new Error(`requests failed in: ${failing.map((row) => row.name).join(', ')}`)
  }
}
