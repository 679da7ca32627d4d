import {
  catalogMessages,
  type FieldError,
  fromMinorUnits,
  HANDLE_PATTERN,
  normalizeSearchText,
  PRODUCT_CSV_COLUMNS,
  type ProductCreate,
  type ProductImportResult,
  type ProductImportRowResult,
  productCreateSchema,
  productUpdateSchema,
  slugifyHandle,
  toCsv,
  type VariantUpdate,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx, savepoint } from '../../db/scope.ts'
import { refreshStatistics } from '../../db/statistics.ts'
import { importCounts, recordActivity } from '../../lib/activity.ts'
import { conflictOfUnique } from '../../lib/conflict.ts'
import { HttpProblem } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { splitQuery } from '../../lib/text-search.ts'
import { productUniqueConflicts } from './product-conflicts.ts'
import {
  type CsvValues,
  canonicalValues,
  errorColumn,
  exactWeight,
  hasVariant,
  optionNames,
  optionValuesOf,
  productCsvRows,
  sameOptionValues,
  variantFields,
} from './product-csv.ts'
import type { ProductDeps } from './product-deps.ts'
import { loadRecord, partsColumns, recordOf } from './product-records.ts'
import {
  isSelective,
  PRODUCT_FILTERS,
  productFilters,
  searchProductRows,
} from './product-search.repository.ts'
import { type CreateOutcome, createProductsIn, updateProductIn } from './product-writer.ts'
import * as repo from './products.repository.ts'

const EXPORT_PAGE = 250

interface SourceRow {
  row: number
  values: CsvValues
}

/** A product's rows in one batch, and where each variant of the input came from. */
interface Group {
  handle: string
  rows: SourceRow[]
}

class RowErrors extends Error {
  constructor(readonly byRow: Map<number, FieldError[]>) {
    super('import row errors')
  }
}

