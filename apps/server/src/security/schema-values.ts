import { randomBytes, randomUUID } from 'node:crypto'
import fc from 'fast-check'
import type { JsonSchema } from './api-document.ts'

// Values made from the JSON Schemas of the OpenAPI document: one small valid example (the isolation
// sweep's requests), and fast-check arbitraries of valid values (the fuzzer's starting point).

/** Where a value sits: its property name and the name of the property holding its object or array. */
export interface Field {
  name: string
  parent: string | undefined
}

/** The value a field must have (an id of some record), or undefined to make one up. */
export type FieldValue = (field: Field) => unknown

const PATTERN_CANDIDATES = () => [
  '1.00',
  'BR',
  'SP',
  'customer',
  'pt-BR',
  `item-${randomBytes(3).toString('hex')}`,
  `CODE${randomBytes(3).toString('hex').toUpperCase()}`,
  `${randomBytes(16).toString('hex')}.png`,
]

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return []
  return Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string]
}

function stringExample(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID()
  if (schema.format === 'date-time') return new Date().toISOString()
  if (schema.format === 'email') return `someone-${randomBytes(3).toString('hex')}@example.com`
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u')
    const fits = (value: string) => pattern.test(value) && value.length >= min && value.length <= max
    const candidate = PATTERN_CANDIDATES().find(fits)
    if (candidate) return candidate
    const sampled = fc
      .sample(fc.stringMatching(pattern), { numRuns: 50, seed: 7 })
      .find((value) => value.length >= min && value.length <= max)
    if (sampled !== undefined) return sampled
    throw new Error(`no example for the pattern ${schema.pattern}`)
  }
  return 'x'.repeat(Math.max(1, min)).slice(0, Math.max(min, Math.min(max, 1)))
}

/** Whether a schema (or anything inside it) has a field `wanted` names. */
export function mentions(schema: JsonSchema, wanted: (field: Field) => boolean, parent?: string): boolean {
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    if (wanted({ name, parent }) || mentions(property, wanted, name)) return true
  }
  if (schema.items && mentions(schema.items as JsonSchema, wanted, parent)) return true
  for (const option of (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]) {
    if (mentions(option, wanted, parent)) return true
  }
  return false
}

/**
 * A small valid value of `schema`: required properties, plus optional ones that hold a field
 * `fieldValue` fills (so that a request names the records it is meant to reach).
 */
export function exampleOf(
  schema: JsonSchema,
  fieldValue: FieldValue = () => undefined,
  field: Field = { name: '', parent: undefined },
): unknown {
  const given = field.name ? fieldValue(field) : undefined
  if (given !== undefined) {
    // An id field that holds a list is given the one record.
    return typesOf(schema).includes('array') && !Array.isArray(given) ? [given] : given
  }
  if (schema.enum) return (schema.enum as unknown[])[0]
  if ('const' in schema) return schema.const
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (options) {
    const nonNull = options.find((option) => !typesOf(option).includes('null')) ?? options[0]!
    return exampleOf(nonNull, fieldValue, field)
  }
  const type = typesOf(schema).find((item) => item !== 'null') ?? typesOf(schema)[0]
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {}
      const required = new Set((schema.required as string[] | undefined) ?? [])
      const filled = (candidate: Field) => fieldValue(candidate) !== undefined
      for (const [name, property] of Object.entries(
        (schema.properties ?? {}) as Record<string, JsonSchema>,
      )) {
        const inner = { name, parent: field.name || field.parent }
        if (required.has(name) || filled(inner) || mentions(property, filled, name)) {
          value[name] = exampleOf(property, fieldValue, inner)
        }
      }
      return value
    }
    case 'array': {
      const count = Math.max(
        typeof schema.minItems === 'number' ? schema.minItems : 0,
        schema.items &&
          mentions(schema.items as JsonSchema, (candidate) => fieldValue(candidate) !== undefined)
          ? 1
          : 0,
      )
      return Array.from({ length: count }, () =>
        exampleOf((schema.items ?? {}) as JsonSchema, fieldValue, { name: '', parent: field.name }),
      )
    }
    case 'string':
      return stringExample(schema)
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 0
      return Math.max(1, minimum)
    }
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return {}
  }
}

// ---- Arbitraries for the fuzzer ----

/** The largest value of an integer (int4) column: every whole number a request takes must stop there. */
const INT4_MAX = 2_147_483_647
/** Halves of surrogate pairs, which no column can store without their other half. */
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF']

/** A string with half a surrogate pair put somewhere in it. */
function withLoneSurrogate(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.nat(), fc.constantFrom(...LONE_SURROGATES)).map(([value, at, half]) => {
    const index = at % (value.length + 1)
    return value.slice(0, index) + half + value.slice(index)
  })
}

/**
 * Numbers at and just past a schema's bounds, and where the database's and JavaScript's numbers end:
 * the values a bound exists to refuse, beside the ones it lets through.
 */
function edgeNumbers(min: number, max: number, whole: boolean): number[] {
  const step = whole ? 1 : 0.01
  return [
    min,
    max,
    min - step,
    max + step,
    INT4_MAX,
    INT4_MAX + 1,
    -INT4_MAX - 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    ...(whole ? [] : [0.1 + 0.2, 1e-7, 9_999_999_999_999.99, 10_000_000_000_000]),
  ].filter((value) => Number.isFinite(value))
}

/** A decimal number's shape as a pattern states it: `^\d{1,13}(\.\d{1,2})?$` for an amount. */
interface DecimalShape {
  signed: boolean
  integerDigits: number
  decimals: number
}

