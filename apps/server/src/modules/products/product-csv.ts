import {
  DEFAULT_VARIANT_TITLE,
  type FieldError,
  fromMinorUnits,
  normalizeSearchText,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  protectCsvFormula,
  unprotectCsvFormula,
  type VariantUpdate,
} from '@lojista/contracts'
import type { ProductRecord, VariantRow } from './product-shape.ts'

// How products become CSV rows and rows become product input: one row per variant, Shopify's columns.

const yes = (value: boolean) => (value ? 'true' : 'false')
const amount = (minor: number | null) => (minor == null ? '' : fromMinorUnits(minor))
const GRAMS_PER_UNIT = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 } as const

/** The weight in its unit without rounding, so that writing it back gives the same grams. */
export function exactWeight(variant: Pick<VariantRow, 'weightGrams' | 'weightUnit'>): number | null {
  return variant.weightGrams == null ? null : variant.weightGrams / GRAMS_PER_UNIT[variant.weightUnit]
}

function weightCell(variant: VariantRow): string {
  const weight = exactWeight(variant)
  return weight == null ? '' : String(Math.round(weight * 1e6) / 1e6)
}

/** The product's rows: the first carries the product's fields, every row one variant. */
export function productCsvRows(record: ProductRecord): string[][] {
  const { row } = record
  const options = [...record.options].sort((a, b) => a.position - b.position)
  const variants = [...record.variants].sort((a, b) => a.position - b.position)
  return variants.map((variant, index) => {
    const first = index === 0
    // A product without options writes Shopify's "Title: Default Title", which import reads back as none.
    const names = options.length ? options.map((option) => option.name) : ['Title']
    const values = options.length ? variant.optionValues : [DEFAULT_VARIANT_TITLE]
    const cells: Record<ProductCsvColumn, string> = {
      Handle: row.handle,
      Title: first ? row.title : '',
      Description: first ? row.description : '',
      Status: first ? row.status : '',
      Vendor: first ? (row.vendorName ?? '') : '',
      Type: first ? row.productType : '',
      Tags: first ? record.tags.map((tag) => tag.name).join(', ') : '',
      'Option1 Name': first ? (names[0] ?? '') : '',
      'Option1 Value': values[0] ?? '',
      'Option2 Name': first ? (names[1] ?? '') : '',
      'Option2 Value': values[1] ?? '',
      'Option3 Name': first ? (names[2] ?? '') : '',
      'Option3 Value': values[2] ?? '',
      SKU: variant.sku ?? '',
      Barcode: variant.barcode ?? '',
      Price: amount(variant.priceMinor),
      'Compare At Price': amount(variant.compareAtPriceMinor),
      Cost: amount(variant.costMinor),
      Weight: weightCell(variant),
      'Weight Unit': variant.weightUnit,
      Taxable: yes(variant.taxable),
      Physical: yes(variant.physical),
    }
    return PRODUCT_CSV_COLUMNS.map((column) => protectCsvFormula(cells[column]))
  })
}

export type CsvValues = Partial<Record<ProductCsvColumn, string>>

const COLUMN_BY_KEY = new Map<string, ProductCsvColumn>(
  PRODUCT_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]),
)

/** A record's known columns by their canonical names (header case ignored), formula quotes removed. */
export function canonicalValues(record: Record<string, string>): CsvValues {
  const values: CsvValues = {}
  for (const [key, raw] of Object.entries(record)) {
    const column = COLUMN_BY_KEY.get(key.trim().toLowerCase())
    if (!column) continue
    const value = unprotectCsvFormula(raw)
    values[column] = column === 'Description' ? value : value.trim()
  }
  return values
}

const OPTION_NAME = ['Option1 Name', 'Option2 Name', 'Option3 Name'] as const
const OPTION_VALUE = ['Option1 Value', 'Option2 Value', 'Option3 Value'] as const

/** Option names of a lead row; Shopify's "Title" with "Default Title" means no options. */
export function optionNames(lead: CsvValues, rows: CsvValues[]): string[] | undefined {
  if (!OPTION_NAME.some((column) => lead[column] !== undefined)) return undefined
  const names = OPTION_NAME.map((column) => lead[column] ?? '').filter(Boolean)
  const isDefault =
    names.length === 1 &&
    names[0]!.toLowerCase() === 'title' &&
    rows.every((row) => !row['Option1 Value'] || row['Option1 Value'] === DEFAULT_VARIANT_TITLE)
  return isDefault ? [] : names
}