export function createProductCsvService(db: Db, deps: ProductDeps) {
  /** Each CSV page is read in its own short transaction; keyset paging keeps pages from overlapping. */
  /**
   * The CSV text in pieces. The query is checked before the first piece, so that a bad filter is a 400
   * rather than a broken download.
   */
  function exportCsv(scope: StoreScope, query: string): AsyncGenerator<string> {
    const { text, filters } = splitQuery(query, PRODUCT_FILTERS)
    productFilters(scope.tenantId, filters)
    return exportPages(scope, query, text, filters)
  }

  async function* exportPages(
    scope: StoreScope,
    query: string,
    text: string,
    filters: Record<string, string[]>,
  ): AsyncGenerator<string> {
    await inScope(db, scope, (tx) =>
      recordActivity(tx, scope, {
        area: 'products',
        action: 'product.exported',
        subject: { type: 'export', id: null, label: '' },
        changes: query.trim() ? [{ field: 'query', before: null, after: query.trim() }] : [],
      }),
    )
    yield `\uFEFF${toCsv([[...PRODUCT_CSV_COLUMNS]])}`
    let after: string | undefined
    for (;;) {
      const page = await inScope(db, scope, async (tx) => {
        const where = productFilters(scope.tenantId, filters)
        const request = {
          query,
          first: EXPORT_PAGE,
          after,
          orderBy: { field: 'title' as const, direction: 'asc' as const },
        }
        const found = await searchProductRows(
          tx,
          scope.tenantId,
          request,
          { text, where, selective: isSelective(text, filters) },
          { parts: partsColumns(deps, scope.tenantId), description: true },
        )
        return found.page.toConnection(found.rows, found.total, (row) => recordOf(row))
      })
      const rows = page.edges.flatMap((edge) => productCsvRows(edge.node))
      if (rows.length) yield toCsv(rows)
      if (!page.pageInfo.hasNextPage) return
      after = page.pageInfo.endCursor ?? undefined
    }
  }

  async function importRows(
    scope: StoreScope,
    input: { rows: Record<string, string>[]; firstRowNumber: number },
  ): Promise<ProductImportResult> {
    const results = new Map<number, ProductImportRowResult>()
    const groups = new Map<string, Group>()
    input.rows.forEach((record, index) => {
      const row = input.firstRowNumber + index
      const values = canonicalValues(record)
      if (Object.values(values).every((value) => !value)) return // a blank line
      const handle = handleOf(values)
      if (!handle) {
        const error = { path: 'Handle', message: catalogMessages.importNeedsHandle }
        results.set(row, { row, status: 'error', productId: null, errors: [error] })
        return
      }
      const group = groups.get(handle) ?? { handle, rows: [] }
      group.rows.push({ row, values })
      groups.set(handle, group)
    })

    const failed = (group: Group, byRow: Map<number, FieldError[]>) => {
      for (const { row } of group.rows) {
        const errors = byRow.get(row) ?? [{ path: 'Handle', message: catalogMessages.importOtherRowFailed }]
        results.set(row, { row, status: 'error', productId: null, errors })
      }
    }
    const done = (group: Group, status: 'created' | 'updated', id: string) => {
      for (const { row } of group.rows) results.set(row, { row, status, productId: id, errors: [] })
    }

    await inScope(db, scope, async (tx) => {
      const { tenantId } = scope
      const existing = new Set(await repo.takenHandles(tx, tenantId, [...groups.keys()]))
      const creating: NewProduct[] = []
      for (const group of groups.values()) {
        try {
          if (!existing.has(group.handle)) {
            creating.push(newProduct(group))
            continue
          }
          // A savepoint per product updated: a bad product is rolled back alone, the others stay.
          const id = await savepoint(tx, (groupTx) => updateGroup(groupTx, tenantId, group))
          done(group, 'updated', id)
        } catch (error) {
          if (!(error instanceof RowErrors)) throw error
          failed(group, error.byRow)
        }
      }
      for (const [index, outcome] of (await createAll(tx, tenantId, creating)).entries()) {
        const { group, leadRow, sources } = creating[index]!
        if ('id' in outcome) done(group, 'created', outcome.id)
        else failed(group, rowErrorsOf(outcome.problem, leadRow, sources))
      }
      // One entry per batch of rows, counted by row as the import's answer counts them.
      const counts = { created: 0, updated: 0, failed: 0 }
      for (const result of results.values()) counts[result.status === 'error' ? 'failed' : result.status] += 1
      await recordActivity(tx, scope, {
        area: 'products',
        action: 'product.imported',
        subject: { type: 'import', id: null, label: String(counts.created + counts.updated) },
        changes: importCounts(counts),
      })
    })
    await refreshStatistics(db, 'catalog')

    const ordered = [...results.values()].sort((a, b) => a.row - b.row)
    const tally = (status: ProductImportRowResult['status']) =>
      ordered.filter((r) => r.status === status).length
    return { results: ordered, created: tally('created'), updated: tally('updated'), failed: tally('error') }
  }

  /**
   * The products new to the store, written together: a few statements for the whole batch (see
   * createProductsIn). Should another writer take one of their handles or SKUs meanwhile, the batch's
   * write fails as a whole and the products are written one by one, so that only that one fails.
   */
  async function createAll(tx: StoreTx, tenantId: string, creating: NewProduct[]): Promise<CreateOutcome[]> {
    const inputs = creating.map((product) => product.input)
    if (inputs.length === 0) return []
    try {
      return await savepoint(tx, (batchTx) => createProductsIn(deps, batchTx, tenantId, inputs))
    } catch (error) {
      if (!(conflictOfUnique(error, productUniqueConflicts) instanceof HttpProblem)) throw error
    }
    const outcomes: CreateOutcome[] = []
    for (const input of inputs) {
      try {
        outcomes.push(...(await savepoint(tx, (oneTx) => createProductsIn(deps, oneTx, tenantId, [input]))))
      } catch (error) {
        const problem = conflictOfUnique(error, productUniqueConflicts)
        if (!(problem instanceof HttpProblem)) throw error
        outcomes.push({ problem })
      }
    }
    return outcomes
  }

  /** Updates the product of the group's handle; throws RowErrors for a product left as it was. */
  async function updateGroup(tx: StoreTx, tenantId: string, group: Group): Promise<string> {
    const lead = leadOf(group)
    const existing = await loadRecord(deps, tx, tenantId, { handle: group.handle })
    // Deleted by someone else since the batch began.
    if (!existing)
      throw new RowErrors(new Map([[lead.row, [{ path: 'Handle', message: catalogMessages.staleVersion }]]]))
    const { names, parsed, parseErrors, fail } = parseGroup(group)
    const currentOptions = [...existing.options].sort((a, b) => a.position - b.position)
    if (
      names !== undefined &&
      !sameOptionValues(
        names,
        currentOptions.map((option) => option.name),
      )
    ) {
      fail(lead.row, { path: 'Option1 Name', message: catalogMessages.importOptionsRenamed })
    }
    const variants: (Partial<VariantUpdate> & { source?: SourceRow })[] = existing.variants
      .sort((a, b) => a.position - b.position)
      .map((variant) => ({
        id: variant.id,
        optionValues: variant.optionValues,
        sku: variant.sku,
        barcode: variant.barcode,
        price: fromMinorUnits(variant.priceMinor),
        compareAtPrice:
          variant.compareAtPriceMinor == null ? null : fromMinorUnits(variant.compareAtPriceMinor),
        cost: variant.costMinor == null ? null : fromMinorUnits(variant.costMinor),
        weight: exactWeight(variant),
        weightUnit: variant.weightUnit,
        taxable: variant.taxable,
        physical: variant.physical,
      }))
    for (const { source, fields } of parsed) {
      const optionValues = optionValuesOf(source.values, currentOptions.length)
      const match = variants.find(
        (variant) =>
          (fields.sku && variant.sku === fields.sku) ||
          (variant.optionValues && sameOptionValues(variant.optionValues, optionValues)),
      )
      if (match) Object.assign(match, fields, { optionValues, source })
      else variants.push({ ...fields, optionValues, source })
    }
    const options = currentOptions.map((option, index) => ({
      name: option.name,
      values: distinct([...option.values, ...variants.map((variant) => variant.optionValues?.[index] ?? '')]),
    }))
    const raw = {
      version: existing.row.version,
      ...productFields(lead.values),
      options,
      variants: variants.map(({ source: _, ...variant }) => variant),
    }
    const sources = variants.map((variant) => ({ source: variant.source ?? lead }))
    const { version, ...changes } = validate(productUpdateSchema, raw, lead.row, sources, parseErrors)
    // Taking the version read above locks the product; a change since then fails this product only.
    if (!(await repo.claimVersion(tx, tenantId, existing.row.id, version))) {
      throw new RowErrors(new Map([[lead.row, [{ path: 'Handle', message: catalogMessages.staleVersion }]]]))
    }
    await placed(lead.row, sources, () => updateProductIn(deps, tx, tenantId, existing.row.id, changes))
    return existing.row.id
  }

  return { exportCsv, importRows }
}

