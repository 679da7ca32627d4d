import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { listParam, listSchema } from '@/lib/list-params'
import { type ListState, useListState, usePageSelection } from './use-list-state'

const schema = listSchema({
  q: listParam.text(),
  status: listParam.oneOf(['open', 'closed']),
  sort: listParam.oneOfOr(['newest', 'oldest'], 'newest'),
})
type Params = ListState<{ q: string; status?: 'open' | 'closed'; sort: 'newest' | 'oldest' }>

let list: Params
let selection: [ReadonlySet<string>, (next: ReadonlySet<string>) => void]

function List() {
  list = useListState(schema)
  selection = usePageSelection(list)
  return (
    <p>
      q={list.params.q} status={list.params.status ?? '-'} sort={list.params.sort} page={list.page.number}
    </p>
  )
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/items', element: <List /> }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

describe('useListState', () => {
  it('reads the list from the address, bad values as their defaults', () => {
    renderAt('/items?q=vela&status=lost&sort=sideways&after=c1&page=3')
    expect(screen.getByText('q=vela status=- sort=newest page=3')).toBeInTheDocument()
    expect(list.page).toEqual({ after: 'c1', number: 3 })
    expect(list.filtered).toBe(true)
  })

  it('writes a changed filter and goes back to the first page, leaving defaults out', async () => {
    const router = renderAt('/items?q=vela&after=c1&page=2')
    await act(async () => list.set({ status: 'open' }))
    expect(router.state.location.search).toBe('?q=vela&status=open')
    expect(router.state.historyAction).toBe('PUSH')
    await act(async () => list.set({ q: 'velas' }, { replace: true }))
    expect(router.state.location.search).toBe('?q=velas&status=open')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('pages with the filters kept, as a new history entry', async () => {
    const router = renderAt('/items?sort=oldest')
    await act(async () => list.goTo({ after: 'c9', number: 2 }))
    expect(router.state.location.search).toBe('?sort=oldest&after=c9&page=2')
    expect(screen.getByText('q= status=- sort=oldest page=2')).toBeInTheDocument()
    await act(async () => router.navigate(-1))
    expect(screen.getByText('q= status=- sort=oldest page=1')).toBeInTheDocument()
  })

  it('clears the filters but keeps the sort', async () => {
    const router = renderAt('/items?q=vela&status=closed&sort=oldest&after=c1&page=2')
    await act(async () => list.clearFilters())
    expect(router.state.location.search).toBe('?sort=oldest')
    expect(list.filtered).toBe(false)
  })

  it('gives the view without the page: what a saved view keeps', () => {
    renderAt('/items?status=open&sort=oldest&after=c1&page=2')
    expect(list.view.toString()).toBe('status=open&sort=oldest')
  })

  it('forgets the rows chosen once another page or search shows', async () => {
    renderAt('/items')
    await act(async () => selection[1](new Set(['a', 'b'])))
    expect([...selection[0]]).toEqual(['a', 'b'])
    await act(async () => list.goTo({ after: 'c1', number: 2 }))
    expect(selection[0].size).toBe(0)
  })
})
