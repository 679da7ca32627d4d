import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { ZodType, z } from 'zod'

type Write = (data: unknown) => string

/**
 * zod writes a nullable value as `anyOf: [<its schema>, { type: 'null' }]`, which fast-json-stringify
 * serializes by validating the value against each branch (uuid patterns and all) before writing it: most
 * of the time writing a page of products took. The same schema as `type: [<its type>, 'null']` is told apart by
 * a test for null.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList)
  if (!node || typeof node !== 'object') return node
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, nullableAsTypeList(value)]),
  ) as Record<string, unknown>
  const branches = copy.anyOf as Record<string, unknown>[] | undefined
  if (branches?.length !== 2) return copy
  const nullAt = branches.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1)
  const other = branches[1 - nullAt]
  if (nullAt === -1 || typeof other?.type !== 'string') return copy
  const { anyOf: _anyOf, ...rest } = copy
  return { ...rest, ...other, type: [other.type, 'null'] }
}

/**
 * Writes each response with a serializer compiled from its contract's schema (fast-json-stringify, the
 * one Fastify is built around), which writes only the properties the contract declares. Checking a
 * page of 50 products against its zod schema before writing it cost several times what writing it does.
 *
 * With `check` (every environment but production, so every test) each response is still checked
 * against its zod schema first, and what the compiled serializer wrote must be the same JSON as the
 * checked value (properties in any order): a contract the compiled form reads differently fails the
 * tests that reach it. Each route's serializer is compiled on its first response, so a server starts
 * no slower.
 */
export function responseSerializerCompiler({
  check,
}: {
  check: boolean
}): FastifySerializerCompiler<ZodType> {
  return ({ schema: given, method, url }) => {
    // As the zod type provider takes them: the schema itself, or wrapped as `{ properties }`.
    const schema = given instanceof ZodType ? given : (given as { properties: ZodType }).properties
    let compiled: Write | undefined
    const write: Write = (data) => {
      compiled ??= fastJson(
        nullableAsTypeList(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as object,
      )
      return compiled(data)
    }
    if (!check) return write
    return (data) => {
      const checked = schema.safeEncode(data)
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error })
      const body = write(data)
      const expected = JSON.stringify(checked.data)
      // The same JSON, properties in any order.
      if (body !== expected && !isDeepStrictEqual(JSON.parse(body), JSON.parse(expected))) {
        throw new Error(
          `${method} ${url}: the compiled serializer wrote ${body.slice(0, 400)} where the schema gives ${expected.slice(0, 400)}`,
        )
      }
      return body
    }
  }
}
