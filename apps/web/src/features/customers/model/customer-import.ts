import { csvRecords, parseCsv } from '@lojista/contracts/csv'
import {
  CUSTOMER_IMPORT_BATCH_SIZE,
  type CustomerImportResponse,
  type CustomerImportRowResult,
  customerCsvColumns,
} from '@lojista/contracts/party/customer-csv'

export interface CustomerCsvFile {
  /** Rows keyed by the known columns only. */
  rows: Record<string, string>[]
  /** Header names that are not customer columns: left out, and shown so nothing is dropped silently. */
  ignoredColumns: string[]
}

export type CustomerCsvProblem =
  | { kind: 'unreadable'; reason: string }
  | { kind: 'unknownColumns' }
  | { kind: 'noRows' }

const known = new Set<string>(customerCsvColumns)

/** Reads a customer CSV (RFC 4180, as exports write it) into rows ready to send in batches. */
export function readCustomerCsv(text: string): CustomerCsvFile | CustomerCsvProblem {
  let table: string[][]
  try {
    table = parseCsv(text)
  } catch (error) {
    return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) }
  }
  const header = (table[0] ?? []).map((name) => name.trim())
  if (!header.some((name) => known.has(name))) return { kind: 'unknownColumns' }
  const ignoredColumns = header.filter((name) => name && !known.has(name))
  const rows = csvRecords(table)
    // A line with nothing in it (often the last one of a hand-edited file) is no customer.
    .filter((record) => Object.values(record).some((value) => value.trim() !== ''))
    .map((record) => Object.fromEntries(Object.entries(record).filter(([name]) => known.has(name))))
  if (rows.length === 0) return { kind: 'noRows' }
  return { rows, ignoredColumns }
}

export const isCsvProblem = (read: CustomerCsvFile | CustomerCsvProblem): read is CustomerCsvProblem =>
  'kind' in read

export interface ImportReport {
  done: number
  total: number
  created: number
  updated: number
  failed: number
  /** Rows in error, with the spreadsheet row number (the header is row 1). */
  errors: CustomerImportRowResult[]
}

export const emptyReport = (total: number): ImportReport => ({
  done: 0,
  total,
  created: 0,
  updated: 0,
  failed: 0,
  errors: [],
})

export type SendBatch = (
  rows: Record<string, string>[],
  firstRowNumber: number,
  signal: AbortSignal,
) => Promise<CustomerImportResponse>

/**
 * Sends the rows batch by batch (the API takes 100 at a time), reporting after each one. Rows are numbered
 * as a spreadsheet shows them, the header being row 1. Aborting stops before the next batch.
 */
export async function importInBatches(
  rows: Record<string, string>[],
  send: SendBatch,
  onProgress: (report: ImportReport) => void,
  signal: AbortSignal,
  batchSize: number = CUSTOMER_IMPORT_BATCH_SIZE,
): Promise<ImportReport> {
  let report = emptyReport(rows.length)
  for (let start = 0; start < rows.length; start += batchSize) {
    if (signal.aborted) break
    const batch = rows.slice(start, start + batchSize)
    const answer = await send(batch, start + 2, signal)
    report = {
      ...report,
      done: report.done + batch.length,
      created: report.created + answer.created,
      updated: report.updated + answer.updated,
      failed: report.failed + answer.failed,
      errors: [...report.errors, ...answer.results.filter((result) => result.status === 'error')],
    }
    onProgress(report)
  }
  return report
}
