import { slugifyHandle } from '@lojista/contracts/catalog/handles'
import {
  importMessages,
  PRODUCT_IMPORT_BATCH_SIZE,
  type ProductImportRequest,
  type ProductImportResult,
} from '@lojista/contracts/catalog/product-csv'
import { CsvError, csvRecords, parseCsv } from '@lojista/contracts/csv'

export type CsvRow = Record<string, string>

export interface ImportBatch {
  rows: CsvRow[]
  /** The spreadsheet row of the first of them: the header is row 1, so the first product row is 2. */
  firstRowNumber: number
}

/** A file that cannot be imported at all; `message` is one of importMessages, `detail` says where. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message)
  }
}

export { importMessages }

/**
 * Reads a product CSV the way spreadsheets number it. Throws ImportFileError for a file that is not CSV,
 * has no rows or lacks both the Handle and the Title column (every row needs one of them).
 */
export function readProductCsv(text: string): CsvRow[] {
  let table: string[][]
  try {
    table = parseCsv(text)
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(importMessages.unreadable, error.message)
    throw error
  }
  const header = (table[0] ?? []).map((name) => name.trim())
  if (!header.includes('Handle') && !header.includes('Title'))
    throw new ImportFileError(importMessages.noHandle)
  const rows = csvRecords(table)
  if (rows.length === 0) throw new ImportFileError(importMessages.empty)
  return rows
}

/** The product a row belongs to, as the server groups rows: by Handle, or by the handle its Title makes. */
export function rowHandle(row: CsvRow): string {
  const handle = (row.Handle ?? '').trim().toLowerCase()
  if (handle) return handle
  const title = (row.Title ?? '').trim()
  return title ? slugifyHandle(title) : ''
}

/**
 * Splits rows into batches of at most `size`, in file order so row numbers stay right, cutting only where
 * one product's rows end and the next begin: the server imports each product of a batch on its own and
 * a product split over two batches would be imported in two halves. A single product with more rows
 * than a batch holds is cut at the size (the server refuses that many variants anyway).
 */
export function planBatches(
  rows: readonly CsvRow[],
  size: number = PRODUCT_IMPORT_BATCH_SIZE,
): ImportBatch[] {
  const batches: ImportBatch[] = []
  let start = 0
  while (start < rows.length) {
    let end = Math.min(start + size, rows.length)
    if (end < rows.length) {
      // Walk back to the first row of the product that would be split, if it did not start the batch.
      let cut = end
      while (cut > start && sameProduct(rows[cut - 1]!, rows[cut]!)) cut -= 1
      if (cut > start) end = cut
    }
    batches.push({ rows: rows.slice(start, end), firstRowNumber: start + 2 })
    start = end
  }
  return batches
}

/** A row without handle or title continues the product above it, as in Shopify's files. */
function sameProduct(previous: CsvRow, next: CsvRow): boolean {
  const handle = rowHandle(next)
  return handle === '' || handle === rowHandle(previous)
}

export interface ImportRowError {
  row: number
  handle: string
  column: string
  message: string
}

export interface ImportReport {
  totalRows: number
  /** Rows sent so far (for the progress bar). */
  doneRows: number
  created: number
  updated: number
  failed: number
  /** Products created or updated, counted once however many variant rows they had. */
  products: number
  errors: ImportRowError[]
  /** True when the import was stopped before every batch was sent. */
  stopped: boolean
}

export function emptyReport(totalRows: number): ImportReport {
  return {
    totalRows,
    doneRows: 0,
    created: 0,
    updated: 0,
    failed: 0,
    products: 0,
    errors: [],
    stopped: false,
  }
}

export type SendBatch = (request: ProductImportRequest, signal?: AbortSignal) => Promise<ProductImportResult>

export interface RunImportOptions {
  send: SendBatch
  /** Called after every batch with the report so far. */
  onProgress?: (report: ImportReport) => void
  signal?: AbortSignal
  /**
   * Decides whether a failed batch ends the import (the session ended, say) or only fails its rows; the
   * message is what each of its rows reports.
   */
  describeFailure?: (error: unknown) => { message: string; fatal: boolean }
}

/**
 * Sends the batches one after the other and gathers one report: a bad row fails only its product, and a
 * batch the server refused as a whole fails only its own rows; the next batches are still sent.
 */
export async function runImport(rows: readonly CsvRow[], options: RunImportOptions): Promise<ImportReport> {
  const { send, onProgress, signal } = options
  const describe = options.describeFailure ?? defaultFailure
  const batches = planBatches(rows)
  let report = emptyReport(rows.length)
  const productIds = new Set<string>()
  const handles = new Map<number, string>()
  rows.forEach((row, index) => {
    handles.set(index + 2, rowHandle(row))
  })

  for (const batch of batches) {
    if (signal?.aborted) return { ...report, stopped: true }
    let next: ImportReport
    try {
      const result = await send({ rows: batch.rows, firstRowNumber: batch.firstRowNumber }, signal)
      for (const row of result.results) if (row.productId) productIds.add(row.productId)
      next = {
        ...report,
        created: report.created + result.created,
        updated: report.updated + result.updated,
        failed: report.failed + result.failed,
        products: productIds.size,
        errors: [
          ...report.errors,
          ...result.results.flatMap((row) =>
            row.errors.map((error) => ({
              row: row.row,
              handle: handles.get(row.row) ?? '',
              column: error.path,
              message: error.message,
            })),
          ),
        ],
      }
    } catch (error) {
      if (signal?.aborted) return { ...report, stopped: true }
      const failure = describe(error)
      next = {
        ...report,
        failed: report.failed + batch.rows.length,
        errors: [
          ...report.errors,
          ...batch.rows.map((_, index) => {
            const row = batch.firstRowNumber + index
            return { row, handle: handles.get(row) ?? '', column: '', message: failure.message }
          }),
        ],
      }
      if (failure.fatal) {
        report = { ...next, doneRows: report.doneRows + batch.rows.length, stopped: true }
        onProgress?.(report)
        return report
      }
    }
    report = { ...next, doneRows: report.doneRows + batch.rows.length }
    onProgress?.(report)
  }
  return report
}

function defaultFailure(error: unknown) {
  return { message: error instanceof Error ? error.message : importMessages.batchFailed, fatal: false }
}