export function optionValuesOf(row: CsvValues, count: number): string[] {
  return OPTION_VALUE.slice(0, count).map((column) => row[column] ?? '')
}

const VARIANT_COLUMNS: ProductCsvColumn[] = [
  ...OPTION_VALUE,
  'SKU',
  'Barcode',
  'Price',
  'Compare At Price',
  'Cost',
  'Weight',
  'Weight Unit',
  'Taxable',
  'Physical',
]

/** Whether a row describes a variant (a row may carry only product fields). */
export function hasVariant(row: CsvValues): boolean {
  return VARIANT_COLUMNS.some((column) => Boolean(row[column]))
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'sim', 's'])
const FALSE = new Set(['false', 'no', 'n', '0', 'nao', 'não'])

/** A variant's fields from a row; fields whose column is absent or blank are left out. */
export function variantFields(row: CsvValues, errors: FieldError[]): Partial<VariantUpdate> {
  const fields: Partial<VariantUpdate> & Record<string, unknown> = {}
  const text = (column: ProductCsvColumn) => (row[column] ? row[column] : undefined)
  const decimal = (column: ProductCsvColumn) => {
    const value = text(column)
    // "12,34" is read as 12.34: a decimal comma is how Brazil writes it.
    return value && /^\d+,\d{1,2}$/.test(value) ? value.replace(',', '.') : value
  }
  const flag = (column: ProductCsvColumn) => {
    const value = text(column)?.toLowerCase()
    if (value === undefined) return undefined
    if (TRUE.has(value)) return true
    if (FALSE.has(value)) return false
    errors.push({ path: column, message: 'Use true or false' })
    return undefined
  }
  if (text('SKU') !== undefined) fields.sku = text('SKU')
  if (text('Barcode') !== undefined) fields.barcode = text('Barcode')
  if (decimal('Price') !== undefined) fields.price = decimal('Price')
  if (decimal('Compare At Price') !== undefined) fields.compareAtPrice = decimal('Compare At Price')
  if (decimal('Cost') !== undefined) fields.cost = decimal('Cost')
  const weight = decimal('Weight')
  if (weight !== undefined) {
    const number = Number(weight)
    if (weight.trim() === '' || !Number.isFinite(number))
      errors.push({ path: 'Weight', message: 'Must be a number' })
    else fields.weight = number
  }
  if (text('Weight Unit') !== undefined)
    fields.weightUnit = text('Weight Unit')!.toLowerCase() as VariantUpdate['weightUnit']
  const taxable = flag('Taxable')
  if (taxable !== undefined) fields.taxable = taxable
  const physical = flag('Physical')
  if (physical !== undefined) fields.physical = physical
  return fields
}

export function sameOptionValues(a: string[], b: string[]): boolean {
  return (
    a.length === b.length &&
    a.every((value, index) => normalizeSearchText(value) === normalizeSearchText(b[index]!))
  )
}

const FIELD_COLUMNS: Record<string, ProductCsvColumn> = {
  title: 'Title',
  handle: 'Handle',
  version: 'Handle',
  description: 'Description',
  status: 'Status',
  vendor: 'Vendor',
  productType: 'Type',
  tags: 'Tags',
  sku: 'SKU',
  barcode: 'Barcode',
  price: 'Price',
  compareAtPrice: 'Compare At Price',
  cost: 'Cost',
  weight: 'Weight',
  weightUnit: 'Weight Unit',
  taxable: 'Taxable',
  physical: 'Physical',
}

/**
 * Where an error of the product input belongs in the file: `variants.2.price` is the Price column of
 * the row of the third variant; product fields belong to the lead row.
 */
export function errorColumn(path: string): { variant?: number; column: ProductCsvColumn } {
  const parts = path.split('.')
  if (parts[0] === 'variants' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const variant = Number(parts[1])
    if (parts[2] === 'optionValues')
      return { variant, column: OPTION_VALUE[Number(parts[3] ?? 0)] ?? 'Option1 Value' }
    return { variant, column: FIELD_COLUMNS[parts[2] ?? ''] ?? 'Price' }
  }
  if (parts[0] === 'options') {
    const index = Number(parts[1] ?? 0)
    return {
      column:
        parts[2] === 'values'
          ? (OPTION_VALUE[index] ?? 'Option1 Value')
          : (OPTION_NAME[index] ?? 'Option1 Name'),
    }
  }
  if (parts[0] === 'variants') return { column: 'Price' }
  return { column: FIELD_COLUMNS[parts[0] ?? ''] ?? 'Handle' }
}
