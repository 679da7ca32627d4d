import { ApiError } from '@/lib/api/api-error'
import { translateMessage } from '@/lib/i18n/i18n'

/** The server's own sentence for a refused action (it says what to do), or the caller's fallback. */
export function problemMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.status < 500 && error.problem.detail) {
    return translateMessage(error.problem.detail)
  }
  return fallback
}
