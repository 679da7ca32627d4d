import { ApiError } from './api-error'

/** The server failed (5xx), as opposed to refusing the request or not being reached at all. */
export function isServerFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 500
}

/**
 * For a page's main query (`useQuery({ ...mainLoad, queryKey, queryFn })`): when the server fails to
 * give the page what it shows and nothing of it is on screen yet, the error goes up to the route's error
 * page, which shows the server-error screen. A failed refetch keeps what is shown, and any other failure
 * stays with the page, which says so in its own words.
 */
export const mainLoad = {
  throwOnError: (error: Error, query: { state: { data: unknown } }) =>
    isServerFailure(error) && query.state.data === undefined,
}
