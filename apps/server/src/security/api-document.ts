import { problemSchema } from '@lojista/contracts'
import type { TestApp } from '../test/test-app.ts'

// The published OpenAPI document read as the list of operations the security tests walk through, a
// small validator for the JSON Schema subset that document uses, and the check every answer must pass.

export type JsonSchema = { [keyword: string]: unknown }
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
}

export interface ApiOperation {
  /** 'PATCH /v1/product/{id}', as the document names it. */
  key: string
  method: Method
  path: string
  operationId: string
  summary: string
  /** The security requirements: `[]` for a public operation, `[{ bearer: [] }]` for a member's. */
  security: Record<string, string[]>[]
  parameters: Parameter[]
  body: { contentType: string; schema: JsonSchema; required: boolean } | undefined
  responses: Record<string, { description: string; contentTypes: string[]; schema: JsonSchema | undefined }>
}

export interface ApiDocument {
  /** As published: schemas of the named resources are `$ref`s to its components. */
  document: {
    paths: Record<string, Record<string, unknown>>
    components?: { schemas?: Record<string, JsonSchema> }
  }
  operations: ApiOperation[]
}

const SCHEMA_REF = '#/components/schemas/'

/**
 * `value` with every reference to a component schema replaced by the schema itself, so that the
 * walkers below see whole schemas. A component that contains itself would have no end: refused.
 */
export function dereferenced<T>(value: T, schemas: Record<string, JsonSchema>, within: string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => dereferenced(item, schemas, within)) as T
  if (!value || typeof value !== 'object') return value
  const { $ref, ...rest } = value as Record<string, unknown>
  if (typeof $ref === 'string' && $ref.startsWith(SCHEMA_REF)) {
    const name = $ref.slice(SCHEMA_REF.length)
    const target = schemas[name]
    if (!target) throw new Error(`${$ref} is not in the document`)
    if (within.includes(name)) throw new Error(`${$ref} contains itself: ${[...within, name].join(' → ')}`)
    return {
      ...dereferenced(target, schemas, [...within, name]),
      ...dereferenced(rest, schemas, within),
    } as T
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, dereferenced(item, schemas, within)]),
  ) as T
}

export async function readApiDocument(app: TestApp['app']): Promise<ApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/v1/openapi.json' })
  if (response.statusCode !== 200) throw new Error(`GET /v1/openapi.json answered ${response.statusCode}`)
  const document = response.json() as ApiDocument['document']
  const paths = dereferenced(document.paths, document.components?.schemas ?? {})
  const operations: ApiOperation[] = []
  for (const [path, entries] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(entries)) {
      const operation = raw as {
        operationId?: string
        security?: ApiOperation['security']
        summary?: string
        parameters?: Parameter[]
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }
        responses?: Record<
          string,
          { description?: string; content?: Record<string, { schema?: JsonSchema }> }
        >
      }
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      const responses: ApiOperation['responses'] = {}
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const contents = Object.entries(answer.content ?? {})
        responses[status] = {
          description: answer.description ?? '',
          contentTypes: contents.map(([type]) => type),
          schema: contents[0]?.[1].schema,
        }
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Method,
        path,
        operationId: operation.operationId ?? '',
        summary: operation.summary ?? '',
        security: operation.security ?? [],
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          required: Boolean(parameter.required),
        })),
        body:
          contentType && content
            ? { contentType, schema: content.schema, required: Boolean(operation.requestBody?.required) }
            : undefined,
        responses,
      })
    }
  }
  return { document, operations }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The path with its `{name}` parameters filled in (encoded), and a query string. */
export function urlOf(
  operation: ApiOperation,
  pathValues: Record<string, string>,
  query: Record<string, string | string[]> = {},
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathValues[name]
    if (value === undefined) throw new Error(`${operation.key}: no value for path parameter ${name}`)
    // A lone surrogate cannot be sent as UTF-8: replaced, as a browser would.
    return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item)
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

// ---- A validator for the JSON Schema the document is made of ----

const KNOWN_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'propertyNames',
  'default',
  'description',
  'title',
  'examples',
  'deprecated',
])

const patterns = new Map<string, RegExp>()
function regexOf(pattern: string): RegExp {
  let compiled = patterns.get(pattern)
  if (!compiled) {
    compiled = new RegExp(pattern, 'u')
    patterns.set(pattern, compiled)
  }
  return compiled
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value)
  return actual === type || (type === 'number' && actual === 'integer')
}

/**
 * The ways `value` breaks `schema`, each with its path (empty when it conforms). A keyword this
 * validator does not know is reported too, so a schema feature added later cannot pass unchecked.
 */
