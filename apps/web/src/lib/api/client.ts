import type { z } from 'zod'
import { ApiError, networkProblem, timeoutProblem, toApiError } from './api-error'

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

/**
 * How long a save staff wait on may take. A hung server or connection would otherwise leave "Saving…"
 * on screen for good; after this the save fails like any other, and can be tried again.
 */
export const SAVE_TIMEOUT_MS = 15_000

export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A JSON value, or a FormData sent as multipart (a file upload) for the browser to frame. */
  body?: unknown
  signal?: AbortSignal
  /** Gives up after this many milliseconds (answer included) with an ApiError whose `isTimeout` is true. */
  timeoutMs?: number
  /** Account and auth calls are not scoped to a store, so they can leave the tenant header out. */
  tenantScoped?: boolean
  credentials?: RequestCredentials
  /** Sends this token instead of the session's, for a call made while the session is being torn down. */
  authToken?: string | null
  /** Extra headers of one call, such as the Idempotency-Key of an action that must happen once. */
  headers?: Record<string, string>
}

export interface ApiRequestOptions<T> extends ApiCallOptions {
  /**
   * Validates the answer; without it the caller gets the JSON as is. A loader is called before the
   * request leaves and awaited once the answer is in, so a page can keep zod out of its first load and
   * still check every answer.
   */
  schema?: AnswerSchema<T>
}

function buildHeaders(hasJsonBody: boolean, tenantScoped: boolean, authToken?: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' })
  if (hasJsonBody) headers.set('Content-Type', 'application/json')
  const token = authToken === undefined ? context.getToken() : authToken
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const tenantId = tenantScoped ? context.getTenantId() : null
  if (tenantId) headers.set('X-Tenant-Id', tenantId)
  return headers
}

/**
 * Every request of the app goes out here: the session's token and store, the time limit, problem+json
 * errors, and the one rule on 401. Answers the response once it is known to be a success, with `settle`
 * to turn a failure while reading its body into the same errors.
 */
async function send(path: string, options: ApiCallOptions) {
  const { method = 'GET', body, signal, tenantScoped = true, credentials = 'same-origin' } = options
  const isForm = body instanceof FormData
  const headers = buildHeaders(body !== undefined && !isForm, tenantScoped, options.authToken)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  const sentToken = headers.get('Authorization')?.slice('Bearer '.length) ?? null
  const timeout = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs)
  const requestSignal = signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout)
  // The caller's own abort is passed on as it is; running out of time is a failed call like any other.
  const settle = (cause: unknown, otherwise: () => unknown) => {
    if (signal?.aborted) return cause
    if (timeout?.aborted) return new ApiError(timeoutProblem())
    return otherwise()
  }
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      // A form is framed by the browser (multipart boundary); anything else travels as JSON.
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: requestSignal,
      credentials,
    })
  } catch (cause) {
    throw settle(cause, () => new ApiError(networkProblem(cause)))
  }

  if (!response.ok) {
    const error = await toApiError(response)
    // Only the live session's token being refused ends the session; an older token's answer must not
    // sign out a user who has since signed in again.
    if (response.status === 401 && sentToken && sentToken === context.getToken()) context.onUnauthorized()
    throw error
  }
  return { response, settle }
}

/** A JSON call: the parsed (and, with `schema`, checked) answer, or undefined for an empty one. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { schema } = options
  const loadingSchema = typeof schema === 'function' ? schema() : undefined
  // Settled here too, so a request that fails first does not also leave an unhandled rejection behind.
  loadingSchema?.catch(() => {})
  const { response, settle } = await send(path, options)
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T
  const contentType = response.headers.get('content-type') ?? ''
  if (!contentType.includes('json')) return undefined as T
  let data: unknown
  try {
    // The time limit covers the answer's body too: a server can stall after its headers.
    data = await response.json()
  } catch (cause) {
    throw settle(cause, () => cause)
  }
  if (loadingSchema) return (await loadingSchema).parse(data)
  return schema ? (schema as z.ZodType<T>).parse(data) : (data as T)
}

/**
 * A file answer (a CSV export). A plain link cannot carry the bearer token, so files are fetched
 * through the same client and handed to the browser as a Blob.
 */
export async function apiDownload(path: string, options: ApiCallOptions = {}): Promise<Blob> {
  const { response, settle } = await send(path, options)
  try {
    return await response.blob()
  } catch (cause) {
    throw settle(cause, () => new ApiError(networkProblem(cause)))
  }
}
