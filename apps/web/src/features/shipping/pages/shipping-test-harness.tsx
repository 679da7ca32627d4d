import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { createQueryClient } from '@/app/query-client'
import { onePage, type stubFetch } from '@/test/fetch-stub'

type FetchMock = ReturnType<typeof stubFetch>

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const problem = (status: number, errors: { path: string; message: string }[], extra = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, errors, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })

/** The API as the pages meet it: `answer` first, then the reads of `reads` by URL. */
export function serve(
  fetchMock: FetchMock,
  reads: Record<string, unknown>,
  answer: (method: string, url: string, body: unknown) => Response | undefined = () => undefined,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const written = answer(method, url, body)
    if (written) return written
    if (url === '/v1/location/search')
      return json({ locations: onePage((reads.locations as { id: string }[]) ?? []) })
    if (url in reads) return json(reads[url])
    return json({ message: 'unexpected' }, 500)
  })
}

export function sent(fetchMock: FetchMock, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')))
}

/** The page at `path` under the route `route`, with the overview as where it goes back to. */
export function renderAt(route: string, page: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/settings/shipping', element: <p>shipping overview</p> },
      { path: route, element: page },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}
