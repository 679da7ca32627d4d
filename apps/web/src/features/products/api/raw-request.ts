import { ApiError, networkProblem, toApiError } from '@/lib/api/api-error'
import { buildHeaders } from '@/lib/api/client'

/**
 * A call whose body or answer is not JSON (a file upload, a CSV download), with the same token, store
 * and problem+json handling as every other call.
 */
export async function rawRequest(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: FormData; signal?: AbortSignal } = {},
): Promise<Response> {
  // No JSON body: the browser sets the multipart boundary itself.
  const headers = buildHeaders(false, true)
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      signal: init.signal,
    })
  } catch (cause) {
    if (init.signal?.aborted) throw cause
    throw new ApiError(networkProblem(cause))
  }
  if (!response.ok) throw await toApiError(response)
  return response
}
