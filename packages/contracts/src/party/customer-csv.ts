import { z } from 'zod'
import { int4Schema } from '../common/integers.ts'

/** Columns of `GET /v1/party/export.csv`, in order; `POST /v1/party/import` reads rows keyed by them. */
export const customerCsvColumns = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Company',
  'Address1',
  'Address2',
  'City',
  'Province Code',
  'Country Code',
  'Zip',
  'Tax ID',
  'Tax Exempt',
  'Accepts Email Marketing',
  'Accepts SMS Marketing',
  'Tags',
  'Note',
  'Language',
] as const
export type CustomerCsvColumn = (typeof customerCsvColumns)[number]
export type CustomerCsvRow = Partial<Record<CustomerCsvColumn, string>>

/** Rows per import request: the browser sends a file in batches of this many. */
export const CUSTOMER_IMPORT_BATCH_SIZE = 100

/**
 * `POST /v1/party/import`: rows as the browser parsed them from the CSV (cells keyed by the header), and
 * the number to report for the first of them, so that reports of later batches count on. A row whose
 * Email matches a customer updates that customer; others create one. Yes/no cells take yes/no, true/false
 * or 1/0; Tags are comma-separated.
 */
export const customerImportRequestSchema = z.strictObject({
  rows: z
    .array(z.record(z.string().max(100), z.string().max(10_000)))
    .min(1)
    .max(CUSTOMER_IMPORT_BATCH_SIZE),
  firstRowNumber: int4Schema(1).default(1),
})
export type CustomerImportRequest = z.input<typeof customerImportRequestSchema>

export const customerImportRowResultSchema = z.object({
  row: z.number().int(),
  status: z.enum(['created', 'updated', 'error']),
  /** The customer created or updated; null for a row in error. */
  id: z.uuid().nullable(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
})
export type CustomerImportRowResult = z.infer<typeof customerImportRowResultSchema>

export const customerImportResponseSchema = z.object({
  results: z.array(customerImportRowResultSchema),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
})
export type CustomerImportResponse = z.infer<typeof customerImportResponseSchema>

/** `GET /v1/party/export.csv?query=…`: the same query text as the search; all matching customers. */
export const customerExportQuerySchema = z.strictObject({ query: z.string().max(500).default('') })