export function schemaErrors(schema: JsonSchema, value: unknown, path = '$'): string[] {
  const errors: string[] = []
  for (const keyword of Object.keys(schema)) {
    if (!KNOWN_KEYWORDS.has(keyword)) errors.push(`${path}: the validator does not know "${keyword}"`)
  }
  const { type } = schema
  if (type !== undefined) {
    const types = Array.isArray(type) ? (type as string[]) : [type as string]
    if (!types.some((item) => matchesType(value, item))) {
      return [...errors, `${path}: expected ${types.join(' or ')}, got ${typeOf(value)}`]
    }
  }
  if (schema.enum && !(schema.enum as unknown[]).some((item) => item === value)) {
    errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`)
  }
  if ('const' in schema && schema.const !== value)
    errors.push(`${path}: expected ${JSON.stringify(schema.const)}`)
  if (schema.anyOf || schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[]
    const passing = options.filter((option) => schemaErrors(option, value, path).length === 0).length
    if (passing === 0) errors.push(`${path}: matches none of ${options.length} alternatives`)
    if (schema.oneOf && passing > 1) errors.push(`${path}: matches ${passing} alternatives of oneOf`)
  }
  for (const part of (schema.allOf as JsonSchema[] | undefined) ?? []) {
    errors.push(...schemaErrors(part, value, path))
  }
  if (typeof value === 'string') {
    const length = [...value].length
    if (typeof schema.minLength === 'number' && length < schema.minLength) {
      errors.push(`${path}: shorter than ${schema.minLength}`)
    }
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
      errors.push(`${path}: longer than ${schema.maxLength}`)
    }
    if (typeof schema.pattern === 'string' && !regexOf(schema.pattern).test(value)) {
      errors.push(`${path}: ${JSON.stringify(value.slice(0, 80))} does not match ${schema.pattern}`)
    }
    if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) {
      errors.push(`${path}: not a date-time`)
    }
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      errors.push(`${path}: below ${schema.minimum}`)
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      errors.push(`${path}: above ${schema.maximum}`)
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) {
      errors.push(`${path}: not above ${schema.exclusiveMinimum}`)
    }
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) {
      errors.push(`${path}: not below ${schema.exclusiveMaximum}`)
    }
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
      errors.push(`${path}: fewer than ${schema.minItems} items`)
    }
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
      errors.push(`${path}: more than ${schema.maxItems} items`)
    }
    if (schema.items) {
      value.forEach((item, index) => {
        errors.push(...schemaErrors(schema.items as JsonSchema, item, `${path}[${index}]`))
      })
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (!(name in record)) errors.push(`${path}.${name}: required`)
    }
    for (const [name, item] of Object.entries(record)) {
      const property = properties[name]
      if (property) {
        errors.push(...schemaErrors(property, item, `${path}.${name}`))
      } else if (schema.additionalProperties === false) {
        errors.push(`${path}.${name}: not in the schema`)
      } else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        errors.push(...schemaErrors(schema.additionalProperties as JsonSchema, item, `${path}.${name}`))
      }
      if (schema.propertyNames) {
        errors.push(...schemaErrors(schema.propertyNames as JsonSchema, name, `${path}.${name}(name)`))
      }
    }
  }
  return errors
}

// ---- The check every answer of the API must pass ----

export interface Answer {
  statusCode: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}

function contentTypeOf(answer: Answer): string {
  return String(answer.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) }
  } catch {
    return { ok: false }
  }
}

/**
 * What is wrong with an answer of `operation` (empty when nothing): never a 5xx; an error is
 * application/problem+json shaped as the problem its status documents (or any problem for a status it
 * does not document, such as the 404 of a path that climbed out of its route); a success is documented
 * and matches its schema.
 */
export function answerErrors(operation: ApiOperation, answer: Answer): string[] {
  const status = answer.statusCode
  const documented = operation.responses[String(status)]
  const type = contentTypeOf(answer)
  if (status >= 500) return [`answered ${status}: ${answer.body.slice(0, 300)}`]
  if (status >= 400) {
    if (type !== 'application/problem+json') {
      return [`${status} answered as ${type || 'no content type'}, not application/problem+json`]
    }
    const parsed = parseJson(answer.body)
    if (!parsed.ok) return [`${status}: the problem is not JSON`]
    const errors: string[] = []
    const problem = problemSchema.safeParse(parsed.value)
    if (!problem.success) errors.push(`${status}: not a problem: ${problem.error.message}`)
    else if (problem.data.status !== status)
      errors.push(`${status}: the problem says status ${problem.data.status}`)
    if (documented?.schema) {
      errors.push(...schemaErrors(documented.schema, parsed.value).map((error) => `${status} ${error}`))
    }
    if (/\bat .+\.(ts|js):\d+/.test(answer.body)) errors.push(`${status}: the problem shows a stack trace`)
    return errors
  }
  if (!documented) return [`${status} is not a documented answer`]
  if (status === 204) return answer.body === '' ? [] : ['204 with a body']
  if (documented.contentTypes.length === 0) return []
  if (!documented.contentTypes.some((documentedType) => documentedType.toLowerCase() === type)) {
    return [`${status} answered as ${type}, documented as ${documented.contentTypes.join(', ')}`]
  }
  if (type !== 'application/json') return []
  const parsed = parseJson(answer.body)
  if (!parsed.ok) return [`${status}: the body is not JSON`]
  return documented.schema
    ? schemaErrors(documented.schema, parsed.value).map((error) => `${status} ${error}`)
    : []
}