/** A product new to the store, read from its group of rows. */
interface NewProduct {
  group: Group
  input: ProductCreate
  leadRow: number
  /** Where each variant of the input came from. */
  sources: { source: SourceRow }[]
}

/** The row that carries the product's own fields: the first with a title. */
function leadOf(group: Group): SourceRow {
  return group.rows.find((row) => row.values.Title) ?? group.rows[0]!
}

/** The group's option names and variants as read from its rows, and the rows' errors so far. */
function parseGroup(group: Group) {
  const lead = leadOf(group)
  const parseErrors = new Map<number, FieldError[]>()
  const fail = (row: number, error: FieldError) =>
    parseErrors.set(row, [...(parseErrors.get(row) ?? []), error])
  const variantRows = group.rows.filter((row) => hasVariant(row.values))
  const names = optionNames(
    lead.values,
    variantRows.map((row) => row.values),
  )
  const parsed = variantRows.map((source) => {
    const errors: FieldError[] = []
    const fields = variantFields(source.values, errors)
    for (const error of errors) fail(source.row, error)
    return { source, fields }
  })
  return { names, parsed, parseErrors, fail }
}

/** The product a group of rows creates; throws RowErrors when its rows do not make one. */
function newProduct(group: Group): NewProduct {
  const lead = leadOf(group)
  const { names, parsed, parseErrors } = parseGroup(group)
  const optionCount = names?.length ?? 0
  const variants = parsed.map(({ source, fields }) => ({
    ...fields,
    optionValues: optionValuesOf(source.values, optionCount),
  }))
  const raw = {
    ...productFields(lead.values),
    handle: group.handle,
    options: (names ?? []).map((name, index) => ({
      name,
      values: distinct(variants.map((variant) => variant.optionValues[index] ?? '').filter(Boolean)),
    })),
    variants,
  }
  const input = validate(productCreateSchema, raw, lead.row, parsed, parseErrors)
  return { group, input, leadRow: lead.row, sources: parsed }
}

