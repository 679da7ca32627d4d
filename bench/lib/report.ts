import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { FloorMeasurement } from './floor.ts'
import type { Measurement } from './measure.ts'

const resultsDir = fileURLToPath(new URL('../results', import.meta.url))

/** Shares of /me in the report's English, two decimals (0.25). */
const shareFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Below this share of the account call's throughput, a list or search fails the run (CI's quick bench too). */
export const LIST_RATIO_FLOOR = 0.25

/** What a list or search should reach on each database: a share of the account call, and a p99 (PostgreSQL). */
export const LIST_GOAL = {
  postgres: { ratio: 0.5, p99Ms: 25 },
  pglite: { ratio: 0.3, p99Ms: Number.POSITIVE_INFINITY },
} as const

export interface ReportRow extends Measurement {
  list?: boolean
  floor?: FloorMeasurement
}

/**
 * Prints a table and writes `bench/results/<date>-<name>-<database>.md` with each route's figures, its
 * throughput as a share of `reference` (the account call, measured in the same run), the SQL statements it
 * sends per request, and its floor: the same page read by one SQL query without HTTP. Fails on any error
 * or non-2xx answer, and when a list or search falls below LIST_RATIO_FLOOR of the reference.
 */
export function writeReport(
  name: string,
  database: 'pglite' | 'postgres',
  reference: Measurement,
  rows: ReportRow[],
  notes: string[],
  { persist }: { persist: boolean },
) {
  const date = new Date().toISOString().slice(0, 10)
  const goal = LIST_GOAL[database]
  const ratio = (row: Measurement) => row.requestsPerSecond / reference.requestsPerSecond
  const meetsGoal = (row: ReportRow) => ratio(row) >= goal.ratio && row.p99Ms <= goal.p99Ms
  const lists = rows.filter((row) => row.list)
  const goalText =
    database === 'postgres'
      ? `at least ${goal.ratio}× the throughput of ${reference.name} with p99 ≤ ${goal.p99Ms} ms`
      : `at least ${goal.ratio}× the throughput of ${reference.name}`
  const lines = [
    `# ${name} on ${database}, ${date}`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}.`,
    ...notes,
    `Goal for every list and search (✓ in the goal column): ${goalText}. ${lists.filter(meetsGoal).length} of ${lists.length} meet it.`,
    'Floor: the same page and its count up to the cap, read by one hand-written SQL query through the same driver, without HTTP.',
    '',
    `| route | req/s | p50 ms | p99 ms | ÷ ${reference.name} | goal | SQL statements | floor q/s | floor p99 ms | errors | non-2xx |`,
    '|---|---:|---:|---:|---:|:-:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${shareFormat.format(ratio(row))} | ${row.list ? (meetsGoal(row) ? '✓' : '✗') : ''} | ${row.statements ?? '–'} | ${row.floor?.queriesPerSecond ?? '–'} | ${row.floor?.p99Ms ?? '–'} | ${row.errors} | ${row.non2xx} |`,
    ),
    '',
  ]
  const text = lines.join('\n')
  process.stdout.write(`${text}\n`)
  if (persist) {
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(`${resultsDir}/${date}-${name}-${database}.md`, text)
  }
  const failing = rows.filter((row) => row.errors > 0 || row.non2xx > 0)
  if (failing.length > 0) {
    throw new Error(`requests failed in: ${failing.map((row) => row.name).join(', ')}`)
  }
  const slow = lists.filter((row) => ratio(row) < LIST_RATIO_FLOOR)
  if (slow.length > 0) {
    throw new Error(
      `below ${LIST_RATIO_FLOOR}× of ${reference.name}: ${slow.map((row) => `${row.name} (${shareFormat.format(ratio(row))}×)`).join(', ')}`,
    )
  }
}
