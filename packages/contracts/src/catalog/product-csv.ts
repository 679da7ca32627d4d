import { z } from 'zod'
import { int4Schema } from '../common/integers.ts'

/** The columns of the product CSV, one row per variant, as Shopify names them. */
export const PRODUCT_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Description',
  'Status',
  'Vendor',
  'Type',
  'Tags',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'SKU',
  'Barcode',
  'Price',
  'Compare At Price',
  'Cost',
  'Weight',
  'Weight Unit',
  'Taxable',
  'Physical',
] as const
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number]

/** Rows per import call; the web sends a file in batches of this size to show progress. */
export const PRODUCT_IMPORT_BATCH_SIZE = 100

/**
 * `POST /v1/product/import`: rows as the browser parsed them from the CSV (cells keyed by the header;
 * unknown columns are ignored, and a column left out leaves that field of an existing product as it is),
 * and the number to report for the first of them, so that reports of later batches count on. Rows are
 * grouped by Handle: the first row of a handle carries the product's fields, every row a variant. A
 * handle that exists updates that product, matching variants by SKU or option values; keep a handle's
 * rows in one batch (rows of a handle met again later add or update variants, never remove them).
 */
export const productImportRequestSchema = z.strictObject({
  rows: z
    .array(z.record(z.string().max(100), z.string().max(20_000)))
    .min(1)
    .max(PRODUCT_IMPORT_BATCH_SIZE),
  firstRowNumber: int4Schema(1).default(1),
})
export type ProductImportRequest = z.input<typeof productImportRequestSchema>

export const productImportRowResultSchema = z.object({
  row: z.number().int(),
  status: z.enum(['created', 'updated', 'error']),
  /** The product created or updated; null for a row in error. */
  productId: z.uuid().nullable(),
  /** Paths are column names ("Price"). */
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
})
export type ProductImportRowResult = z.infer<typeof productImportRowResultSchema>
export const productImportResultSchema = z.object({
  results: z.array(productImportRowResultSchema),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
})
export type ProductImportResult = z.infer<typeof productImportResultSchema>

/** `GET /v1/product/export.csv?query=…`: the same filters as product search. */
export const productExportQuerySchema = z.strictObject({ query: z.string().max(500).default('') })

/** Messages of the browser's product import that the API does not have; English sentences, translated by their text. */
export const importMessages = {
  empty: 'The file has no product rows.',
  noHandle: 'The file needs a Handle or a Title column.',
  unreadable: 'The file is not a valid CSV file',
  batchFailed: 'These rows could not be sent',
} as const
