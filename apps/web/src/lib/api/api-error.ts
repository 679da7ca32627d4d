// Types only: the shared zod schema would put zod into every page's first load, and reading a problem
// needs none of it (readProblem below follows the schema's rules).
import type { FieldError, Problem } from '@lojista/contracts/common/problem'

/** A failed call to the API, carrying the problem document the server answered with. */
export class ApiError extends Error {
  readonly status: number
  readonly problem: Problem
  /** Seconds to wait before trying again, from a 429 or 503 answer's Retry-After header. */
  readonly retryAfterSeconds: number | null

  constructor(problem: Problem, retryAfterSeconds: number | null = null) {
    super(problem.detail ?? problem.title)
    this.name = 'ApiError'
    this.status = problem.status
    this.problem = problem
    this.retryAfterSeconds = retryAfterSeconds
  }

  get fieldErrors(): FieldError[] {
    return this.problem.errors ?? []
  }

  /** A member the problem type adds of its own (RFC 9457 section 3.2), such as the order a draft became. */
  extension(name: string): unknown {
    return (this.problem as Record<string, unknown>)[name]
  }

  /** True when no answer came: the request never reached the server (offline, DNS, refused) or timed out. */
  get isNetworkError(): boolean {
    return this.status === 0
  }

  /** True when the server took longer than the call allows to answer. */
  get isTimeout(): boolean {
    return this.status === 0 && this.problem.type === TIMEOUT_PROBLEM_TYPE
  }
}

const TIMEOUT_PROBLEM_TYPE = 'urn:lojista:problem:timeout'

/** The problem of a call that had no answer in time. Whether the server did the work is not known. */
export function timeoutProblem(): Problem {
  return { type: TIMEOUT_PROBLEM_TYPE, title: 'Request timed out', status: 0 }
}

export function networkProblem(cause: unknown): Problem {
  return {
    type: 'about:blank',
    title: 'Network error',
    status: 0,
    detail: cause instanceof Error ? cause.message : undefined,
  }
}

/** Reads Retry-After as either delay-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(value: string | null, nowMs: number = Date.now()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return null
  return Math.max(0, Math.ceil((date - nowMs) / 1000))
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string'

/**
 * Reads a problem document by the rules of the contracts' `problemSchema`, keeping the extension members
 * (as the schema's `.loose()` does): null when the value is not one. Each field error keeps only its path
 * and message.
 */
export function readProblem(value: unknown): Problem | null {
  if (!isRecord(value)) return null
  const { type, title, status, detail, instance, requestId, errors } = value
  if (typeof type !== 'string' || typeof title !== 'string') return null
  if (typeof status !== 'number' || !Number.isSafeInteger(status)) return null
  if (!isOptionalString(detail) || !isOptionalString(instance) || !isOptionalString(requestId)) return null
  if (errors === undefined) return value as Problem
  if (!Array.isArray(errors)) return null
  const fieldErrors: FieldError[] = []
  for (const error of errors) {
    if (!isRecord(error) || typeof error.path !== 'string' || typeof error.message !== 'string') return null
    fieldErrors.push({ path: error.path, message: error.message })
  }
  return { ...value, errors: fieldErrors } as Problem
}

/**
 * Turns any non-ok answer into a problem document. Servers and proxies do not always answer with
 * problem+json (a gateway's HTML 502, say), so anything unreadable becomes a problem built from the status.
 */
export async function parseProblem(response: Response): Promise<Problem> {
  const fallback: Problem = {
    type: 'about:blank',
    title: response.statusText || `Request failed with status ${response.status}`,
    status: response.status,
  }
  const contentType = response.headers.get('content-type') ?? ''
  if (!contentType.includes('json')) return fallback
  try {
    // Extension members are kept: some problems name the record that caused them.
    const problem = readProblem(await response.json())
    if (!problem) return fallback
    return { ...problem, status: response.status }
  } catch {
    return fallback
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const problem = await parseProblem(response)
  return new ApiError(problem, parseRetryAfter(response.headers.get('retry-after')))
}
