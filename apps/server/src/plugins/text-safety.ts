import type { FieldError } from '@lojista/contracts'
import type { FastifyInstance } from 'fastify'
import { problems } from '../lib/problem.ts'

/** Deeper than any body of the API: a request nested further is refused before anything walks it. */
const MAX_DEPTH = 64

/**
 * Text a database cannot hold as sent: a NUL character (PostgreSQL's text refuses it), or half of a UTF-16
 * surrogate pair without its other half (jsonb refuses it, and text would silently store U+FFFD).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)
const UNSTORABLE_MESSAGE = 'Contains a character that is not allowed'

/**
 * Paths of strings (values or keys) holding text a database cannot hold, and of values nested deeper than MAX_DEPTH.
 * Walks with a stack of its own, so a body of 100,000 nested arrays is a 400 rather than a call stack
 * overflow.
 */
function unsafePaths(root: unknown, rootPath: string, found: FieldError[]) {
  const pending: [value: unknown, path: string, depth: number][] = [[root, rootPath, 0]]
  while (pending.length > 0 && found.length < 20) {
    const [value, path, depth] = pending.pop()!
    if (typeof value === 'string') {
      if (isUnstorable(value)) found.push({ path, message: UNSTORABLE_MESSAGE })
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) {
        found.push({ path, message: 'Nested too deeply' })
        return
      }
      const entries: [string, unknown][] = Array.isArray(value)
        ? value.map((item, index) => [String(index), item])
        : Object.entries(value)
      // Pushed last to first, so that fields are reported in their order.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!
        const itemPath = path ? `${path}.${key}` : key
        if (isUnstorable(key)) found.push({ path: itemPath, message: UNSTORABLE_MESSAGE })
        pending.push([item, itemPath, depth + 1])
      }
    }
  }
}

/**
 * Refuses input with text no database column can store, or nested too deeply, before any route sees it:
 * one check for every call, instead of a database error (and a 500) wherever a string reaches a text or
 * jsonb column.
 */
export function registerTextSafety(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found: FieldError[] = []
    unsafePaths(request.body, '', found)
    unsafePaths(request.query, 'query', found)
    unsafePaths(request.params, 'params', found)
    if (found.length > 0) throw problems.badRequest('The request has invalid fields.', found)
  })
}
