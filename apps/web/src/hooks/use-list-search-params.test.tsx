import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { expect, it } from 'vitest'
import { useListSearchParams } from './use-list-search-params'

/** A list whose search box writes the address later, like a debounced search that settles. */
let settleSearch: (q: string) => void = () => {}

function List() {
  const [params, setParams] = useListSearchParams()
  useEffect(() => {
    settleSearch = (q) => setParams({ q }, { replace: true })
  }, [setParams])
  return (
    <>
      <p>Searching for “{params.get('q') ?? ''}”</p>
      <Link to="/items/1">Item 1</Link>
    </>
  )
}

function renderList() {
  let loadItemPage: () => void = () => {}
  const itemPageLoaded = new Promise<void>((resolve) => {
    loadItemPage = resolve
  })
  const router = createMemoryRouter(
    [
      { path: '/items', element: <List /> },
      // A lazy page whose code is still downloading when the search settles.
      {
        path: '/items/:id',
        lazy: async () => {
          await itemPageLoaded
          return { element: <h1>Item page</h1> }
        },
      },
    ],
    { initialEntries: ['/items'] },
  )
  render(<RouterProvider router={router} />)
  return { router, loadItemPage }
}

it('writes a settled search into the address while the user stays on the list', async () => {
  const { router } = renderList()
  act(() => settleSearch('vela'))
  expect(await screen.findByText('Searching for “vela”')).toBeTruthy()
  expect(router.state.location.search).toBe('?q=vela')
})

it('drops a search that settles after the user clicked away, so the click is not undone', async () => {
  const { router, loadItemPage } = renderList()
  act(() => screen.getByRole('link', { name: 'Item 1' }).click())
  await act(async () => {
    await Promise.resolve()
  })
  expect(router.state.navigation.location?.pathname).toBe('/items/1')

  act(() => settleSearch('vela'))
  await act(async () => loadItemPage())

  expect(await screen.findByRole('heading', { name: 'Item page' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/items/1')
})
