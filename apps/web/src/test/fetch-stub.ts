import { afterEach, beforeEach, vi } from 'vitest'

/** Replaces fetch for every test of the file that calls it; answers the mock to set answers on. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })
  return fetchMock
}

/** An application/problem+json answer, as the API sends its refusals. */
export function problemResponse(status: number, title: string, detail: string): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })
}

/** A search's answer holding `nodes` as its only page (or its first, when `hasNextPage`). */
export function onePage<Node extends { id: string }>(nodes: Node[], hasNextPage = false) {
  return {
    edges: nodes.map((node) => ({ node, cursor: node.id })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: nodes[0]?.id ?? null,
      endCursor: nodes.at(-1)?.id ?? null,
      total: nodes.length,
      totalIsExact: true,
    },
  }
}
