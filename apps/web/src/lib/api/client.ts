import type { z } from 'zod'
import { ApiError, networkProblem, toApiError } from './api-error'

interface ApiContext {
  getToken: () => string | null
  getTenantId: () => string | null
  /** Called when the server refuses a token we sent: it expired, was revoked or is unknown. */
  onUnauthorized: () => void
}

const context: ApiContext = {
  getToken: () => null,
  getTenantId: () => null,
  onUnauthorized: () => {},
}

/** The session wires itself in here so every request carries the current token and store. */
export function configureApiClient(next: Partial<ApiContext>) {
  Object.assign(context, next)
}

/** A schema, or a loader of one (typically a dynamic `import()` of a schemas module). */
export type AnswerSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>)

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /**
   * Validates the answer; without it the caller gets the JSON as is. A loader is called before the
   * request leaves and awaited once the answer is in, so a page can keep zod out of its first load and
   * still check every answer.
   */
  schema?: AnswerSchema<T>
  signal?: AbortSignal
  /** Account and auth calls are not scoped to a store, so they can leave the tenant header out. */
  tenantScoped?: boolean
  credentials?: RequestCredentials
  /** Sends this token instead of the session's, for a call made while the session is being torn down. */
  authToken?: string | null
  /** Extra headers of one call, such as the Idempotency-Key of an action that must happen once. */
  headers?: Record<string, string>
}

export function buildHeaders(hasBody: boolean, tenantScoped: boolean, authToken?: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' })
  if (hasBody) headers.set('Content-Type', 'application/json')
  const token = authToken === undefined ? context.getToken() : authToken
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const tenantId = tenantScoped ? context.getTenantId() : null
  if (tenantId) headers.set('X-Tenant-Id', tenantId)
  return headers
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, tenantScoped = true, credentials = 'same-origin' } = options
  const headers = buildHeaders(body !== undefined, tenantScoped, options.authToken)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  const sentToken = headers.get('Authorization')?.slice('Bearer '.length) ?? null
  const loadingSchema = typeof schema === 'function' ? schema() : undefined
  // Settled here too, so a request that fails first does not also leave an unhandled rejection behind.
  loadingSchema?.catch(() => {})
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials,
    })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new ApiError(networkProblem(cause))
  }

  if (!response.ok) {
    const error = await toApiError(response)
    // Only the live session's token being refused ends the session; an older token's answer must not
    // sign out a user who has since signed in again.
    if (response.status === 401 && sentToken && sentToken === context.getToken()) context.onUnauthorized()
    throw error
  }
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T
  const contentType = response.headers.get('content-type') ?? ''
  if (!contentType.includes('json')) return undefined as T
  const data: unknown = await response.json()
  if (loadingSchema) return (await loadingSchema).parse(data)
  return schema ? (schema as z.ZodType<T>).parse(data) : (data as T)
}