function distinct(values: string[]): string[] {
  const seen = new Map<string, string>()
  for (const value of values) {
    const key = normalizeSearchText(value)
    if (value && !seen.has(key)) seen.set(key, value)
  }
  return [...seen.values()]
}

/** The handle a row names, made a handle when it is not one ("Camiseta Básica" → camiseta-basica). */
function handleOf(values: CsvValues): string | undefined {
  const given = values.Handle?.trim().toLowerCase()
  if (given) return HANDLE_PATTERN.test(given) ? given : slugifyHandle(given)
  return values.Title ? slugifyHandle(values.Title, 'product') : undefined
}

/** Product fields of the lead row: a column left out of the file leaves the field out (unchanged). */
function productFields(values: CsvValues) {
  const fields: Record<string, unknown> = {}
  if (values.Title !== undefined && values.Title !== '') fields.title = values.Title
  if (values.Description !== undefined) fields.description = values.Description
  if (values.Status) fields.status = values.Status.toLowerCase()
  if (values.Vendor !== undefined) fields.vendor = values.Vendor || null
  if (values.Type !== undefined) fields.productType = values.Type
  if (values.Tags !== undefined) {
    fields.tags = values.Tags.split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
  }
  return fields
}

/** Parses the input with the API's own schema, reporting every problem at its row and column. */
function validate<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  leadRow: number,
  variants: { source: SourceRow }[],
  errors: Map<number, FieldError[]>,
): z.output<S> {
  const result = schema.safeParse(raw)
  const byRow = new Map(errors)
  if (!result.success) {
    for (const issue of result.error.issues) {
      const at = placeError(issue.path.join('.'), leadRow, variants)
      byRow.set(at.row, [...(byRow.get(at.row) ?? []), { path: at.column, message: issue.message }])
    }
  }
  if (byRow.size > 0) throw new RowErrors(byRow)
  return result.data as z.output<S>
}

function placeError(path: string, leadRow: number, variants: { source: SourceRow }[]) {
  const { variant, column } = errorColumn(path)
  return { row: variant === undefined ? leadRow : (variants[variant]?.source.row ?? leadRow), column }
}

/**
 * Runs a product write, turning its 400/409 problems (or a lost race on a unique index) into errors at
 * the rows and columns they concern.
 */
async function placed<T>(
  leadRow: number,
  variants: { source: SourceRow }[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const problem = error instanceof HttpProblem ? error : conflictOfUnique(error, productUniqueConflicts)
    if (!(problem instanceof HttpProblem)) throw error
    throw new RowErrors(rowErrorsOf(problem, leadRow, variants))
  }
}

/** A product's problem as errors at the rows and columns it concerns. */
function rowErrorsOf(problem: HttpProblem, leadRow: number, variants: { source: SourceRow }[]) {
  const byRow = new Map<number, FieldError[]>()
  for (const fieldError of problem.errors ?? [{ path: 'handle', message: problem.detail ?? problem.title }]) {
    const at = placeError(fieldError.path, leadRow, variants)
    byRow.set(at.row, [...(byRow.get(at.row) ?? []), { path: at.column, message: fieldError.message }])
  }
  return byRow
}

export type ProductCsvService = ReturnType<typeof createProductCsvService>