const DECIMAL_PATTERN = /^\^(-\?)?\\d\{1,(\d+)\}\(\\\.\\d\{1,(\d+)\}\)\?\$$/

/** The shape of a pattern for decimal text (amounts, weights, rates), or undefined for any other. */
export function decimalShapeOf(pattern: string): DecimalShape | undefined {
  const match = DECIMAL_PATTERN.exec(pattern)
  if (!match) return undefined
  return { signed: match[1] !== undefined, integerDigits: Number(match[2]), decimals: Number(match[3]) }
}

/**
 * Decimal text at and just past a pattern's bounds: for an amount, the largest one allowed
 * ("9999999999999.99"), one cent past it ("10000000000000.00"), a third decimal ("0.001"), and a
 * negative one ("-0.01") where the pattern takes none; for a signed pattern, the same past its
 * negative end.
 */
export function edgeDecimals({ signed, integerDigits, decimals }: DecimalShape): string[] {
  const largest = `${'9'.repeat(integerDigits)}.${'9'.repeat(decimals)}`
  const pastLargest = `1${'0'.repeat(integerDigits)}.${'0'.repeat(decimals)}`
  const smallest = `0.${'0'.repeat(decimals - 1)}1`
  return [
    '0',
    smallest,
    largest,
    pastLargest,
    `0.${'0'.repeat(decimals)}1`,
    `${largest}9`,
    ...(signed ? [`-${largest}`, `-${pastLargest}`] : [`-${smallest}`, '-0']),
  ]
}

export interface ArbitraryOptions {
  /** Values to prefer for a field (real ids of the store), or undefined. */
  pool: (field: Field) => unknown[] | undefined
  /** Strings that should turn up in string fields now and then. */
  nasty: fc.Arbitrary<string>
}

const MAX_ARRAY = 3

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const max = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 60) : 60
  const min = typeof schema.minLength === 'number' ? Math.min(schema.minLength, max) : 0
  if (schema.format === 'uuid') return fc.uuid()
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString())
  }
  if (schema.format === 'email') {
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'loja.com.br'))
      .map(([user, domain]) => `${user}@${domain}`)
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u')
    const matching = fc
      .stringMatching(pattern)
      .filter((value) => value.length >= min && value.length <= max + 40)
    const decimal = decimalShapeOf(schema.pattern)
    if (!decimal) return matching
    return fc.oneof(
      { arbitrary: matching, weight: 3 },
      { arbitrary: fc.constantFrom(...edgeDecimals(decimal)), weight: 1 },
    )
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    fc.string({ minLength: min, maxLength: max, unit: 'binary' }),
  )
}

/**
 * Values `schema` accepts (as far as JSON Schema says; the server's own rules may still refuse them), and
 * now and then one just past them: numbers beyond their bounds, decimal text (amounts) past its
 * digits, text with half a surrogate pair.
 */
export function arbitraryOf(
  schema: JsonSchema,
  options: ArbitraryOptions,
  field: Field = { name: '', parent: undefined },
): fc.Arbitrary<unknown> {
  const pooled = field.name ? options.pool(field) : undefined
  const own = ownArbitrary(schema, options, field)
  if (pooled && pooled.length > 0) {
    const fromPool = fc.constantFrom(...pooled)
    const types = typesOf(schema)
    const pick = types.includes('array') ? fc.array(fromPool, { minLength: 1, maxLength: 2 }) : fromPool
    return fc.oneof({ arbitrary: pick, weight: 3 }, { arbitrary: own, weight: 1 })
  }
  return own
}

function ownArbitrary(schema: JsonSchema, options: ArbitraryOptions, field: Field): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]))
  if ('const' in schema) return fc.constant(schema.const)
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (alternatives) return fc.oneof(...alternatives.map((option) => arbitraryOf(option, options, field)))
  const types = typesOf(schema)
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, options, field)))
  }
  switch (types[0]) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [name, property] of Object.entries(properties)) {
        record[name] = arbitraryOf(property, options, { name, parent: field.name || field.parent })
      }
      const requiredKeys = ((schema.required as string[] | undefined) ?? []).filter((name) => name in record)
      return fc.record(record, { requiredKeys })
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0
      const max = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, MAX_ARRAY) : MAX_ARRAY
      return fc.array(
        arbitraryOf((schema.items ?? {}) as JsonSchema, options, { name: '', parent: field.name }),
        {
          minLength: min,
          maxLength: Math.max(min, max),
        },
      )
    }
    case 'string':
      return fc.oneof(
        { arbitrary: stringArbitrary(schema), weight: 8 },
        { arbitrary: withLoneSurrogate(stringArbitrary(schema)), weight: 1 },
        { arbitrary: options.nasty, weight: 1 },
      )
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -Number.MAX_SAFE_INTEGER
      const max = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER
      return fc.oneof(
        { arbitrary: fc.integer({ min, max }), weight: 4 },
        { arbitrary: fc.constantFrom(min, max, Math.max(min, Math.min(max, 1))), weight: 2 },
        { arbitrary: fc.constantFrom(...edgeNumbers(min, max, true)), weight: 1 },
      )
    }
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -Number.MAX_SAFE_INTEGER
      const max = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER
      return fc.oneof(
        { arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 4 },
        { arbitrary: fc.constantFrom(...edgeNumbers(min, max, false)), weight: 1 },
      )
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.anything({ maxDepth: 2 })
  }
}
